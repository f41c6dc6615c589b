/**
 * Row 19: every admin route, with every method it has, answers 401 without a session. The routes
 * are read from Fastify's route table, so a route added later is covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteUrl, listRoutes, type RouteEntry } from '../helpers/routes';
import { editSession, sessionIdOf } from '../helpers/sessions';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let adminRoutes: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = listRoutes(t.app).filter(
    (route) => route.path.startsWith('/api/admin/') || route.path === '/api/admin',
  );
});
afterAll(() => t.close());

async function call(client: TestClient, route: RouteEntry) {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return client.request({
    method: route.method as 'GET',
    url: concreteUrl(route.path),
    ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{"not": "parsed' } : {}),
  });
}

function expectUnauthorized(response: Awaited<ReturnType<typeof call>>, route: RouteEntry, label: string) {
  expect(response.statusCode, `${route.method} ${route.path} (${label})`).toBe(401);
  if (route.method !== 'HEAD') {
    expect(response.json(), `${route.method} ${route.path}`).toEqual({ message: expect.any(String) });
  }
}

describe('the route table', () => {
  it('is read completely (the parser finds the known routes)', () => {
    const all = listRoutes(t.app);
    expect(all).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/login' },
        { method: 'GET', path: '/api/auth/user' },
        { method: 'POST', path: '/api/properties/:id/bids' },
        { method: 'GET', path: '/api/pages/:slug' },
      ]),
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
  });
});

describe('row 19: no session on any admin route → 401', () => {
  it('without any cookie', async () => {
    for (const route of adminRoutes) expectUnauthorized(await call(t.client(), route), route, 'no cookie');
  });

  it('with a CSRF token but no session (401 comes before 403)', async () => {
    const client = t.client();
    await client.get('/api/auth/user');
    expect(client.cookies.has('XSRF-TOKEN')).toBe(true);
    for (const route of adminRoutes) expectUnauthorized(await call(client, route), route, 'token, no session');
  });

  it('with a forged or unsigned session cookie', async () => {
    for (const value of ['forged', 'abc.def', 'a'.repeat(300), '%00']) {
      const client = t.client();
      client.cookies.set('sid', value);
      for (const route of adminRoutes) expectUnauthorized(await call(client, route), route, `sid=${value}`);
    }
  });

  it('row 20: after logout, and with an expired session', async () => {
    const [loggedOut, expired] = await Promise.all([t.adminClient(), t.adminClient()]);
    const oldCookie = loggedOut.cookies.get('sid')!;
    await loggedOut.post('/api/logout');
    loggedOut.cookies.set('sid', oldCookie);

    await editSession(t.db, sessionIdOf(expired)!, { sess: { lastSeenAt: Date.now() - 9 * 60 * 60 * 1000 } });

    for (const route of adminRoutes) {
      expectUnauthorized(await call(loggedOut, route), route, 'logged out');
      expectUnauthorized(await call(expired, route), route, 'expired');
    }
  });

  it('a signed-in admin gets past the guard on every GET route', async () => {
    const admin = await t.adminClient();
    // An event stream never ends, so it cannot be injected; admin-events.test.ts opens it over HTTP.
    const streams = ['/api/admin/events'];
    for (const route of adminRoutes.filter((r) => r.method === 'GET' && !streams.includes(r.path))) {
      const response = await call(admin, route);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.statusCode);
    }
  });
});
