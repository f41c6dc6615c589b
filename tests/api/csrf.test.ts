/**
 * Row 22: a missing, wrong or other session's CSRF token answers 403 on every state-changing admin
 * call and on /api/login and /api/logout, checked before the body is read; without a session the
 * admin guard's 401 comes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, concreteUrl, type RouteEntry } from '../helpers/routes';
import { readSession, sessionIdOf } from '../helpers/sessions';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let unsafeAdminRoutes: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp();
  unsafeAdminRoutes = listRoutes(t.app).filter(
    (route) => route.path.startsWith('/api/admin/') && UNSAFE.has(route.method),
  );
});
afterAll(() => t.close());

function xsrfCookie(response: { cookies: unknown[] }) {
  return (
    response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }[]
  ).find((cookie) => cookie.name === 'XSRF-TOKEN');
}

/** A request whose cookies and X-XSRF-TOKEN header are set explicitly (no automatic mirroring). */
function send(
  client: TestClient,
  route: RouteEntry | { method: string; path: string },
  token: { cookie?: string; header?: string },
  payload = '{}',
) {
  const cookies = new Map(client.cookies);
  if (token.cookie === undefined) cookies.delete('XSRF-TOKEN');
  else cookies.set('XSRF-TOKEN', token.cookie);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (token.header !== undefined) headers['x-xsrf-token'] = token.header;
  return t.app.inject({ method: route.method as 'POST', url: concreteUrl(route.path), headers, payload });
}

describe('the XSRF-TOKEN cookie', () => {
  it('is issued with the session check, readable by scripts, SameSite=Lax, for the whole site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    const cookie = xsrfCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie!.httpOnly).toBeFalsy();
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
  });

  it('is issued with the sign-in calls, also when they fail (401, 403)', async () => {
    expect(xsrfCookie(await t.app.inject({ method: 'GET', url: '/api/auth/user' }))).toBeDefined();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a', password: 'b' },
    });
    expect(refused.statusCode).toBe(403);
    expect(xsrfCookie(refused)).toBeDefined();
    expect(xsrfCookie(await t.app.inject({ method: 'POST', url: '/api/logout' }))).toBeDefined();
  });

  it('is not issued with the public API, assets or an unknown API path: no signing work there', async () => {
    for (const url of ['/api/properties', '/api/translations/de', '/api/pages/impressum', '/api/nowhere', '/healthz']) {
      expect(xsrfCookie(await t.app.inject({ method: 'GET', url })), url).toBeUndefined();
    }
  });

  it('is not issued again while the browser holds a valid one', async () => {
    const client = t.client();
    await client.get('/api/auth/user');
    const again = await client.get('/api/auth/user');
    expect(xsrfCookie(again)).toBeUndefined();
  });

  it('replaces a forged or foreign cookie', async () => {
    const client = t.client();
    client.cookies.set('XSRF-TOKEN', 'forged.token');
    const response = await client.get('/api/auth/user');
    expect(xsrfCookie(response)?.value).not.toBe('forged.token');
  });

  it('is not set on uploaded images', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/none.webp' });
    expect(xsrfCookie(response)).toBeUndefined();
  });

  it('rotates at login and again at logout; a rotated-away token is refused', async () => {
    const client = t.client();
    await client.get('/api/auth/user');
    const anonymous = client.cookies.get('XSRF-TOKEN')!;
    await client.login();
    const signedIn = client.cookies.get('XSRF-TOKEN')!;
    expect(signedIn).not.toBe(anonymous);

    // The pre-login token no longer passes for the signed-in session.
    const logoutWithOld = await send(
      client,
      { method: 'POST', path: '/api/logout' },
      { cookie: anonymous, header: anonymous },
    );
    expect(logoutWithOld.statusCode).toBe(403);

    await client.post('/api/logout');
    const afterLogout = client.cookies.get('XSRF-TOKEN')!;
    expect(afterLogout).not.toBe(signedIn);
    const loginWithOld = await send(
      client,
      { method: 'POST', path: '/api/login' },
      { cookie: signedIn, header: signedIn },
    );
    expect(loginWithOld.statusCode).toBe(403);
  });
});

describe('POST /api/login', () => {
  const login = { method: 'POST', path: '/api/login' };
  const body = JSON.stringify({ username: 'admin', password: 'correct-horse-battery-staple' });

  async function anonymousClient() {
    const client = t.client();
    await client.get('/api/auth/user');
    return client;
  }

  it('answers 403 {message} without a token', async () => {
    const client = await anonymousClient();
    const response = await send(client, login, {}, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('answers 403 when only the cookie or only the header carries the token', async () => {
    const client = await anonymousClient();
    const token = client.cookies.get('XSRF-TOKEN')!;
    expect((await send(client, login, { cookie: token }, body)).statusCode).toBe(403);
    expect((await send(client, login, { header: token }, body)).statusCode).toBe(403);
  });

  it('answers 403 for a wrong or forged token, even when cookie and header agree', async () => {
    const client = await anonymousClient();
    const token = client.cookies.get('XSRF-TOKEN')!;
    const [nonce] = token.split('.');
    for (const forged of ['x', 'forged.token', `${nonce}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, `${token}x`]) {
      expect((await send(client, login, { cookie: token, header: forged }, body)).statusCode).toBe(403);
      expect((await send(client, login, { cookie: forged, header: forged }, body)).statusCode).toBe(403);
    }
  });

  it("answers 403 for a signed-in session's token", async () => {
    const other = await t.adminClient();
    const foreign = other.cookies.get('XSRF-TOKEN')!;
    const client = await anonymousClient();
    expect((await send(client, login, { cookie: foreign, header: foreign }, body)).statusCode).toBe(403);
  });

  it('checks the token before reading the body', async () => {
    const client = await anonymousClient();
    const response = await send(client, login, {}, '{"username": ');
    expect(response.statusCode).toBe(403);
  });

  it('accepts the matching token', async () => {
    const client = await anonymousClient();
    const token = client.cookies.get('XSRF-TOKEN')!;
    expect((await send(client, login, { cookie: token, header: token }, body)).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  const logout = { method: 'POST', path: '/api/logout' };

  it('answers 403 for a missing, wrong or foreign token and keeps the session', async () => {
    const [client, other] = await Promise.all([t.adminClient(), t.adminClient()]);
    const sid = sessionIdOf(client)!;
    const foreign = other.cookies.get('XSRF-TOKEN')!;
    for (const token of [
      {},
      { header: 'wrong' },
      { cookie: 'a.b', header: 'a.b' },
      { cookie: foreign, header: foreign },
    ]) {
      const response = await send(client, logout, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await readSession(t.db, sid)).toBeDefined();
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 403 without a token even for an anonymous visitor', async () => {
    const client = t.client();
    await client.get('/api/auth/user');
    expect((await send(client, logout, {})).statusCode).toBe(403);
  });
});

describe('state-changing admin routes (walked from the route table)', () => {
  it('exist', () => {
    expect(unsafeAdminRoutes.length).toBeGreaterThan(0);
  });

  it('answer 403 for a missing, wrong, forged, anonymous or other session’s token, before reading the body', async () => {
    const [client, other] = await Promise.all([t.adminClient(), t.adminClient()]);
    const mine = client.cookies.get('XSRF-TOKEN')!;
    const foreign = other.cookies.get('XSRF-TOKEN')!;
    const anonymousClient = t.client();
    await anonymousClient.get('/api/auth/user');
    const anonymous = anonymousClient.cookies.get('XSRF-TOKEN')!;

    const variants: [string, { cookie?: string; header?: string }][] = [
      ['missing header', { cookie: mine }],
      ['missing cookie and header', {}],
      ['header differs from cookie', { cookie: mine, header: `${mine}x` }],
      ['forged pair', { cookie: 'forged.token', header: 'forged.token' }],
      ['other session’s token', { cookie: foreign, header: foreign }],
      ['anonymous token', { cookie: anonymous, header: anonymous }],
    ];
    for (const route of unsafeAdminRoutes) {
      for (const [name, token] of variants) {
        // A malformed body: a 400 instead of 403 would mean the body was parsed first.
        const response = await send(client, route, token, '{"broken": ');
        expect(response.statusCode, `${route.method} ${route.path} (${name})`).toBe(403);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('let the request through with this session’s token', async () => {
    const client = await t.adminClient();
    const mine = client.cookies.get('XSRF-TOKEN')!;
    for (const route of unsafeAdminRoutes) {
      const response = await send(client, route, { cookie: mine, header: mine }, '{"broken": ');
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.statusCode);
    }
  });

  it('answer 401, not 403, without a session, with or without a token', async () => {
    const anonymousClient = t.client();
    await anonymousClient.get('/api/auth/user');
    const anonymous = anonymousClient.cookies.get('XSRF-TOKEN')!;
    for (const route of unsafeAdminRoutes) {
      for (const token of [{}, { cookie: anonymous, header: anonymous }, { header: 'wrong' }]) {
        const response = await send(anonymousClient, route, token, '{"broken": ');
        expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
      }
    }
  });
});
