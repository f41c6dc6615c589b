import type { FastifyReply } from 'fastify';

/** A token is a credential in the address: no page that follows may learn it, no cache keep it. */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Cache-Control', 'private, no-store');
}
