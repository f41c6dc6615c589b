import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { eventStreams, serverSentEvent } from '../api/event-streams';
import { watchSession } from '../auth/session-watch';
import { propertyIdOf } from '../public-reads/public-read-cache';

/**
 * GET /api/admin/events: Server-Sent Events for an open admin. `event: offer` for each new offer
 * (offers/offer-events.ts); `event: changed` with the property's id (or null for all) when offers
 * or a property changed in another way — a bidder withdrew, someone deleted or edited — so the
 * open lists are fetched again. Both come from any instance; the browser's EventSource reconnects
 * by itself. The stream carries bidders' names and amounts, so it ends with its session: at
 * sign-out, or when a new password or another device ended it (auth/session-watch.ts).
 */
export default async function adminEventsRoutes(app: FastifyInstance) {
  const streamEvents = eventStreams(app);
  const changeListeners = new Set<(propertyId: string | null) => void>();
  // The public pages' change signal (public-reads) is the one every instance hears already.
  app.publicReads.onForget((topic) => {
    if (topic !== 'standing' && topic !== 'properties' && !propertyIdOf(topic)) return;
    for (const listener of changeListeners) listener(propertyIdOf(topic) ?? null);
  });
  endpointRoute(app, 'adminEvents', async (request, reply) => {
    const { sessionId } = request.session;
    return streamEvents(reply, '', (send, end) => {
      const unsubscribe = app.offerEvents.subscribe((event) => send(serverSentEvent('offer', event)));
      const changed = (propertyId: string | null) => send(serverSentEvent('changed', { propertyId }));
      changeListeners.add(changed);
      const unwatch = watchSession(app, sessionId, end);
      return () => {
        unsubscribe();
        changeListeners.delete(changed);
        unwatch();
      };
    });
  });
}
