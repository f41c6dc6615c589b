/**
 * Behind a real nginx as TLS terminator, configured by the shipped deploy/nginx.conf, with
 * TRUST_PROXY=1 as the README says: HTTPS is recognised (HSTS, Secure and __Host- cookies), limits
 * count per real client (requests from 127.0.0.2 and 127.0.0.3), and an X-Forwarded-For a client
 * writes itself is not believed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, NGINX, startNginx, type RunningNginx } from '../helpers/nginx';
import { freePort, PROJECT_ROOT, startServer, waitUntilReady, type ServerProcess } from '../helpers/server-process';
import { VALID_OFFER } from '../helpers/fixtures';

if (!hasNginx && process.env.CI) throw new Error(`nginx is required on CI (${NGINX}); .ci/run installs nginx-light`);

const ADMIN_PASSWORD = 'proxy-test-admin-password';
const OFFER_LIMIT = 3;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let dir: string;
let app: ServerProcess;
let nginx: RunningNginx;
let httpsPort: number;
let httpPort: number;

/** One HTTPS request through nginx, sent from the given local address. */
function viaProxy(
  path: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        // The test's own self-signed certificate.
        ca: readFileSync(join(dir, 'cert.pem')),
        servername: 'localhost',
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function plainHttp(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: httpPort, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
    })
      .on('error', reject)
      .end();
  });
}

/** The shipped site config with this test's ports, certificate and host name. */
function siteConfig(appPort: number): string {
  const shipped = readFileSync(join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8');
  return shipped
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
    .replaceAll(/listen 80;\n\s*listen \[::\]:80;/g, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll('angebote.example.de', 'localhost')
    .replace(/ssl_certificate .*;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${join(dir, 'key.pem')};`)
    .replace('return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`);
}

describe.skipIf(!hasNginx)('behind nginx (TLS) with TRUST_PROXY=1', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'offers-proxy-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    const appPort = await freePort();
    httpsPort = await freePort();
    httpPort = await freePort();
    app = startServer(
      {
        DATA_DIR: join(dir, 'data'),
        TRUST_PROXY: '1',
        PUBLIC_URL: `https://localhost:${httpsPort}`,
        OFFER_RATE_LIMIT: String(OFFER_LIMIT),
        ADMIN_PASSWORD,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      appPort,
    );
    // One after the other: an nginx started while the app failed to start must still be stopped.
    nginx = await startNginx(dir, siteConfig(appPort), httpsPort);
    await waitUntilReady(app);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    app?.child.kill('SIGTERM');
    await app?.exited;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await plainHttp('/pages/impressum');
    expect(answer.status).toBe(301);
    // nginx's $host is the request's host name without the port.
    expect(answer.headers.location).toBe(`https://127.0.0.1:${httpsPort}/pages/impressum`);
  });

  it('recognises HTTPS: HSTS, and Secure cookies, the session one __Host- prefixed', async () => {
    const first = await viaProxy('/api/auth/user');
    expect(first.status).toBe(401);
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csrfCookie = (first.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(csrfCookie).toMatch(/; Secure/);
    const token = csrfCookie!.split(';')[0]!.slice('XSRF-TOKEN='.length);

    const login = await viaProxy('/api/login', {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const session = (login.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('__Host-sid='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    const sid = session!.split(';')[0]!;
    const me = await viaProxy('/api/auth/user', { headers: { cookie: sid } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ username: 'admin' });
  });

  it('limits offers per real client address, and ignores an X-Forwarded-For the client wrote', async () => {
    const [property] = JSON.parse((await viaProxy('/api/properties')).body) as Array<{ id: string }>;
    const offer = (from: string, headers: Record<string, string> = {}) =>
      viaProxy(`/api/properties/${property!.id}/bids`, { method: 'POST', from, headers, body: VALID_OFFER });

    for (let i = 0; i < OFFER_LIMIT; i++) expect((await offer('127.0.0.2')).status).toBe(201);
    expect((await offer('127.0.0.2')).status).toBe(429);
    // Pretending to be someone else does not help: nginx appends the real address, which counts.
    expect((await offer('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await offer('127.0.0.2', { 'x-forwarded-for': '127.0.0.3' })).status).toBe(429);
    // Another visitor behind the same proxy is not affected.
    expect((await offer('127.0.0.3')).status).toBe(201);
  });
});
