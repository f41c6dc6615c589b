import { eq, lt, and, gt } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;

interface StoredSession {
  authenticatedAt?: number;
  lastSeenAt?: number;
}

type Callback<T = void> = (error?: unknown, result?: T) => void;

/** The row expires at the earlier of the idle and the absolute limit. */
export function sessionExpiry(session: StoredSession, now = Date.now()): Date {
  const lastSeen = session.lastSeenAt ?? now;
  const started = session.authenticatedAt ?? now;
  return new Date(Math.min(lastSeen + SESSION_IDLE_MS, started + SESSION_ABSOLUTE_MS));
}

/** @fastify/session store over the sessions table (sid, sess, expire). */
export class DrizzleSessionStore {
  constructor(private readonly db: Database) {}

  set(sid: string, session: Session, callback: Callback): void {
    const sess = JSON.parse(JSON.stringify(session)) as StoredSession & Record<string, unknown>;
    const expire = sessionExpiry(sess);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: Callback<Session | null>): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .limit(1)
      .then((rows) => callback(undefined, (rows[0]?.sess as Session | undefined) ?? null), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  async pruneExpired(now = new Date()): Promise<number> {
    const removed = await this.db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
    return removed.length;
  }
}
