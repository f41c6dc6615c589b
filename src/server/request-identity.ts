import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** One per process, so that ids from several instances behind one proxy do not collide. */
const PROCESS_PREFIX = randomBytes(6).toString('base64url');
let served = 0;

/**
 * The request id: the proxy's X-Request-Id when it looks like one (so a trace crosses the proxy),
 * else this process's prefix and a counter — unique without costing random bytes per request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)) return incoming;
  served += 1;
  return `${PROCESS_PREFIX}-${served.toString(36)}`;
}
