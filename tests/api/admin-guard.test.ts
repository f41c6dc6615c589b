import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let propertyId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  otherAdmin = await t.adminClient();
  propertyId = (await insertProperty(t.db)).id;
});
afterAll(() => t.close());

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** :id is the test property for property routes, a well-formed unknown id elsewhere. */
  route: string;
}

/** Every admin call. */
const ADMIN_CALLS: AdminCall[] = [
  { method: 'GET', route: '/api/admin/properties' },
  { method: 'POST', route: '/api/admin/properties' },
  { method: 'PATCH', route: '/api/admin/properties/:id' },
  { method: 'GET', route: '/api/admin/properties/:id/images' },
  { method: 'POST', route: '/api/admin/properties/:id/upload-images' },
  { method: 'DELETE', route: '/api/admin/properties/:id/images' },
  { method: 'PUT', route: '/api/admin/properties/:id/images/order' },
  { method: 'PUT', route: '/api/admin/properties/:id/images/alt-text' },
  { method: 'POST', route: '/api/admin/properties/:id/contact-photo' },
  { method: 'DELETE', route: '/api/admin/properties/:id/contact-photo' },
  { method: 'GET', route: '/api/admin/bids' },
  { method: 'POST', route: '/api/admin/bids/:id/favorite' },
  { method: 'DELETE', route: '/api/admin/bids' },
  { method: 'GET', route: '/api/admin/bids/export' },
  { method: 'GET', route: '/api/admin/translations' },
  { method: 'GET', route: '/api/admin/translations/de' },
  { method: 'POST', route: '/api/admin/translations' },
  { method: 'PUT', route: '/api/admin/translations/:id' },
  { method: 'DELETE', route: '/api/admin/translations/:id' },
  { method: 'POST', route: '/api/admin/translations/bulk' },
  { method: 'GET', route: '/api/admin/pages' },
  { method: 'POST', route: '/api/admin/pages' },
  { method: 'PUT', route: '/api/admin/pages/:id' },
  { method: 'DELETE', route: '/api/admin/pages/:id' },
];
const urlOf = (route: string) => route.replace(':id', route.startsWith('/api/admin/properties/') ? propertyId : ID);
const UNSAFE = ADMIN_CALLS.filter(({ method }) => method !== 'GET');

describe('admin guard', () => {
  it.each(ADMIN_CALLS)('$method $route answers 401 without a session', async ({ method, route }) => {
    const anonymous = t.client();
    await anonymous.get('/api/auth/user');
    const response = await anonymous.request({ method, url: urlOf(route), payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it.each(UNSAFE)('$method $route answers 403 without the CSRF header', async ({ method, route }) => {
    const response = await admin.request({ method, url: urlOf(route), payload: {}, csrf: false });
    expect(response.statusCode).toBe(403);
  });

  it.each(UNSAFE)('$method $route answers 403 with a token from another session', async ({ method, route }) => {
    const foreignToken = otherAdmin.cookies.get('XSRF-TOKEN')!;
    const response = await admin.request({
      method,
      url: urlOf(route),
      payload: {},
      headers: { 'x-xsrf-token': foreignToken },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(ADMIN_CALLS)('$method $route exists for a signed-in admin', async ({ method, route }) => {
    const response = await admin.request({ method, url: urlOf(route), payload: method === 'GET' ? undefined : {} });
    expect([401, 403]).not.toContain(response.statusCode);
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode === 404) expect(response.json().message).not.toBe('Not Found');
  });

  it('never answers 500 to malformed JSON', async () => {
    for (const { method, route } of UNSAFE) {
      const response = await admin.request({
        method,
        url: urlOf(route),
        payload: '{"broken": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('unknown admin paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers 401 signed out and 404 signed in', async (method) => {
    const url = '/api/admin/no-such-route';
    const anonymous = await t.client().request({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await admin.request({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual({ message: 'Not Found' });
  });
});
