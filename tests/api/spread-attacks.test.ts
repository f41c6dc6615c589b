/**
 * Limits against attackers spread over many addresses: IPv6 clients are counted by their /64
 * (through the trusted proxy, as behind nginx), and guesses at one account from anywhere slow
 * that account's sign-ins down without ever refusing them; a device the admin signed in on
 * before is not slowed at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../helpers/test-app';

/** A client behind the trusted proxy on this host, which names it in X-Forwarded-For. */
const viaProxy = (t: TestApp, address: string) =>
  t.client({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });

describe('IPv6 clients are counted by their /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1, offerRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('sign-in: ten failures from ten addresses of one /64, then 429 for an eleventh; another /64 is not affected', async () => {
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => viaProxy(t, `2001:db8:aa:1::${(i + 1).toString(16)}`).login(`u${i}`, 'x')),
    );
    expect(failures.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    const eleventh = await viaProxy(t, '2001:db8:aa:1:ffff:1234:5678:9abc').login('u-eleven', 'x');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await viaProxy(t, '2001:db8:aa:2::1').login('u-other', 'x')).statusCode).toBe(401);
  });

  it('offers: the limit counts the /64, not each address in it', async () => {
    const property = await insertProperty(t.db);
    const path = `/api/properties/${property.id}/bids`;
    for (let i = 1; i <= 3; i++) {
      expect((await viaProxy(t, `2001:db8:bb:1::${i}`).post(path, VALID_OFFER)).statusCode).toBe(201);
    }
    expect((await viaProxy(t, '2001:db8:bb:1::99').post(path, VALID_OFFER)).statusCode).toBe(429);
    expect((await viaProxy(t, '2001:db8:bb:2::1').post(path, VALID_OFFER)).statusCode).toBe(201);
  });
});

describe('guesses at one account from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { trustProxy: 1 },
      { accountSlowdown: { freeFailures: 2, firstDelayMs: 400, maxDelayMs: 800 } },
    );
  });
  afterAll(() => t.close());

  it('slow its checks down one after another, never refuse them, and the admin still signs in', async () => {
    for (const address of ['198.18.1.1', '198.18.1.2']) {
      expect((await viaProxy(t, address).login(ADMIN_USERNAME, 'guess')).statusCode).toBe(401);
    }
    // Two failures earned the account a line: three parallel guesses from three more addresses are
    // checked one after another, each when the one before is over and then after the delay its
    // failures earned by then: 400 ms (two failures), 800 ms (three), 800 ms (four, the cap).
    const started = performance.now();
    const guesses = await Promise.all(
      ['198.18.2.1', '198.18.2.2', '198.18.2.3'].map((address) =>
        viaProxy(t, address)
          .login(ADMIN_USERNAME.toUpperCase(), 'guess')
          .then((response) => ({ status: response.statusCode, at: performance.now() - started })),
      ),
    );
    expect(guesses.map((guess) => guess.status)).toEqual([401, 401, 401]);
    const answeredAt = guesses.map((guess) => guess.at).sort((a, b) => a - b);
    expect(answeredAt[0]).toBeGreaterThanOrEqual(400);
    // The delay grew with the failures: not the 400 ms that stood when all three arrived.
    expect(answeredAt[1]! - answeredAt[0]!).toBeGreaterThanOrEqual(800);
    expect(answeredAt[2]! - answeredAt[1]!).toBeGreaterThanOrEqual(800);

    // The real admin on a new device: delayed (five failures: 800 ms), not refused.
    const admin = viaProxy(t, '198.18.3.1');
    const adminStarted = performance.now();
    expect((await admin.login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(performance.now() - adminStarted).toBeGreaterThanOrEqual(800);
    expect(admin.cookies.get('known_device')).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe('a device the admin signed in on before', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A minute per check once two guesses failed: a slowed sign-in would outlast the test.
    t = await createTestApp(
      { trustProxy: 1 },
      { accountSlowdown: { freeFailures: 2, firstDelayMs: 60_000, maxDelayMs: 60_000 } },
    );
  });
  afterAll(() => t.close());

  it('is not slowed by guesses from elsewhere, also from another address; a forged mark is', async () => {
    const laptop = viaProxy(t, '198.18.5.1');
    expect((await laptop.login()).statusCode).toBe(200);
    const mark = laptop.cookies.get('known_device')!;
    for (const address of ['198.18.6.1', '198.18.6.2']) {
      expect((await viaProxy(t, address).login(ADMIN_USERNAME, 'guess')).statusCode).toBe(401);
    }
    // The laptop, now on another network, signs in at once.
    const travelling = viaProxy(t, '198.18.7.1');
    travelling.cookies.set('known_device', mark);
    expect((await travelling.login()).statusCode).toBe(200);
    // A mark for another secret or a made-up one does not let a guess skip the line.
    const forger = viaProxy(t, '198.18.8.1');
    forger.cookies.set('known_device', `${mark.split('.')[0]}.forged`);
    const waiting = forger.login(ADMIN_USERNAME, 'guess');
    const answeredSoon = await Promise.race([
      waiting.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1500)),
    ]);
    expect(answeredSoon).toBe(false);
  });
});
