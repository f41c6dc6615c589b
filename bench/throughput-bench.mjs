/**
 * Throughput bench (`npm run bench`): the built product on the embedded database and on
 * PostgreSQL, next to anchors started here in the same run — a bare Fastify 5 app and an Express 5
 * app answering the very same /api/properties body from memory. Load comes from wrk
 * (Debian's `wrk`), `-t1 -c64 -d8s` per read route. Figures are printed as req/s and as ratios
 * to the anchors, each the median of BENCH_ROUNDS (3) rounds run beside them; nothing is asserted.
 *
 * Offers: POST /api/properties/:id/bids for 8 s with 32 connections; prints offers/s, p99, and
 * checks that every 201 has its row (counted afterwards through the admin API).
 *
 * The admin at scale: 100,000 offers stored straight into each database, then the first page of
 * offers, a search, the overview (median of 20 calls, and their size), the offers tab in Chromium
 * from the click until its first page shows, and the streamed XLSX export (time, extra memory of
 * the server process) — on the embedded database with 8 visitors placing offers meanwhile (their
 * p99), on PostgreSQL with 1,000,000 offers.
 *
 *   npm run bench
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench   # another server
 *   BENCH_SECONDS=4 BENCH_OFFERS=20000 BENCH_EXPORT_OFFERS=100000 npm run bench   # a quicker run
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuild } from '#scripts/ensure-build.mjs';
import { exportUnderLoad, fillEmbedded, fillPostgres, offersTabReadyMs, timeCalls } from './admin-scale.mjs';
import { adminSession, fetchOnce } from './admin-session.mjs';
import { median } from './median.mjs';
import { freePort, startProduct, stopProcess, waitFor } from './product-server.mjs';
import { offerScript, requireWrk, wrk as runWrk } from './wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Alternating rounds of ours and the anchors for each compared route. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Offers behind the admin lists and the embedded export; the PostgreSQL export gets EXPORT_OFFERS. */
const SCALE_OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const EXPORT_OFFERS = Math.max(SCALE_OFFERS, Number(process.env.BENCH_EXPORT_OFFERS ?? 1_000_000));
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_PASSWORD = 'bench-admin-password-not-for-production';
const workDir = mkdtempSync(join(tmpdir(), 'throughput-bench-'));

requireWrk();
ensureBuild();

/** wrk for the bench's duration. */
const wrk = (url, options = {}) => runWrk(url, { seconds: SECONDS, ...options });

async function startAnchor(file, bodyFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child);
  return { base, stop: () => stopProcess(child) };
}

async function createBenchDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL at ${DATABASE_URL} not reachable (${error.message}): its rows are left out.`);
    return undefined;
  }
  const name = `offers_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The number of stored offers, through the admin API. */
async function countStoredOffers(base) {
  const call = await adminSession(base, ADMIN_PASSWORD);
  const page = await call('/api/admin/offers?limit=1');
  return (await page.json()).total;
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const rows = [];
function report(label, result, ratios) {
  const parts = [`${label.padEnd(44)} ${fmt(result.rps).padStart(8)} req/s`];
  for (const [name, value] of Object.entries(ratios ?? {})) parts.push(`${value.toFixed(2)}× ${name}`);
  if (result.failed) parts.push(`${result.failed} failed`);
  rows.push(parts.join('   '));
  console.log(rows.at(-1));
}

/**
 * A route of ours against the same route of each anchor, in ROUNDS alternating rounds: this box's
 * speed drifts by half within a minute, so each ratio is taken within one round, next to its
 * anchor, and the median of the rounds is printed (with the product's median req/s).
 */
function compared(label, url, anchorUrls) {
  const ours = [];
  const ratios = Object.fromEntries(Object.keys(anchorUrls).map((name) => [name, []]));
  let failed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const anchorRps = Object.fromEntries(
      Object.entries(anchorUrls).map(([name, anchorUrl]) => [name, wrk(anchorUrl).rps]),
    );
    const result = wrk(url);
    ours.push(result.rps);
    failed += result.failed;
    for (const [name, rps] of Object.entries(anchorRps)) ratios[name].push(result.rps / rps);
  }
  report(
    `${label} (median of ${ROUNDS})`,
    { rps: median(ours), failed },
    Object.fromEntries(Object.entries(ratios).map(([name, values]) => [name, median(values)])),
  );
}

async function benchProduct(kind, product, anchors) {
  const properties = await (await fetchOnce(`${product.base}/api/properties`)).json();
  const propertyId = properties[0].id;
  compared(`${kind}: GET /api/properties`, `${product.base}/api/properties`, {
    Fastify: `${anchors.fastify.base}/api/properties`,
    Express: `${anchors.express.base}/api/properties`,
  });
  compared(`${kind}: GET /healthz`, `${product.base}/healthz`, {
    'Fastify constant': `${anchors.fastify.base}/healthz`,
  });
  report(`${kind}: GET /api/translations/de`, wrk(`${product.base}/api/translations/de`));
  report(`${kind}: GET /api/pages/impressum`, wrk(`${product.base}/api/pages/impressum`));
  report(`${kind}: GET / (HTML)`, wrk(`${product.base}/`));

  const before = await countStoredOffers(product.base);
  const offers = wrk(product.base, { connections: 32, script: offerScript(workDir, propertyId) });
  const acknowledged = offers.requests - offers.failed;
  const stored = (await countStoredOffers(product.base)) - before;
  const line =
    `${`${kind}: POST offers`.padEnd(44)} ${fmt(offers.rps).padStart(8)} offers/s   p99 ${offers.p99Ms.toFixed(1)} ms   ` +
    `${fmt(acknowledged)} acknowledged, ${fmt(stored)} stored, ${offers.failed} failed` +
    (stored < acknowledged ? '   LOST OFFERS' : '');
  rows.push(line);
  console.log(line);
}

const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function benchExport(kind, product, { exportVisitors }) {
  const call = await adminSession(product.base, ADMIN_PASSWORD);
  const { total } = await (await call('/api/admin/offers?limit=1')).json();
  const [property] = await (await fetchOnce(`${product.base}/api/properties`)).json();
  const result = await exportUnderLoad(call, {
    base: product.base,
    pid: product.child.pid,
    propertyId: property.id,
    visitors: exportVisitors,
  });
  let line =
    `${`${kind}: export of ${fmt(total)} offers`.padEnd(44)} ${result.seconds.toFixed(2)} s, ${mb(result.bytes)} file, ` +
    `${mb(result.extraRssBytes)} extra RSS${result.ok ? '' : '   FAILED'}`;
  if (exportVisitors > 0) {
    line += `\n${`${kind}: offers during the export`.padEnd(44)} ${fmt(result.offers)} placed by ${exportVisitors} visitors, p99 ${ms(result.p99)}, ${result.failed} failed`;
  }
  rows.push(line);
  console.log(line);
}

async function benchAdminScale(kind, product, { exportVisitors }) {
  const call = await adminSession(product.base, ADMIN_PASSWORD);
  // The offers of the throughput run are still there, on top of the ones filled in.
  const { total } = await (await call('/api/admin/offers?limit=1')).json();
  const timeZone = encodeURIComponent('Europe/Berlin');
  for (const [label, path] of [
    ['first page', '/api/admin/offers?limit=50'],
    ['first page by amount', '/api/admin/offers?limit=50&sort=amount&dir=desc'],
    ['search "Nachname 4711"', '/api/admin/offers?limit=50&q=Nachname%204711'],
    ['overview', `/api/admin/overview?timeZone=${timeZone}`],
    ['the full offer list (anchor)', '/api/admin/bids'],
  ]) {
    const timing = await timeCalls(call, path, path.endsWith('/bids') ? 3 : 20);
    const line = `${`${kind}, ${fmt(total)} offers: ${label}`.padEnd(44)} median ${ms(timing.median)}, p95 ${ms(timing.p95)}, ${fmt(timing.bytes)} B`;
    rows.push(line);
    console.log(line);
  }
  const tab = await offersTabReadyMs(product.base, ADMIN_PASSWORD);
  const line = `${`${kind}: offers tab ready after the click`.padEnd(44)} ${ms(tab)} (Chromium, median of 3)`;
  rows.push(line);
  console.log(line);
  await benchExport(kind, product, { exportVisitors });
}

const cleanups = [];
try {
  // The production defaults (request logs at info), but no offer limit: all load comes from one address.
  const productEnv = { OFFER_RATE_LIMIT: '0', ADMIN_PASSWORD, LOG_LEVEL: 'info' };
  const embeddedDir = join(workDir, 'embedded');
  mkdirSync(embeddedDir, { mode: 0o700 });
  let embedded = await startProduct({ env: productEnv, dataDir: embeddedDir });
  cleanups.push(() => embedded.stop());
  const body = await (await fetch(`${embedded.base}/api/properties`)).text();
  const bodyFile = join(workDir, 'properties.json');
  writeFileSync(bodyFile, body);
  console.log(
    `body: GET /api/properties, ${Buffer.byteLength(body)} bytes; wrk -t1 -c64 -d${SECONDS}s per read route\n`,
  );

  // The anchors stay up while the products are measured: each ratio comes from rounds beside them.
  const fastify = await startAnchor('bench/anchors/fastify-anchor.mjs', bodyFile);
  cleanups.push(fastify.stop);
  const express = await startAnchor('bench/anchors/express-anchor.mjs', bodyFile);
  cleanups.push(express.stop);
  const anchors = { fastify, express };
  report('anchor: bare Fastify, same body', wrk(`${fastify.base}/api/properties`));
  report('anchor: bare Fastify, constant route', wrk(`${fastify.base}/healthz`));
  report('anchor: Express 5, same body', wrk(`${express.base}/api/properties`));

  await benchProduct('embedded', embedded, anchors);
  await embedded.stop();
  // The data directory belongs to one process: the offers go in while the server is stopped.
  await fillEmbedded(embeddedDir, SCALE_OFFERS);
  embedded = await startProduct({ env: productEnv, dataDir: embeddedDir });
  await benchAdminScale('embedded', embedded, { exportVisitors: 8 });
  await embedded.stop();

  const database = await createBenchDatabase();
  if (database) {
    cleanups.push(database.drop);
    const postgres = await startProduct({ databaseUrl: database.url, env: productEnv });
    cleanups.push(postgres.stop);
    await benchProduct('postgres', postgres, anchors);
    await fillPostgres(database.url, SCALE_OFFERS);
    await benchAdminScale('postgres', postgres, { exportVisitors: 0 });
    await fillPostgres(database.url, EXPORT_OFFERS - SCALE_OFFERS, SCALE_OFFERS + 1);
    await benchExport('postgres', postgres, { exportVisitors: 0 });
    await postgres.stop();
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
}
