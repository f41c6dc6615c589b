import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { withoutSellerToken } from '#shared/seller-view/seller-view.ts';
import { withoutBidderToken } from '#shared/my-offers/my-offers.ts';

/**
 * The path as it may be logged: a seller's link token (decision 0074), a bidder's verification
 * token (GET and POST /verify/<token>) and the token of a bidder's own page (decision 0110) are
 * secrets that open something, so they become "…".
 */
function loggablePath(path: string): string {
  return withoutBidderToken(withoutSellerToken(path)).replace(
    /^\/verify\/(?!verified$|failed$|confirm\.js$)[^/?]+/,
    '/verify/…',
  );
}

/** A read slower than this is logged like a write. */
const SLOW_MS = 1000;
const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/**
 * One line per request, written when the answer has gone (Fastify's default writes two: on
 * arrival and on completion). Changes (POST, PUT, PATCH, DELETE), failures (status 400 and up)
 * and slow reads are logged at info; a successful read only at debug: on a busy public page the
 * log line would cost more than the answer, and the proxy in front keeps the access log
 * (docs/decisions/0050-public-reads-from-ready-bodies.md). The path is logged without its query
 * string, which may carry what a visitor typed, and without the tokens in it (loggablePath).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const routine = isRead && !error && reply.statusCode < 400 && reply.elapsedTime < SLOW_MS;
    if (routine && !VERBOSE_LEVELS.has(reply.log.level)) return;
    const line = {
      req: {
        method: request.method,
        url: loggablePath(request.url.split('?', 1)[0] ?? ''),
        remoteAddress: request.ip,
      },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (routine) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
