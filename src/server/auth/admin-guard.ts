import type { FastifyInstance } from 'fastify';
import { authenticate } from './authenticate';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one guard for everything under /api/admin: a signed-in session first (401), then the CSRF
 * token on state-changing calls (403). Both run in onRequest, before any body or upload is read.
 * Registered in the admin scope (not encapsulated away), so every admin route inherits it.
 */
export async function adminGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const user = await authenticate(app, request);
    if (!user) return reply.code(401).send({ message: 'Unauthorized' });
    if (UNSAFE_METHODS.has(request.method)) return app.requireCsrf(request, reply);
  });
  // Answers no longer go stale in a browser or proxy cache: one header for the whole admin API.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // This scope's hooks also run for its not-found handler: unknown admin paths answer 401 when
  // signed out, so route names cannot be probed.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
}
