import type { FastifyRequest } from 'fastify';

/** The site's public origin: PUBLIC_URL when set, else what the request came to (behind a trusted proxy, its view). */
export function publicOriginOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
