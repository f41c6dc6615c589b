import { createHash } from 'node:crypto';
import { and, gt, sql } from 'drizzle-orm';
import type { AdminSessionData } from '#shared/auth/session-schemas.ts';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

interface StoredSession {
  userId?: string;
  authenticatedAt?: number;
  lastSeenAt?: number;
  device?: string;
}

/** How a session is named outside the cookie: a digest of its id, which stays secret. */
function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

async function sessionsOf(db: Database, userId: string, now: Date) {
  return db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, gt(sessions.expire, now)));
}

/** The user's sessions that have not ended, the current one first, then the most recently used. */
export async function listUserSessions(
  db: Database,
  userId: string,
  currentSid: string,
  now = new Date(),
): Promise<AdminSessionData[]> {
  const rows = await sessionsOf(db, userId, now);
  return rows
    .map(({ sid, sess, expire }) => {
      const stored = sess as StoredSession;
      return {
        id: publicSessionId(sid),
        current: sid === currentSid,
        device: stored.device ?? null,
        signedInAt: new Date(stored.authenticatedAt ?? expire.getTime()),
        lastSeenAt: new Date(stored.lastSeenAt ?? stored.authenticatedAt ?? expire.getTime()),
        expiresAt: expire,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
}

/** Ends one of the user's sessions by its public id; false when the user has no such session. */
export async function endUserSession(db: Database, userId: string, id: string, now = new Date()): Promise<boolean> {
  const match = (await sessionsOf(db, userId, now)).find(({ sid }) => publicSessionId(sid) === id);
  if (!match) return false;
  await db.delete(sessions).where(sql`${sessions.sid} = ${match.sid}`);
  return true;
}

const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\//],
  ['Safari', /Safari\//],
];
const SYSTEMS: readonly [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/**
 * Browser and system from a User-Agent, for a person to recognise their devices ("Firefox · Linux"),
 * nothing finer: the list is for telling sessions apart, not for tracking. The first match wins
 * (Edge and Opera also name Chrome; Android names Linux).
 */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const first = (names: readonly [string, RegExp][]) => names.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const parts = [first(BROWSERS), first(SYSTEMS)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}
