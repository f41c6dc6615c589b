/** Sessions live in the sessions table; expired rows are pruned (decision 2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import {
  DrizzleSessionStore,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionExpiry,
} from '#server/plugins/session-store.ts';
import { sessionCount } from '../helpers/sessions';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 60 * 60 * 1000;

describe('sessionExpiry', () => {
  it('is 8 hours after the last activity', () => {
    const now = 1_700_000_000_000;
    expect(SESSION_IDLE_MS).toBe(8 * HOUR);
    expect(sessionExpiry({ lastSeenAt: now, authenticatedAt: now }, now).getTime()).toBe(now + 8 * HOUR);
  });

  it('is never later than 24 hours after login', () => {
    const now = 1_700_000_000_000;
    expect(SESSION_ABSOLUTE_MS).toBe(24 * HOUR);
    expect(sessionExpiry({ lastSeenAt: now, authenticatedAt: now - 20 * HOUR }, now).getTime()).toBe(now + 4 * HOUR);
  });

  it('treats missing times as now', () => {
    const now = 1_700_000_000_000;
    expect(sessionExpiry({}, now).getTime()).toBe(now + 8 * HOUR);
  });
});

describe('DrizzleSessionStore', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        // Rows that were already stale when the server starts.
        beforeBuild: async (db) => {
          await db.insert(sessions).values([
            { sid: 'stale-at-start', sess: {}, expire: new Date(Date.now() - HOUR) },
            { sid: 'alive-at-start', sess: {}, expire: new Date(Date.now() + HOUR) },
          ]);
        },
      },
    );
  });
  afterAll(() => t.close());

  const sids = async () => (await t.db.select({ sid: sessions.sid }).from(sessions)).map((row) => row.sid).sort();

  it('prunes expired rows when the server starts', async () => {
    expect(await sids()).toEqual(['alive-at-start']);
  });

  it('pruneExpired removes exactly the expired rows and says how many', async () => {
    const now = Date.now();
    await t.db.insert(sessions).values([
      { sid: 'expired-1', sess: {}, expire: new Date(now - 1000) },
      { sid: 'expired-2', sess: {}, expire: new Date(now - 25 * HOUR) },
      { sid: 'valid-1', sess: {}, expire: new Date(now + 1000 * 60) },
    ]);
    const store = new DrizzleSessionStore(t.db);
    expect(await store.pruneExpired(new Date(now))).toBe(2);
    expect(await sids()).toEqual(['alive-at-start', 'valid-1']);
    expect(await store.pruneExpired(new Date(now))).toBe(0);
  });

  it('does not return an expired row, and destroy removes a row', async () => {
    const store = new DrizzleSessionStore(t.db);
    await t.db
      .insert(sessions)
      .values({ sid: 'expired-get', sess: { userId: 'x' }, expire: new Date(Date.now() - 1000) });
    const found = await new Promise((resolve, reject) =>
      store.get('expired-get', (error, session) => (error ? reject(error) : resolve(session))),
    );
    expect(found).toBeNull();
    const before = await sessionCount(t.db);
    await new Promise<void>((resolve, reject) =>
      store.destroy('valid-1', (error) => (error ? reject(error) : resolve())),
    );
    expect(await sessionCount(t.db)).toBe(before - 1);
  });

  it('stores a session with its computed expiry and updates it in place', async () => {
    const store = new DrizzleSessionStore(t.db);
    const now = Date.now();
    const save = (session: Record<string, unknown>) =>
      new Promise<void>((resolve, reject) =>
        store.set('stored', session as never, (error) => (error ? reject(error) : resolve())),
      );
    await save({ userId: 'u1', authenticatedAt: now, lastSeenAt: now });
    await save({ userId: 'u1', authenticatedAt: now, lastSeenAt: now + HOUR });
    const rows = await t.db.select().from(sessions);
    const stored = rows.filter((row) => row.sid === 'stored');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sess).toMatchObject({ userId: 'u1', lastSeenAt: now + HOUR });
    expect(stored[0]!.expire.getTime()).toBe(now + 9 * HOUR);
  });
});
