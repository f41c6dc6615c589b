import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setUserPassword } from '#server/auth/users.ts';
import { sessions } from '#server/db/schema.ts';
import { listRoutes } from '../helpers/routes';
import { readSession, sessionCount, sessionIdOf, editSession } from '../helpers/sessions';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
/** Any admin GET route: all sit behind the same guard. */
let adminUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const route = listRoutes(t.app).find(
    (r) => r.method === 'GET' && r.path.startsWith('/api/admin/') && !r.path.includes(':'),
  );
  if (!route) throw new Error('no admin GET route without parameters');
  adminUrl = route.path;
});
afterAll(() => t.close());

function cookie(response: { cookies: { name: string }[] }, name: string) {
  return (
    response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      secure?: boolean;
      sameSite?: string;
      path?: string;
      maxAge?: number;
    }[]
  ).find((c) => c.name === name);
}

describe('anonymous visitors', () => {
  it('get no session row, whatever they call', async () => {
    const visitor = t.client();
    await visitor.get('/api/properties');
    await visitor.get('/api/translations/de');
    await visitor.get('/api/auth/user');
    await visitor.get(adminUrl);
    await visitor.post('/api/logout');
    await visitor.get('/healthz');
    await visitor.get('/api/nothing-here');
    expect(visitor.cookies.has('sid')).toBe(false);
    expect(await sessionCount(t.db)).toBe(0);
  });

  it('GET /api/auth/user answers 401 {message}', async () => {
    const response = await t.client().get('/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/login', () => {
  it('answers 200 with the user (never the hash) and a server-side session', async () => {
    const client = t.client();
    const response = await client.login();
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ id: expect.any(String), username: ADMIN_USERNAME });
    expect(Object.keys(user).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
      'role',
      'secondFactor',
      'username',
    ]);
    expect(user.secondFactor).toBe('missing');
    expect(user.role).toBe('owner');
    expect(response.body).not.toMatch(/passwordHash|password_hash|scrypt\$/);

    const sid = sessionIdOf(client);
    expect(sid).toBeDefined();
    const row = await readSession(t.db, sid!);
    expect(row?.sess).toMatchObject({ userId: user.id });
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 7 * HOUR);
    expect(row!.expire.getTime()).toBeLessThanOrEqual(Date.now() + 8 * HOUR + 1000);

    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, not Secure over plain HTTP', async () => {
    const response = await t.client().login();
    const sid = cookie(response, 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid!.secure).toBeFalsy();
    // The browser forgets the cookie after the idle limit, as the server does.
    const expires = new Date((sid as { expires?: string }).expires ?? 0).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 8 * HOUR - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 8 * HOUR + 1000);
    expect(response.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^sid=[^;]+;.*HttpOnly/i)]),
    );
  });

  it('answers 401 {message} for a wrong password, and the very same for an unknown user', async () => {
    const sessionsBefore = await sessionCount(t.db);
    const [wrongPassword, unknownUser, unknownBoth] = await Promise.all([
      t.client({ remoteAddress: '10.1.0.1' }).login(ADMIN_USERNAME, 'not-the-password'),
      t.client({ remoteAddress: '10.1.0.2' }).login('nobody-here', 'not-the-password'),
      t.client({ remoteAddress: '10.1.0.3' }).login('nobody-here', ADMIN_PASSWORD),
    ]);
    for (const response of [wrongPassword, unknownUser, unknownBoth]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(cookie(response, 'sid')).toBeUndefined();
    }
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(unknownBoth.body).toBe(wrongPassword.body);
    expect(unknownUser.headers['content-type']).toBe(wrongPassword.headers['content-type']);
    expect(unknownUser.headers['content-length']).toBe(wrongPassword.headers['content-length']);
    expect(await sessionCount(t.db)).toBe(sessionsBefore);
  });

  it('spends comparable time on an unknown user and on a wrong password', async () => {
    // An admin whose hash the product made, at its production cost (the test admin's is a cheap fixture).
    const realCostAdmin = 'timing-admin';
    await createUser(t.db, realCostAdmin, 'timing-admin-password-2026');
    const time = async (username: string, ip: string) => {
      const client = t.client({ remoteAddress: ip });
      await client.get('/api/auth/user');
      const start = performance.now();
      const response = await client.post('/api/login', { username, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      known.push(await time(realCostAdmin, `10.2.0.${i}`));
      unknown.push(await time(`ghost-${i}`, `10.3.0.${i}`));
    }
    // Without a decoy hash an unknown user answers in about a millisecond; with it, like a real check.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.25);
  });

  it.each([
    [{}],
    [{ username: ADMIN_USERNAME }],
    [{ password: ADMIN_PASSWORD }],
    [{ username: '', password: ADMIN_PASSWORD }],
    [{ username: ADMIN_USERNAME, password: '' }],
    [{ username: 123, password: ADMIN_PASSWORD }],
    [{ username: [ADMIN_USERNAME], password: ADMIN_PASSWORD }],
    [{ username: ADMIN_USERNAME, password: { $ne: '' } }],
    [{ username: 'admin\u0000', password: ADMIN_PASSWORD }],
    [{ username: 'a'.repeat(256), password: ADMIN_PASSWORD }],
    [{ username: ADMIN_USERNAME, password: 'p'.repeat(1025) }],
  ])('answers 400 {message} for the body %j', async (body) => {
    const client = t.client({ remoteAddress: '10.4.0.1' });
    await client.get('/api/auth/user');
    const response = await client.post('/api/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(cookie(response, 'sid')).toBeUndefined();
  });

  it('row 21: issues a new session id and a new CSRF token at every login', async () => {
    const client = t.client();
    await client.get('/api/auth/user');
    const anonymousToken = client.cookies.get('XSRF-TOKEN');
    expect(anonymousToken).toBeDefined();

    expect((await client.login()).statusCode).toBe(200);
    const firstSid = sessionIdOf(client)!;
    const firstToken = client.cookies.get('XSRF-TOKEN');
    expect(firstToken).toBeDefined();
    expect(firstToken).not.toBe(anonymousToken);

    expect((await client.login()).statusCode).toBe(200);
    const secondSid = sessionIdOf(client)!;
    const secondToken = client.cookies.get('XSRF-TOKEN');
    expect(secondSid).not.toBe(firstSid);
    expect(secondToken).not.toBe(firstToken);
    // The old session is gone, not merely replaced in the browser.
    expect(await readSession(t.db, firstSid)).toBeUndefined();
  });

  it('row 21: a session id planted before login is not the one that gets signed in', async () => {
    const attacker = t.client();
    expect((await attacker.login()).statusCode).toBe(200);
    const plantedCookie = attacker.cookies.get('sid')!;
    const plantedSid = sessionIdOf(attacker)!;
    // Log the attacker's session out so only the victim's login could authenticate it.
    await attacker.post('/api/logout');

    const victim = t.client();
    victim.cookies.set('sid', plantedCookie);
    expect((await victim.login()).statusCode).toBe(200);
    expect(sessionIdOf(victim)).not.toBe(plantedSid);

    const replay = t.client();
    replay.cookies.set('sid', plantedCookie);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session row; the old cookie no longer works', async () => {
    const client = await t.adminClient();
    const sid = sessionIdOf(client)!;
    const oldCookie = client.cookies.get('sid')!;
    expect(await readSession(t.db, sid)).toBeDefined();

    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await readSession(t.db, sid)).toBeUndefined();

    // row 20: logged out → 401
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await client.get(adminUrl)).statusCode).toBe(401);
    const replay = t.client();
    replay.cookies.set('sid', oldCookie);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('clears the session cookie and the CSRF token of the ended session', async () => {
    const client = await t.adminClient();
    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    const sid = cookie(response, 'sid');
    const token = cookie(response, 'XSRF-TOKEN');
    expect(sid).toMatchObject({ value: '', path: '/' });
    expect(new Date((sid as { expires?: Date }).expires ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    expect(token).toMatchObject({ value: '', path: '/' });
    expect(new Date((token as { expires?: Date }).expires ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    expect(client.cookies.has('sid')).toBe(false);
    expect(client.cookies.has('XSRF-TOKEN')).toBe(false);
    // The login page gets a fresh anonymous token and can sign in again.
    expect((await client.login()).statusCode).toBe(200);
  });

  it('answers 200 without a session and writes no row', async () => {
    const before = await sessionCount(t.db);
    const client = t.client();
    await client.get('/api/auth/user');
    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(await sessionCount(t.db)).toBe(before);
  });

  it('logging out twice is fine (the next page fetches a fresh token first)', async () => {
    const client = await t.adminClient();
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    await client.get('/api/auth/user');
    expect((await client.post('/api/logout')).statusCode).toBe(200);
  });
});

describe('row 20: expired sessions answer 401', () => {
  // One fresh session per test; the logins (a full scrypt check each) run side by side up front,
  // each from its own address: more parallel attempts for one username from one address than the
  // per-(username, address) limit allows are refused before the password check.
  let fresh: TestClient[] = [];
  beforeAll(async () => {
    fresh = await Promise.all(
      Array.from({ length: 6 }, (_, n) => t.adminClient({ remoteAddress: `198.51.100.${n + 1}` })),
    );
  });

  async function signedIn(): Promise<{ client: TestClient; sid: string }> {
    const client = fresh.pop() ?? (await t.adminClient());
    return { client, sid: sessionIdOf(client)! };
  }

  async function expectSignedOut(client: TestClient) {
    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: expect.any(String) });
    expect((await client.get(adminUrl)).statusCode).toBe(401);
  }

  it('after 8 hours without activity', async () => {
    const { client, sid } = await signedIn();
    const now = Date.now();
    await editSession(t.db, sid, { sess: { lastSeenAt: now - 8 * HOUR - 60_000, authenticatedAt: now - 9 * HOUR } });
    await expectSignedOut(client);
  });

  it('after 24 hours even when active all the time', async () => {
    const { client, sid } = await signedIn();
    const now = Date.now();
    await editSession(t.db, sid, { sess: { lastSeenAt: now - 60_000, authenticatedAt: now - 24 * HOUR - 60_000 } });
    await expectSignedOut(client);
  });

  it('when the row has expired', async () => {
    const { client, sid } = await signedIn();
    await editSession(t.db, sid, { expire: new Date(Date.now() - 1000) });
    await expectSignedOut(client);
  });

  it('when the row is gone', async () => {
    const { client, sid } = await signedIn();
    await t.db.delete(sessions).where(eq(sessions.sid, sid));
    await expectSignedOut(client);
  });

  it('activity slides the idle limit: 7 hours idle is still signed in, and the clock restarts', async () => {
    const { client, sid } = await signedIn();
    const now = Date.now();
    await editSession(t.db, sid, {
      sess: { lastSeenAt: now - 7 * HOUR, authenticatedAt: now - 7 * HOUR },
      expire: new Date(now + HOUR),
    });
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    const row = await readSession(t.db, sid);
    expect(row!.sess.lastSeenAt).toBeGreaterThanOrEqual(now);
    // Idle limit moved on, but never past the absolute limit (authenticated 7 h ago → 17 h left).
    expect(row!.expire.getTime()).toBeGreaterThan(now + 7 * HOUR);
    expect(row!.expire.getTime()).toBeLessThanOrEqual(now + 17 * HOUR + 1000);
  });

  it('the stored expiry never outlives the absolute limit', async () => {
    const { client, sid } = await signedIn();
    const now = Date.now();
    await editSession(t.db, sid, { sess: { lastSeenAt: now - 2 * 60_000, authenticatedAt: now - 20 * HOUR } });
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    const row = await readSession(t.db, sid);
    expect(row!.expire.getTime()).toBeLessThanOrEqual(now + 4 * HOUR + 1000);
  });
});

describe('cookies over HTTPS', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(() => proxied.close());

  it('marks the session and CSRF cookies Secure when HTTPS came through a trusted proxy', async () => {
    const client = proxied.client({ headers: { 'x-forwarded-proto': 'https' } });
    const first = await client.get('/api/auth/user');
    expect(cookie(first, 'XSRF-TOKEN')).toMatchObject({ secure: true, sameSite: 'Lax' });
    const login = await client.login();
    expect(login.statusCode).toBe(200);
    expect(cookie(login, 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie(login, 'XSRF-TOKEN')).toMatchObject({ secure: true });
  });

  it('does not mark them Secure over plain HTTP through the same proxy', async () => {
    const client = proxied.client({ headers: { 'x-forwarded-proto': 'http' } });
    const login = await client.login();
    expect(login.statusCode).toBe(200);
    expect(cookie(login, 'sid')!.secure).toBeFalsy();
    expect(cookie(login, 'XSRF-TOKEN')!.secure).toBeFalsy();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const client = t.client({ headers: { 'x-forwarded-proto': 'https' } });
    const login = await client.login();
    expect(login.statusCode).toBe(200);
    expect(cookie(login, 'sid')!.secure).toBeFalsy();
  });
});

describe('a new password (npm run admin -- set-password)', () => {
  it("ends that admin's sessions and no one else's", async () => {
    await createUser(t.db, 'second-admin', 'first-password-of-second');
    const first = t.client();
    const second = t.client();
    expect((await first.login('second-admin', 'first-password-of-second')).statusCode).toBe(200);
    expect((await second.login('second-admin', 'first-password-of-second')).statusCode).toBe(200);
    const other = await t.adminClient();

    expect(await setUserPassword(t.db, 'second-admin', 'second-password-of-second')).toBe(true);

    expect((await first.get('/api/auth/user')).statusCode).toBe(401);
    expect((await second.get(adminUrl)).statusCode).toBe(401);
    expect((await other.get('/api/auth/user')).statusCode).toBe(200);
    const fresh = t.client();
    expect((await fresh.login('second-admin', 'second-password-of-second')).statusCode).toBe(200);
  });
});
