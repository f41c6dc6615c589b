import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';

/** How often an open stream asks whether its session still exists. */
const SESSION_CHECK_MS = 10_000;

async function sessionIsOpen(app: FastifyInstance, sessionId: string): Promise<boolean> {
  const rows = await app.db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(eq(sessions.sid, sessionId), gt(sessions.expire, new Date())))
    .limit(1);
  return rows.length > 0;
}

/**
 * Calls onEnded once the session is over: at once for a sign-out on this instance, else within
 * ten seconds (a new password set on the command line ends every session of its admin; a session
 * ended from another device or instance, or run out). Returns how to stop watching.
 */
export function watchSession(app: FastifyInstance, sessionId: string, onEnded: () => void): () => void {
  const onSignOut = (ended: string) => {
    if (ended === sessionId) onEnded();
  };
  app.sessionEndings.on('ended', onSignOut);
  const timer = setInterval(() => {
    sessionIsOpen(app, sessionId).then(
      (open) => open || onEnded(),
      // A database hiccup is no sign-out: the next check decides.
      () => undefined,
    );
  }, SESSION_CHECK_MS);
  timer.unref();
  return () => {
    app.sessionEndings.off('ended', onSignOut);
    clearInterval(timer);
  };
}
