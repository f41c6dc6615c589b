/** Cross-cutting rules: JSON errors, unknown /api paths, the SPA fallback, security headers, health. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '#server/plugins/errors.ts';
import { pages } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Test shell</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("hashed asset");'.repeat(20);

let clientDir: string;
const logLines: string[] = [];
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'offers-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(clientDir, 'assets', 'app-3f9c2a.js'), ASSET_JS);
  writeFileSync(join(clientDir, 'assets', 'app-3f9c2a.js.br'), brotliCompressSync(ASSET_JS));
  writeFileSync(join(clientDir, 'assets', 'app-3f9c2a.js.gz'), gzipSync(ASSET_JS));
  [t, proxied] = await Promise.all([
    // Every request of this file is logged, and the logs test checks them all for secrets.
    createTestApp({}, { clientDir, logStream: { write: (line: string) => void logLines.push(line) } }),
    createTestApp({ trustProxy: true }, { clientDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close()]);
  rmSync(clientDir, { recursive: true, force: true });
});

function expectJsonMessage(response: { headers: Record<string, unknown>; body: string; json: () => unknown }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(body.message).toEqual(expect.any(String));
  expect(Object.keys(body).every((key) => key === 'message' || key === 'errors')).toBe(true);
  expect(response.body).not.toMatch(/stack|\bat .+:\d+:\d+|node_modules|\/src\//);
}

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/nothing'],
    ['GET', '/api/properties/extra/segments'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['HEAD', '/api/nothing'],
    ['POST', '/api/nothing'],
    ['PUT', '/api/properties'],
    ['DELETE', '/api/properties'],
    ['PATCH', '/api/nothing'],
    ['GET', '/api/nothing?x=1'],
    ['GET', '/uploads/nothing.webp'],
    ['GET', '/assets/missing-123.js'],
  ])('%s %s → JSON 404, never the page', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    if (method !== 'HEAD') expectJsonMessage(response);
    expect(response.body).not.toContain('Test shell');
  });
});

describe('the single-page app', () => {
  beforeAll(async () => {
    await t.db.insert(pages).values([
      { slug: 'impressum', title: 'Impressum', content: 'Angaben gemäß § 5 DDG', isActive: true },
      { slug: 'agb', title: 'AGB', content: 'Allgemeine Geschäftsbedingungen', isActive: true },
      { slug: 'entwurf', title: 'Entwurf', content: 'Noch nicht fertig', isActive: false },
    ]);
    t.wroteBehindTheApp();
  });

  it.each([
    ['/', 200],
    ['/admin', 200],
    ['/login', 200],
    ['/admin?tab=offers', 200],
    ['/admin/preview/6f1c2d3e-4b5a-4c6d-8e7f-901234567890', 200],
    ['/pages/impressum', 200],
    ['/pages/impressum?lang=en', 200],
    ['/agb', 200],
    // No such route, or no such active page: the client's 404 screen, with a real 404.
    ['/some/unknown/path', 404],
    ['/pages/nope', 404],
    ['/pages/entwurf', 404],
    ['/datenschutz', 404],
    ['/pages/impressum/extra', 404],
  ])(
    'GET %s serves index.html with status %i, not cached, with the security headers and no cookie',
    async (url, status) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Test shell');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
      // Visitors get no cookie at all; the admin screen's session check issues the CSRF token.
      expect(response.cookies).toEqual([]);
    },
  );

  it('answers a reload of a missing page (a conditional request) with the whole shell, still 404', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/pages/nope' });
    const reload = await t.app.inject({
      method: 'GET',
      url: '/pages/nope',
      headers: {
        'if-none-match': String(first.headers.etag ?? '"x"'),
        'if-modified-since': new Date(Date.now() + 60_000).toUTCString(),
      },
    });
    expect(reload.statusCode).toBe(404);
    expect(reload.body).toContain('Test shell');
  });

  it.each([
    ['/admin', 'noindex, nofollow'],
    ['/login', 'noindex, nofollow'],
    ['/admin/preview/6f1c2d3e-4b5a-4c6d-8e7f-901234567890', 'noindex, nofollow'],
    ['/pages/impressum', undefined],
  ])('keeps %s out of search results: X-Robots-Tag %s', async (url, robots) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['x-robots-tag']).toBe(robots);
  });

  it('answers POST to a page path with JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/admin' });
    expect(response.statusCode).toBe(404);
    expectJsonMessage(response);
  });

  it('serves hashed assets pre-compressed, cached for a year, without a cookie', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9c2a.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.cookies).toHaveLength(0);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9c2a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-3f9c2a.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('serves robots.txt as the real file, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent');
  });

  it('never serves files outside the client directory', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/../../package.json',
      '/uploads/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('errors', () => {
  it('are JSON {message} without internals for malformed input', async () => {
    const property = await insertProperty(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.id}/bids`,
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Max", ',
    });
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
  });

  it('validation errors list the fields in `errors`', async () => {
    const property = await insertProperty(t.db);
    const response = await t
      .client()
      .post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, email: 'nope', bidAmount: -1 });
    expect(response.statusCode).toBe(400);
    expectJsonMessage(response);
    const { errors } = response.json<{ errors: { path: string; message: string }[] }>();
    expect(errors.map((e) => e.path).sort()).toEqual(['bidAmount', 'email']);
  });

  it('a database failure is a 503 {message} with Retry-After, without details', async () => {
    const broken = await createTestApp();
    try {
      await broken.handle.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/properties' });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
      const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expectJsonMessage(ready);
      // The process itself is still up.
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close().catch(() => undefined);
    }
  });

  it('text PostgreSQL cannot store (NUL) is a 400, not a 500, on any route', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/nul', async () => {
      throw Object.assign(new Error('Failed query: select ...'), {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      });
    });
    app.get('/other', async () => {
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('deadlock'), { code: '40P01' }),
      });
    });
    const nul = await app.inject({ method: 'GET', url: '/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: expect.any(String) });
    expect(nul.body).not.toContain('select');
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({ message: 'Internal Server Error' });
    await app.close();
  });
});

describe('security headers', () => {
  function directives(csp: string): Map<string, string[]> {
    return new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );
  }

  const samples = [
    ['JSON', 'GET', '/api/properties'],
    ['404', 'GET', '/api/nothing'],
    ['401', 'GET', '/api/auth/user'],
    ['400', 'POST', '/api/properties/x/bids'],
    ['page', 'GET', '/admin'],
    ['asset', 'GET', '/assets/app-3f9c2a.js'],
    ['health', 'GET', '/healthz'],
  ] as const;

  it.each(samples)('are on every response (%s)', async (_name, method, url) => {
    const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    const csp = directives(String(response.headers['content-security-policy']));
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('on JSON allow nothing to load; pages and files keep the document set', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';frame-ancestors 'none'");
    expect(json.headers['referrer-policy']).toBe('no-referrer');
    // The headers that steer only documents stay off data: a short answer was three quarters headers.
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(json.headers['x-xss-protection']).toBeUndefined();

    for (const url of ['/admin', '/assets/app-3f9c2a.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).not.toMatch(/json/);
      expect(String(response.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('add HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const https = await proxied.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const page = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);

    const http = await proxied.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', database: t.handle.kind });
  });

  it('creates no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('logs', () => {
  it('are JSON lines with request ids and without passwords, cookies or tokens', async () => {
    const client = t.client();
    const login = await client.login();
    expect(login.statusCode).toBe(200);
    // Refusals are logged at info (successful reads only at debug: see the next test).
    await t.client().get('/api/auth/user', { headers: { 'x-request-id': 'trace-abc-123' } });
    await t.client().get('/api/auth/user', { headers: { 'x-request-id': 'not a valid id; drop table' } });
    await client.login('admin', 'a-wrong-password-for-the-log');

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.req).every((entry) => typeof entry.reqId === 'string')).toBe(true);
    expect(entries.some((entry) => entry.reqId === 'trace-abc-123')).toBe(true);
    expect(entries.some((entry) => String(entry.reqId).includes('drop table'))).toBe(false);

    const text = logLines.join('\n');
    const secrets = [
      'correct-horse-battery-staple',
      'a-wrong-password-for-the-log',
      client.cookies.get('sid')!,
      decodeURIComponent(client.cookies.get('sid')!).split('.')[0]!,
      client.cookies.get('XSRF-TOKEN')!,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('have one line per change or failure, none for a successful read, and no query strings', async () => {
    logLines.length = 0;
    await t.client().get('/api/properties?email=someone%40example.de', { headers: { 'x-request-id': 'read-1' } });
    await t.client().get('/api/nothing?email=someone%40example.de', { headers: { 'x-request-id': 'miss-1' } });
    await t.client().post('/api/logout', undefined, { headers: { 'x-request-id': 'write-1' } });
    const entries = logLines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } });
    expect(entries.filter((entry) => entry.reqId === 'read-1')).toEqual([]);
    expect(entries.filter((entry) => entry.reqId === 'miss-1' && entry.req)).toHaveLength(1);
    expect(entries.filter((entry) => entry.reqId === 'write-1' && entry.req)).toHaveLength(1);
    expect(entries.find((entry) => entry.reqId === 'miss-1')?.req?.url).toBe('/api/nothing');
    expect(logLines.join('\n')).not.toContain('someone');
  });
});
