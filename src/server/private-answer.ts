import type { FastifyReply } from 'fastify';

/**
 * The pages a mailed link opens are private: never cached, never indexed, no referrer (the path
 * holds a key or token).
 */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.headers({
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex, nofollow',
  });
}
