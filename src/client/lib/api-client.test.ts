import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '#tests/helpers/client/test-render.tsx';
import { request as adminRequest } from './admin-api-client';
import { request } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const calledUrls = (spy: ReturnType<typeof mockFetch>) => spy.mock.calls.map(([url]) => String(url));

describe('the CSRF token before a change', () => {
  it('is fetched through the session check first when the browser has none', async () => {
    const spy = mockFetch((url) => {
      if (url === '/api/auth/user') {
        document.cookie = 'XSRF-TOKEN=issued.token; path=/';
        return jsonResponse({ message: 'Unauthorized' }, 401);
      }
      return url === '/api/login' ? jsonResponse({ id: 'u1', username: 'admin' }) : undefined;
    });
    await adminRequest('login', { body: { username: 'admin', password: 'secret' } });
    expect(calledUrls(spy)).toEqual(['/api/auth/user', '/api/login']);
    const headers = spy.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('issued.token');
  });

  it('is not fetched again when the browser has one', async () => {
    document.cookie = 'XSRF-TOKEN=held.token; path=/';
    const spy = mockFetch((url) => (url === '/api/logout' ? jsonResponse({ message: 'Logged out' }) : undefined));
    await adminRequest('logout');
    expect(calledUrls(spy)).toEqual(['/api/logout']);
  });

  it('is not needed for public calls, which never check it', async () => {
    const spy = mockFetch((url) => (url === '/api/properties' ? jsonResponse([]) : undefined));
    await request('listProperties');
    expect(calledUrls(spy)).toEqual(['/api/properties']);
  });
});
