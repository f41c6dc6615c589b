import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { eventStreams, serverSentEvent } from '../api/event-streams';
import { watchSession } from '../auth/session-watch';

/**
 * GET /api/admin/events: Server-Sent Events for an open admin. `event: offer` for each new offer
 * (offers/offer-events.ts); the browser's EventSource reconnects by itself. The stream carries
 * bidders' names and amounts, so it ends with its session: at sign-out, or when a new password
 * or another device ended it (auth/session-watch.ts).
 */
export default async function adminEventsRoutes(app: FastifyInstance) {
  const streamEvents = eventStreams(app);
  endpointRoute(app, 'adminEvents', async (request, reply) => {
    const { sessionId } = request.session;
    return streamEvents(reply, '', (send, end) => {
      const unsubscribe = app.offerEvents.subscribe((event) => send(serverSentEvent('offer', event)));
      const unwatch = watchSession(app, sessionId, end);
      return () => {
        unsubscribe();
        unwatch();
      };
    });
  });
}
