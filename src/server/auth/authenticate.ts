import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionUserId, touchSession } from '../plugins/session';
import { findUserById, toPublicUser } from './users';

/** Resolves the signed-in user from the session, sliding the idle limit; null when signed out. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const userId = sessionUserId(request);
  if (!userId) return null;
  const user = await findUserById(app.db, userId);
  // A deactivated account's sessions were ended; this also covers one that raced the deactivation.
  if (!user || user.deactivatedAt) return null;
  touchSession(request);
  request.user = toPublicUser(user, app.config.requireTotp ?? false);
  return request.user;
}
