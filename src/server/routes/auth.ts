import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema } from '../../shared/schemas/auth';
import { sessionUserId, touchSession } from '../plugins/session';
import { LoginLimiter } from '../services/login-limiter';
import { DECOY_HASH, verifyPassword } from '../services/passwords';
import { findUserById, findUserByUsername, toPublicUser } from '../services/users';

const INVALID_CREDENTIALS = 'Invalid username or password';
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

/** Resolves the signed-in user from the session, sliding the idle limit; null when signed out. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const userId = sessionUserId(request);
  if (!userId) return null;
  const user = await findUserById(app.db, userId);
  if (!user) return null;
  touchSession(request);
  request.user = toPublicUser(user);
  return request.user;
}

export default async function authRoutes(app: FastifyInstance) {
  const limiter = new LoginLimiter({ maxFailures: MAX_FAILURES, windowMs: WINDOW_MS });
  const api = app.withTypeProvider<ZodTypeProvider>();

  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send({ message: 'Too many failed login attempts. Please try again later.' });

  api.post('/api/login', { onRequest: app.requireCsrf, schema: { body: loginBodySchema } }, async (request, reply) => {
    const { username, password } = request.body;
    const ipKey = `ip:${request.ip}`;
    const userKey = `user:${username.toLowerCase()}`;
    const wait = Math.max(limiter.retryAfterSeconds(ipKey), limiter.retryAfterSeconds(userKey));
    if (wait > 0) return tooMany(reply, wait);

    // Counted as a failure before the slow check, so parallel guesses cannot all pass the limit;
    // a correct password takes the count back.
    limiter.recordFailure(ipKey);
    limiter.recordFailure(userKey);
    const user = await findUserByUsername(app.db, username);
    // Unknown users are checked against a decoy hash so both failures cost the same time.
    const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
    if (!user || !valid) return reply.code(401).send({ message: INVALID_CREDENTIALS });
    limiter.forgiveLatest(ipKey);
    limiter.reset(userKey);

    // A fresh id defeats session fixation; the CSRF token follows the new id (plugins/csrf.ts).
    await request.session.regenerate();
    const now = Date.now();
    request.session.set('userId', user.id);
    request.session.set('authenticatedAt', now);
    request.session.set('lastSeenAt', now);
    request.log.info({ userId: user.id }, 'admin signed in');
    return toPublicUser(user);
  });

  api.post('/api/logout', { onRequest: app.requireCsrf }, async (request) => {
    const session = request.session as FastifyRequest['session'] | null;
    if (session?.get('userId')) await session.destroy();
    return { message: 'Logged out' };
  });

  api.get('/api/auth/user', async (request, reply) => {
    const user = await authenticate(app, request);
    if (!user) return reply.code(401).send({ message: 'Unauthorized' });
    return user;
  });
}
