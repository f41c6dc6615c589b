/**
 * The sign-in throttle's sliding window, counted in the database so every instance counts the same
 * attempts (decisions 45 and 67). A clock of the test's own moves time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginLimiter, purgeLoginFailures } from '#server/auth/login-limiter.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { loginFailures } from '#server/db/schema.ts';
import { createTestDatabase } from '../helpers/test-database';

const WINDOW_MS = 15 * 60 * 1000;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(loginFailures);
});

function limiterAt(start = 1_000_000, name = 'address') {
  const clock = { now: start };
  const limiter = new LoginLimiter(handle.db, { name, maxFailures: 10, windowMs: WINDOW_MS, now: () => clock.now });
  return { limiter, clock };
}

const attempts = async (limiter: LoginLimiter, key: string, count: number) => {
  const waits: number[] = [];
  for (let i = 0; i < count; i += 1) waits.push(await limiter.attempt(key));
  return waits;
};

describe('LoginLimiter', () => {
  it('lets ten attempts through and refuses the eleventh for the whole window', async () => {
    const { limiter } = limiterAt();
    expect(await attempts(limiter, '203.0.113.1', 10)).toEqual(Array(10).fill(0));
    expect(await limiter.attempt('203.0.113.1')).toBe(WINDOW_MS / 1000);
  });

  it('counts keys, and limiters of another name, separately', async () => {
    const { limiter } = limiterAt();
    const other = limiterAt(1_000_000, 'user-at-address').limiter;
    await attempts(limiter, 'a', 10);
    expect(await limiter.attempt('a')).toBeGreaterThan(0);
    expect(await limiter.attempt('b')).toBe(0);
    expect(await other.attempt('a')).toBe(0);
  });

  it('slides: the wait ends when the oldest of the last ten failures leaves the window', async () => {
    const { limiter, clock } = limiterAt();
    await limiter.attempt('k');
    clock.now += 60_000;
    await attempts(limiter, 'k', 9);
    expect(await limiter.attempt('k')).toBe(WINDOW_MS / 1000 - 60);
    clock.now += WINDOW_MS - 60_000 - 1;
    expect(await limiter.attempt('k')).toBe(1);
    clock.now += 1;
    expect(await limiter.attempt('k')).toBe(0);
  });

  it('never answers a wait below one second while blocked', async () => {
    const { limiter, clock } = limiterAt();
    await attempts(limiter, 'k', 10);
    clock.now += WINDOW_MS - 10;
    expect(await limiter.attempt('k')).toBe(1);
  });

  it('takes back the latest failure, and reset clears a key', async () => {
    const { limiter } = limiterAt();
    await attempts(limiter, 'k', 10);
    await limiter.forgiveLatest('k');
    expect(await limiter.attempt('k')).toBe(0);
    await limiter.reset('k');
    expect(await attempts(limiter, 'k', 10)).toEqual(Array(10).fill(0));
  });

  it('lets exactly ten of twenty parallel attempts through, spread over two instances', async () => {
    const first = limiterAt(Date.now()).limiter;
    const second = limiterAt(Date.now()).limiter;
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).attempt('burst')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });

  it('forgets keys whose last failure is a day old', async () => {
    const old = limiterAt(Date.now() - 25 * 60 * 60 * 1000).limiter;
    const recent = limiterAt(Date.now()).limiter;
    await old.attempt('old');
    await recent.attempt('recent');
    expect(await purgeLoginFailures(handle.db)).toBe(1);
    const keys = (await handle.db.select().from(loginFailures)).map((row) => row.key);
    expect(keys).toEqual(['address:recent']);
  });
});
