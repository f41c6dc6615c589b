/**
 * Failed logins answer 429 with Retry-After: after 10 within 15 minutes from one address (any
 * usernames), and after 5 for one username from one address. A username is never locked as such,
 * so a stranger cannot lock the real admin out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../helpers/test-app';

const WINDOW_SECONDS = 15 * 60;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function attempt(ip: string, username: string, password = 'wrong-password') {
  const client = t.client({ remoteAddress: ip });
  return client.login(username, password);
}

function expectThrottled(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

// Each failed attempt costs a full scrypt check: the ten failures of a scenario run in parallel.
describe('failed logins', () => {
  it('per IP: ten failures from one address, then 429 for any username, even a correct login', async () => {
    const ip = '192.0.2.10';
    // Different usernames each time: only the address ties them together.
    const failures = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(ip, `someone-${i}`)));
    expect(failures.map((response) => response.statusCode)).toEqual(Array(10).fill(401));

    const unknownUser = await attempt(ip, 'someone-else');
    const realUser = await attempt(ip, ADMIN_USERNAME, ADMIN_PASSWORD);
    expectThrottled(unknownUser);
    expectThrottled(realUser);
    // Unknown user and real user are indistinguishable here too.
    expect(unknownUser.body).toBe(realUser.body);
    expect(unknownUser.headers['content-type']).toBe(realUser.headers['content-type']);
    expect(
      Math.abs(Number(unknownUser.headers['retry-after']) - Number(realUser.headers['retry-after'])),
    ).toBeLessThanOrEqual(1);
    // A forged X-Forwarded-For does not make a new address when no proxy is trusted.
    const spoofing = t.client({ remoteAddress: ip, headers: { 'x-forwarded-for': '203.0.113.50' } });
    expectThrottled(await spoofing.login('someone-new', 'wrong-password'));
    // Another address is not affected.
    expect((await attempt('192.0.2.11', 'someone-else')).statusCode).toBe(401);
  });

  it('a burst of parallel guesses gets no more than ten password checks', async () => {
    const ip = '192.0.2.77';
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(ip, `burst-${i}`)));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
  });

  it('a correct password does not count against its address', async () => {
    const ip = '192.0.2.78';
    for (let i = 0; i < 3; i++) expect((await attempt(ip, ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
    const failures = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(ip, `after-${i}`)));
    expect(failures.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
  });

  it('per username and address: five failures, then 429 there, while the admin signs in from elsewhere', async () => {
    const stranger = '198.18.0.1';
    const failures = await Promise.all(Array.from({ length: 5 }, () => attempt(stranger, ADMIN_USERNAME)));
    expect(failures.map((response) => response.statusCode)).toEqual(Array(5).fill(401));
    expectThrottled(await attempt(stranger, ADMIN_USERNAME));
    expectThrottled(await attempt(stranger, ADMIN_USERNAME, ADMIN_PASSWORD));
    // Usernames are compared as the login form sends them, case-insensitively for throttling.
    expectThrottled(await attempt(stranger, ADMIN_USERNAME.toUpperCase()));
    // The same address may still try other usernames up to its own limit.
    expect((await attempt(stranger, 'another-user')).statusCode).toBe(401);

    // Many strangers failing for the admin's username do not lock the admin out.
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`198.18.1.${i + 1}`, ADMIN_USERNAME)));
    expect(many.map((response) => response.statusCode)).toEqual(Array(20).fill(401));
    expect((await attempt('198.18.2.1', ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
