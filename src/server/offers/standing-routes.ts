import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { standingSchema } from '#shared/procedure/schemas.ts';
import { endpointRoute } from '../api/endpoint-route';
import { eventStreams, serverSentEvent } from '../api/event-streams';
import { readStanding, type StandingNow } from './standing';
import { StandingWatchers } from './standing-watchers';

const standingEvent = (standing: StandingNow) => serverSentEvent('standing', z.encode(standingSchema, standing));

/**
 * GET /api/properties/:id/standing and GET /api/properties/:id/events: what visitors may know of
 * a property's offer procedure, once and live (decision 69). Neither is cached: an offer changes
 * it, and it is one indexed read.
 */
export default async function standingRoutes(app: FastifyInstance) {
  const watchers = new StandingWatchers(app.db, app.offerEvents, app.log.child({ component: 'standing' }));
  const streamEvents = eventStreams(app);
  // An admin's change of a property (its procedure, its end) or of its offers, here or on another instance.
  app.publicReads.onForget((topic) => watchers.publicChange(topic));

  endpointRoute(app, 'propertyStanding', async (request, reply) => {
    const standing = await readStanding(app.db, request.params.id);
    if (!standing) return reply.notFound();
    return reply.header('Cache-Control', 'no-store').send(standing);
  });

  endpointRoute(app, 'propertyEvents', async (request, reply) => {
    const { id } = request.params;
    const standing = await readStanding(app.db, id);
    if (!standing) return reply.notFound();
    // An event only when what visitors may see has changed: in the sealed procedure (or for
    // unverified offers when only verified ones count) an offer changes nothing they may see, and
    // an event per stored offer would tell anyone how many arrive and when.
    let shown = standingEvent(standing);
    return streamEvents(reply, shown, (send) =>
      watchers.watch(id, (changed) => {
        const event = standingEvent(changed);
        if (event === shown) return;
        shown = event;
        send(event);
      }),
    );
  });
}
