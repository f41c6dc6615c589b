import type { FastifyInstance } from 'fastify';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '#shared/auth/schemas.ts';
import { AUTH_ADMIN_ENDPOINTS } from '#shared/auth/admin-endpoints.ts';
import { ROLE_REFUSED_MESSAGE, roleMay } from '#shared/auth/roles.ts';
import { authenticate } from './authenticate';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What an admin without a second factor may call while one is required: setting it up. */
const ENROLMENT_PATHS = new Set<string>([
  AUTH_ADMIN_ENDPOINTS.startSecondFactor.path,
  AUTH_ADMIN_ENDPOINTS.confirmSecondFactor.path,
]);

/**
 * The one guard for everything under /api/admin: a signed-in session first (401), then the CSRF
 * token on state-changing calls (403), then, while REQUIRE_TOTP is on, a second factor (403 for
 * everything but setting one up), then the account's role (403 for what it may not do,
 * shared/auth/roles.ts). All run in onRequest, before any body or upload is read.
 * Registered in the admin scope (not encapsulated away), so every admin route inherits it.
 */
export async function adminGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const user = await authenticate(app, request);
    if (!user) return reply.code(401).send({ message: 'Unauthorized' });
    if (UNSAFE_METHODS.has(request.method)) await app.requireCsrf(request, reply);
    if (reply.sent) return reply;
    if (user.secondFactor === 'required' && !ENROLMENT_PATHS.has(request.routeOptions.url ?? '')) {
      return reply.code(403).send({ message: SECOND_FACTOR_REQUIRED_MESSAGE, secondFactorRequired: true });
    }
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint && !roleMay(user.role, endpoint)) {
      return reply.code(403).send({ message: ROLE_REFUSED_MESSAGE, roleRefused: true });
    }
  });
  // Answers no longer go stale in a browser or proxy cache: one header for the whole admin API.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // This scope's hooks also run for its not-found handler: unknown admin paths answer 401 when
  // signed out, so route names cannot be probed.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
}
