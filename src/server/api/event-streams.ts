import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Then the stream ends and the browser reconnects: the session is checked and the state read afresh. */
const STREAM_MS = 15 * 60 * 1000;
/**
 * A browser holds one stream per open tab; an office behind one address has a handful. More than
 * this from one address is a client that never closes them, and each costs a socket and a watcher.
 */
export const STREAMS_PER_CLIENT = 20;

/** One Server-Sent Event; `data` is sent as JSON on one line. */
export const serverSentEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Starts following what the stream reports (and may end it early); returns how to stop. */
type Follow = (send: (event: string) => void, end: () => void) => () => void;

/**
 * Server-Sent Events for one plugin's routes: the headers, a reconnect delay for the browser's
 * EventSource, a heartbeat and a bounded lifetime. Open streams would hold the server's close for
 * their whole life, so they end before it.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  const openPerClient = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  return function streamEvents(reply: FastifyReply, firstEvents: string, follow: Follow): FastifyReply {
    const client = reply.request.clientKey;
    const openByClient = openPerClient.get(client) ?? 0;
    if (openByClient >= STREAMS_PER_CLIENT) {
      return reply
        .code(429)
        .header('Retry-After', '30')
        .send({ message: 'Too many open event streams from this address. Please close some and try again.' });
    }
    openPerClient.set(client, openByClient + 1);
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
    response.write(`retry: 3000\n\n${firstEvents}`);
    open.add(response);
    const stop = follow(
      (event) => response.write(event),
      () => response.end(),
    );
    const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => response.end(), STREAM_MS);
    response.on('close', () => {
      open.delete(response);
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stop();
    });
    return reply;
  };
}
