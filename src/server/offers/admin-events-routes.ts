import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Then the stream ends and the browser reconnects, so the session is checked again. */
const STREAM_MS = 15 * 60 * 1000;

/**
 * GET /api/admin/events: Server-Sent Events for an open admin. `event: offer` for each new offer
 * (offers/offer-events.ts); the browser's EventSource reconnects by itself after `retry` ms.
 */
export default async function adminEventsRoutes(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  // Open streams would hold the server's close for their whole life: they end first.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  endpointRoute(app, 'adminEvents', async (request, reply) => {
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
    response.write('retry: 3000\n\n');
    open.add(response);
    const unsubscribe = app.offerEvents.subscribe((event) => {
      response.write(`event: offer\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => response.end(), STREAM_MS);
    response.on('close', () => {
      open.delete(response);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
    });
    return reply;
  });
}
