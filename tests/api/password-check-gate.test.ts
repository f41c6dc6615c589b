/**
 * A flood of sign-ins is refused at once beyond a few concurrent password checks (auth/password-check-gate.ts):
 * the refused ones get 429 with Retry-After, are not counted as failures, and the admin can sign in once
 * the flood has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { loginFailures } from '#server/db/schema.ts';
import { CHECKS_FULL_MESSAGE } from '#server/auth/sign-in-shedding.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ passwordChecks: { concurrent: 1, waiting: 2 } });
});
afterAll(() => t.close());

/** A sign-in without session or token: 403 while the checks have room, 429 once they are full. */
const probeWithoutToken = () => t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.240' });

/**
 * Asks until the sign-ins sent before hold every check and queue place (they take seconds together:
 * the asking is not timed), and returns the answer that said so.
 */
async function untilChecksFull() {
  let answer = await probeWithoutToken();
  for (let tries = 0; answer.statusCode === 403 && tries < 500; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer = await probeWithoutToken();
  }
  return answer;
}

describe('password checks under a flood', () => {
  it('checks one at a time with two waiting, refuses the rest at once with 429 and Retry-After', async () => {
    // Six guesses from six addresses at the same moment: no per-address limit applies.
    const flood = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.client({ remoteAddress: `198.51.100.${i + 1}` }).login(`guess-${i}`, 'wrong'),
      ),
    );
    const statuses = flood.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    for (const refused of flood.filter((response) => response.statusCode === 429)) {
      expect(refused.json()).toEqual({ message: CHECKS_FULL_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Once the flood is over the real admin signs in, from an address that was refused.
    const refusedAddress = flood.findIndex((response) => response.statusCode === 429);
    const admin = t.client({ remoteAddress: `198.51.100.${refusedAddress + 1}` });
    expect((await admin.login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('a refused attempt is not a failure: nothing is counted against its address or username', async () => {
    const ip = '198.51.100.200';
    const blockers = Array.from({ length: 3 }, (_, i) =>
      t.client({ remoteAddress: `198.51.100.${210 + i}` }).login(`b-${i}`, 'x'),
    );
    await untilChecksFull();
    const refused = await Promise.all(
      Array.from({ length: 5 }, () => t.client({ remoteAddress: ip }).login('someone', 'x')),
    );
    await Promise.all(blockers);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(5).fill(429));
    const counted = await t.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, `%${ip}%`));
    expect(counted).toEqual([]);
    // The blockers' failures were counted: the query above would have found a counted one.
    const blockerRows = await t.db.select().from(loginFailures).where(like(loginFailures.key, '%198.51.100.21%'));
    expect(blockerRows.length).toBeGreaterThan(0);
  });

  it('while the checks are full, a sign-in is refused before its session or CSRF token is even looked at', async () => {
    const running = Array.from({ length: 3 }, (_, i) =>
      t.client({ remoteAddress: `198.51.100.${230 + i}` }).login(`busy-${i}`, 'x'),
    );
    // No session, no token, no body: refused as a flood (429), not as a forgery (403).
    const answer = await untilChecksFull();
    await Promise.all(running);
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ message: CHECKS_FULL_MESSAGE });
    expect(answer.headers['set-cookie']).toBeUndefined();
    // With the checks done, the same request is a forgery again.
    expect((await probeWithoutToken()).statusCode).toBe(403);
  });
});
