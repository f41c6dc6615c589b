import { count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import type { TestClient } from './test-app';

/** The session id behind a client's signed `sid` cookie, or undefined when it has none. */
export function sessionIdOf(client: TestClient): string | undefined {
  const cookie = client.cookies.get('sid');
  return cookie === undefined ? undefined : decodeURIComponent(cookie).split('.')[0];
}

export async function sessionCount(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(sessions);
  return row!.value;
}

export async function readSession(db: Database, sid: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid));
  return row as { sid: string; sess: Record<string, unknown>; expire: Date } | undefined;
}

/** Rewrites the stored session as if time had passed (fields of sess, and/or the expire column). */
export async function editSession(
  db: Database,
  sid: string,
  change: { sess?: Record<string, unknown>; expire?: Date },
): Promise<void> {
  const row = await readSession(db, sid);
  if (!row) throw new Error(`no session row ${sid}`);
  await db
    .update(sessions)
    .set({ sess: { ...row.sess, ...change.sess }, expire: change.expire ?? row.expire })
    .where(eq(sessions.sid, sid));
}
