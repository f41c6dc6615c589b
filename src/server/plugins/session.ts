import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HTTPS_SESSION_COOKIE, SESSION_COOKIE } from '#shared/auth/session-cookie.ts';
import { SessionEndings } from './session-endings';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, DrizzleSessionStore } from './session-store';

const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

const TOUCH_SLACK_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the session row and expires the session cookie on this reply. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sign-outs on this instance, for what must end with a session (auth/session-watch.ts). */
    sessionEndings: SessionEndings;
  }
}

/**
 * Server-side sessions in the sessions table. No row is written for anonymous visitors
 * (saveUninitialized: false); idle and absolute limits are checked on every read.
 */
export default fp(
  async function sessionPlugin(app: FastifyInstance, options: { secret: string; httpsOnly: boolean }) {
    const store = new DrizzleSessionStore(app.db);
    const cookieName = options.httpsOnly ? HTTPS_SESSION_COOKIE : SESSION_COOKIE;
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: options.secret,
      cookieName,
      saveUninitialized: false,
      rolling: false,
      store,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request came over HTTPS (directly or via a trusted proxy), and
        // always when the site is only served over HTTPS.
        secure: options.httpsOnly ? true : 'auto',
        maxAge: SESSION_IDLE_MS,
      },
    });

    app.decorate('sessionEndings', new SessionEndings());
    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      // Null after an earlier destroy().
      const session = request.session as FastifyRequest['session'] | null;
      if (session?.get('userId')) {
        const { sessionId } = session;
        await session.destroy();
        app.sessionEndings.ended(sessionId);
      }
      reply.clearCookie(cookieName, { path: '/', secure: options.httpsOnly ? true : undefined });
    });

    // Resolves to nothing: Fastify takes a value resolved by an onReady hook for an error, and the
    // number of pruned rows made start-up fail whenever an expired session was left over.
    const prune = async (): Promise<void> => {
      await store.pruneExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session pruning failed'));
    };
    const timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', prune);
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['db'] },
);

/** The signed-in user's id, or null when there is none or the session is past its limits. */
export function sessionUserId(request: FastifyRequest, now = Date.now()): string | null {
  // Null after destroy() (logout).
  const session = request.session as FastifyRequest['session'] | null;
  if (!session) return null;
  const userId = session.get('userId');
  if (!userId) return null;
  const lastSeen = session.get('lastSeenAt') ?? 0;
  const started = session.get('authenticatedAt') ?? 0;
  if (now - lastSeen > SESSION_IDLE_MS || now - started > SESSION_ABSOLUTE_MS) return null;
  return userId;
}

/** Marks activity so the idle limit slides; @fastify/session then saves the row and resends the cookie. */
export function touchSession(request: FastifyRequest, now = Date.now()): void {
  // A minute of slack keeps a busy admin screen from writing the session row on every call.
  const lastSeen = request.session.get('lastSeenAt') ?? 0;
  if (now - lastSeen > TOUCH_SLACK_MS) request.session.set('lastSeenAt', now);
}
