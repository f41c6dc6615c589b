import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth';
import adminBidRoutes from './bids';
import adminImageRoutes from './images';
import adminPageRoutes from './pages';
import adminPropertyRoutes from './properties';
import adminTranslationRoutes from './translations';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one guard for everything under /api/admin: a signed-in session first (401), then the CSRF
 * token on state-changing calls (403). Both run in onRequest, before any body or upload is read.
 * Admin route modules register inside this plugin and inherit the guard.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const user = await authenticate(app, request);
    if (!user) return reply.code(401).send({ message: 'Unauthorized' });
    if (UNSAFE_METHODS.has(request.method)) return app.requireCsrf(request, reply);
  });

  // This scope's hooks also run for its not-found handler: unknown admin paths answer 401 when
  // signed out, so route names cannot be probed.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));

  await app.register(adminPropertyRoutes);
  await app.register(adminImageRoutes);
  await app.register(adminBidRoutes);
  await app.register(adminTranslationRoutes);
  await app.register(adminPageRoutes);
}
