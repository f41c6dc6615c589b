import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-log';
import { endpointRoute } from '../api/endpoint-route';
import { deviceOf } from './admin-sessions';
import { CODE_REQUIRED_MESSAGE, INVALID_CODE_MESSAGE, type LoginBody } from '#shared/auth/schemas.ts';
import { AccountSlowdown, type AccountSlowdownOptions } from './account-slowdown';
import { isKnownDevice, rememberDevice } from './known-device';
import { LoginLimiter } from './login-limiter';
import type { PasswordCheckGate } from './password-check-gate';
import { refuseSignIn } from './sign-in-shedding';
import { checkSecondFactor, SecondFactorUnreadable } from './second-factor';
import type { SecondFactorKeys } from './second-factor-keys';
import { verifyNoOne, verifyPassword } from './passwords';
import { authenticate } from './authenticate';
import { findUserById, findUserByUsername, toPublicUser, type UserRow } from './users';

const INVALID_CREDENTIALS = 'Invalid username or password';
/** Per address, whatever the usernames: the hard limit. */
const MAX_FAILURES_PER_ADDRESS = 10;
/** Per username from one address: a stranger elsewhere cannot lock the real admin out. */
const MAX_FAILURES_PER_USER_AND_ADDRESS = 5;
const WINDOW_MS = 15 * 60 * 1000;

/** Usernames are compared as typed, but counted case-insensitively: "Admin" is a guess at "admin". */
const accountOf = (username: string) => username.toLowerCase();

type SignInEvent = 'login' | 'loginFailed' | 'logout';

export interface AuthRoutesOptions {
  passwordChecks: PasswordCheckGate;
  /** Signs the known-device mark. */
  secret: string;
  secondFactorKeys: SecondFactorKeys;
  httpsOnly: boolean;
  accountSlowdown: AccountSlowdownOptions;
}

export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { passwordChecks, secret, secondFactorKeys } = options;
  const slowdown = new AccountSlowdown(app.db, options.accountSlowdown);
  /** A secret sealed under another key can match no code: the operator learns why from the log. */
  const codeIsRight = async (user: UserRow, code: string) => {
    try {
      return await checkSecondFactor(app.db, secondFactorKeys, user, code);
    } catch (error) {
      if (!(error instanceof SecondFactorUnreadable)) throw error;
      app.log.error({ userId: user.id }, error.message);
      return false;
    }
  };
  /** Sign-ins in the audit log: who by id and name, never the name someone typed for an unknown user. */
  const auditSignIn = async (
    request: FastifyRequest,
    action: SignInEvent,
    user: { id: string; username: string } | null | undefined,
    reason?: 'password' | 'code',
  ) => {
    try {
      await recordAudit(app.db, {
        userId: user?.id ?? null,
        username: user?.username ?? null,
        action,
        targetId: null,
        detail: reason ? { reason } : null,
        clientAddress: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error, action }, 'audit entry not written');
    }
  };

  const perAddress = new LoginLimiter(app.db, {
    name: 'address',
    maxFailures: MAX_FAILURES_PER_ADDRESS,
    windowMs: WINDOW_MS,
  });
  const perUserAndAddress = new LoginLimiter(app.db, {
    name: 'user-at-address',
    maxFailures: MAX_FAILURES_PER_USER_AND_ADDRESS,
    windowMs: WINDOW_MS,
  });

  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send({ message: 'Too many failed login attempts. Please try again later.' });

  endpointRoute(
    app,
    'login',
    async (request, reply) => {
      const user = await findUserByUsername(app.db, request.body.username);
      // Guesses at this account from anywhere earned it a line and delays, except on a device it used before.
      const leaveLine =
        user && isKnownDevice(request, secret, user)
          ? undefined
          : await slowdown.takeTurn(accountOf(request.body.username));
      try {
        // A slot for the slow check (the scope's hook refused a flood already; this closes the race).
        const entering = passwordChecks.tryEnter();
        if (!entering) return refuseSignIn(reply, passwordChecks);
        const leave = await entering;
        try {
          return await signIn(request, reply, user);
        } finally {
          leave();
        }
      } finally {
        leaveLine?.();
      }
    },
    { onRequest: app.requireCsrf },
  );

  async function signIn(request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply, user: UserRow | undefined) {
    const { username, password, code } = request.body;
    const addressKey = request.clientKey;
    const userKey = `${accountOf(username)}\n${request.clientKey}`;
    // Counted as a failure before the slow check, atomically with the check of the limit, so
    // parallel guesses (on any instance) cannot all pass it; a correct password takes it back.
    const addressWait = await perAddress.attempt(addressKey);
    if (addressWait > 0) return tooMany(reply, addressWait);
    const userWait = await perUserAndAddress.attempt(userKey);
    if (userWait > 0) {
      // Refused before any check: the address does not pay for it.
      await perAddress.forgiveLatest(addressKey);
      return tooMany(reply, userWait);
    }
    await slowdown.countFailure(accountOf(username));
    // An unknown user's failure takes as long as a real one's (auth/passwords.ts).
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyNoOne(password);
    // A deactivated account answers as a wrong password does: whoever tries learns nothing more.
    if (!user || !valid || user.deactivatedAt) {
      await auditSignIn(request, 'loginFailed', user && { id: user.id, username: user.username }, 'password');
      return reply.code(401).send({ message: INVALID_CREDENTIALS });
    }
    if (user.totpSecret) {
      // The password was right: asking for the code is not a failure; a wrong code is one.
      if (!code) {
        await perAddress.forgiveLatest(addressKey);
        await perUserAndAddress.forgiveLatest(userKey);
        await slowdown.forgiveLatest(accountOf(username));
        return reply.code(401).send({ message: CODE_REQUIRED_MESSAGE, codeRequired: true });
      }
      if (!(await codeIsRight(user, code))) {
        request.log.warn({ userId: user.id }, 'wrong one-time code');
        await auditSignIn(request, 'loginFailed', user, 'code');
        return reply.code(401).send({ message: INVALID_CODE_MESSAGE, codeRequired: true });
      }
    }
    await perAddress.forgiveLatest(addressKey);
    await perUserAndAddress.reset(userKey);
    await slowdown.forgiveLatest(accountOf(username));
    rememberDevice(reply, secret, user, options.httpsOnly);

    // A fresh id defeats session fixation; the CSRF token follows the new id (plugins/csrf.ts).
    await request.session.regenerate();
    const now = Date.now();
    request.session.set('userId', user.id);
    request.session.set('authenticatedAt', now);
    request.session.set('lastSeenAt', now);
    const device = deviceOf(request.headers['user-agent']);
    if (device) request.session.set('device', device);
    request.log.info({ userId: user.id }, 'admin signed in');
    await auditSignIn(request, 'login', user);
    return toPublicUser(user, app.config.requireTotp ?? false);
  }

  endpointRoute(
    app,
    'logout',
    async (request, reply) => {
      const userId = request.session.get('userId');
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (user) await auditSignIn(request, 'logout', user);
      await app.endSession(request, reply);
      app.clearCsrfToken(request, reply);
      return { message: 'Logged out' };
    },
    { onRequest: app.requireCsrf },
  );

  endpointRoute(app, 'currentUser', async (request, reply) => {
    const user = await authenticate(app, request);
    return user ?? reply.code(401).send({ message: 'Unauthorized' });
  });
}
