import type { FastifyReply } from 'fastify';

/** The mailed links' pages are private: never cached, never indexed, no referrer (the path is a key). */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.headers({
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex, nofollow',
  });
}
