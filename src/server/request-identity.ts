import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
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

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * The per-request logger, created when a line is first written: most requests write none
 * (request-log.ts), and building a pino child with its bindings on each one would cost more than
 * answering /healthz.
 */
export const lazyRequestLogger: ChildLoggerFactory = function lazyRequestLogger(logger, bindings, options) {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= logger.child(bindings, options));
  const lazy: FastifyBaseLogger = {
    get level() {
      return child?.level ?? options.level ?? logger.level;
    },
    set level(level: string) {
      real().level = level;
    },
    fatal: (...args: Parameters<FastifyBaseLogger['fatal']>) => real().fatal(...args),
    error: (...args: Parameters<FastifyBaseLogger['error']>) => real().error(...args),
    warn: (...args: Parameters<FastifyBaseLogger['warn']>) => real().warn(...args),
    info: (...args: Parameters<FastifyBaseLogger['info']>) => real().info(...args),
    debug: (...args: Parameters<FastifyBaseLogger['debug']>) => real().debug(...args),
    trace: (...args: Parameters<FastifyBaseLogger['trace']>) => real().trace(...args),
    silent: (...args: Parameters<FastifyBaseLogger['silent']>) => real().silent(...args),
    child: (...args: Parameters<FastifyBaseLogger['child']>) => real().child(...args),
  };
  return lazy;
};
