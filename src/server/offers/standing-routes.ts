import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { standingSchema } from '../../shared/schemas/offer-procedure';
import { endpointRoute } from '../api/endpoint-route';
import { readStanding, type StandingNow } from './standing';
import { StandingWatchers } from './standing-watchers';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Then the stream ends and the browser reconnects (and reads the standing afresh). */
const STREAM_MS = 15 * 60 * 1000;

const standingEvent = (standing: StandingNow) =>
  `event: standing\ndata: ${JSON.stringify(z.encode(standingSchema, standing))}\n\n`;

/**
 * GET /api/properties/:id/standing and GET /api/properties/:id/events: what visitors may know of
 * a property's offer procedure, once and live (decision 69). Neither is cached: an offer changes
 * it, and it is one indexed read.
 */
export default async function standingRoutes(app: FastifyInstance) {
  const watchers = new StandingWatchers(app.db, app.offerEvents, app.log.child({ component: 'standing' }));
  const open = new Set<ServerResponse>();
  // Open streams would hold the server's close for their whole life: they end first.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  endpointRoute(app, 'propertyStanding', async (request, reply) => {
    const standing = await readStanding(app.db, request.params.id);
    if (!standing) return reply.notFound();
    return reply.header('Cache-Control', 'no-store').send(standing);
  });

  endpointRoute(app, 'propertyEvents', async (request, reply) => {
    const { id } = request.params;
    const standing = await readStanding(app.db, id);
    if (!standing) return reply.notFound();
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx would otherwise hold the events in its buffer.
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    response.write(`retry: 3000\n\n${standingEvent(standing)}`);
    open.add(response);
    const unwatch = watchers.watch(id, (changed) => response.write(standingEvent(changed)));
    const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => response.end(), STREAM_MS);
    response.on('close', () => {
      open.delete(response);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unwatch();
    });
    return reply;
  });
}
