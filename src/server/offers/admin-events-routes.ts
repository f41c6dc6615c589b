import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { eventStreams, serverSentEvent } from '../api/event-streams';

/**
 * GET /api/admin/events: Server-Sent Events for an open admin. `event: offer` for each new offer
 * (offers/offer-events.ts); the browser's EventSource reconnects by itself.
 */
export default async function adminEventsRoutes(app: FastifyInstance) {
  const streamEvents = eventStreams(app);
  endpointRoute(app, 'adminEvents', async (_request, reply) =>
    streamEvents(reply, '', (send) => app.offerEvents.subscribe((event) => send(serverSentEvent('offer', event)))),
  );
}
