/**
 * Export bench: 100,000 offers streamed as XLSX through the real app over HTTP.
 * Prints the time to the last byte and the extra RSS (peak during the export minus RSS just
 * before it). Targets: ≤ 3 s and ≤ 100 MB.
 *
 *   npm run bench:export                       # embedded PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:export   # a PostgreSQL database (offers are added, then removed)
 *   BENCH_OFFERS=20000 npm run bench:export    # another size
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { openImageStore } from '#server/images/open-image-store.ts';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { offers, properties } from '#server/db/schema.ts';
import { countOffers } from '#server/offers/admin-offers.ts';
import { createUser, findUserByUsername } from '#server/auth/users.ts';
import { insertManyOffers } from '#tests/helpers/admin-fixtures.ts';
import { insertProperty } from '#tests/helpers/fixtures.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const TARGET_SECONDS = 3;
const TARGET_EXTRA_MB = 100;
const USERNAME = 'bench-admin';
const PASSWORD = 'bench-password-not-secret';
const MB = 1024 * 1024;

type Cookies = Map<string, string>;

function remember(cookies: Cookies, setCookie: string[] | undefined) {
  for (const line of setCookie ?? []) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    if (index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
}

const cookieHeader = (cookies: Cookies) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function call(port: number, method: string, path: string, cookies: Cookies, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { cookie: cookieHeader(cookies) };
    const token = cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = token;
    if (payload) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      remember(cookies, res.headers['set-cookie']);
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Downloads the export, discarding the bytes, while sampling RSS. */
function download(
  port: number,
  cookies: Cookies,
): Promise<{ seconds: number; bytes: number; peakRss: number; status: number }> {
  return new Promise((resolve, reject) => {
    let peakRss = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 10);
    const started = performance.now();
    get(
      { host: '127.0.0.1', port, path: '/api/admin/bids/export', headers: { cookie: cookieHeader(cookies) } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          clearInterval(sampler);
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
          resolve({ seconds: (performance.now() - started) / 1000, bytes, peakRss, status: res.statusCode ?? 0 });
        });
        res.on('error', reject);
      },
    ).on('error', reject);
  });
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url ? openPostgres(url) : await openPglite();
  await handle.migrate();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'export-bench-'));
  const property = await insertProperty(handle.db, { title: 'Bench-Immobilie' });
  if (!(await findUserByUsername(handle.db, USERNAME))) await createUser(handle.db, USERNAME, PASSWORD);

  const seedStart = performance.now();
  await insertManyOffers(handle.db, property.id, OFFERS);
  const seeded = await countOffers(handle.db);
  console.log(
    `database: ${handle.kind}; ${seeded} offers in the table (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`,
  );

  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: uploadsDir,
      adminUsername: USERNAME,
      databaseWaitSeconds: 10,
      passwordChecks: { concurrent: 1, waiting: 4 },
      ipv6PrefixLength: 64,
      uploadQuota: { bytesPerClient: 30 * 1024 * 1024, bytesOverall: 300 * 1024 * 1024 },
      maxEventLoopDelayMs: 1000,
      trustProxy: false,
      offerRateLimit: 0,
      logLevel: 'silent',
      offerRetentionDays: 180,
      shutdownDrainSeconds: 0,
      imageCacheBytes: 16 * 1024 * 1024,
      mail: { notify: [], notifyLanguage: 'de' },
      sessionSecret: 'bench-secret-bench-secret-bench-secret-0123',
    },
    database: handle,
    images: openImageStore(handle, {
      uploadsDir: join(uploadsDir, 'uploads'),
      imageCacheDir: join(uploadsDir, 'image-cache'),
      imageCacheBytes: 16 * 1024 * 1024,
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const cookies: Cookies = new Map();
    await call(port, 'GET', '/api/auth/user', cookies);
    const login = await call(port, 'POST', '/api/login', cookies, { username: USERNAME, password: PASSWORD });
    if (login !== 200) throw new Error(`login failed: ${login}`);

    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage.rss();
    const cpuBefore = process.cpuUsage();
    const result = await download(port, cookies);
    const cpu = process.cpuUsage(cpuBefore);
    if (result.status !== 200) throw new Error(`export answered ${result.status}`);
    const extraMb = (result.peakRss - rssBefore) / MB;

    console.log(`offers exported: ${seeded}`);
    console.log(`file size:       ${(result.bytes / MB).toFixed(1)} MB`);
    console.log(`time:            ${result.seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s)`);
    // CPU time of this process (server, database and client together): shows how much of the
    // time above was spent waiting for a busy machine.
    console.log(`CPU time:        ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`);
    console.log(
      `extra RSS:       ${extraMb.toFixed(1)} MB (target ≤ ${TARGET_EXTRA_MB} MB; before ${(rssBefore / MB).toFixed(0)} MB, peak ${(result.peakRss / MB).toFixed(0)} MB)`,
    );
    const ok = result.seconds <= TARGET_SECONDS && extraMb <= TARGET_EXTRA_MB;
    console.log(ok ? 'result:          within target' : 'result:          OVER TARGET');
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (url) {
      // A shared PostgreSQL database gets its rows back out.
      await handle.db.delete(offers).where(eq(offers.propertyId, property.id));
      await handle.db.delete(properties).where(eq(properties.id, property.id));
    }
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
