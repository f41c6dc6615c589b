/**
 * Several listings (`npm run bench:listings`): the built product on the embedded database (or on
 * a fresh database of the PostgreSQL server BENCH_DATABASE_URL) with BENCH_PROPERTIES (1,000)
 * active properties and BENCH_OFFERS (1,000,000) offers spread over them, next to a bare Fastify 5
 * anchor started in the same run that answers the very same HTML from memory. Prints, nothing
 * asserted:
 * - a property page (warm) and the overview's first page (warm) in req/s, as ratios to the anchor (wrk -c64);
 * - a cold property page: p95 of the first request to BENCH_COLD (30) pages never asked for;
 * - sitemap.xml: median and p95 of 20 calls;
 * - the server's RSS after every property page was asked for in three languages;
 * - the p99 of property-page reads alone, while another property's page is read as hard (what any
 *   load costs on two cores), and while offers are placed on that other property.
 *
 *   npm run build && npm run bench:listings
 *   BENCH_PROPERTIES=200 BENCH_OFFERS=20000 BENCH_SECONDS=4 npm run bench:listings   # a quicker run
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:listings
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSession, copyProperty } from './admin-session.mjs';
import { freshPostgresDatabase } from './fresh-database.mjs';
import { median } from './median.mjs';
import { freePort, startProduct, stopProcess, waitFor } from './product-server.mjs';
import { offerScript, requireWrk, wrk as runWrk } from './wrk.mjs';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const COLD = Number(process.env.BENCH_COLD ?? 30);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 1_000_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? '';
const ADMIN_PASSWORD = 'bench-admin-password-not-for-production';
const workDir = mkdtempSync(join(tmpdir(), 'listings-bench-'));
const wrk = (url, options = {}) => runWrk(url, { seconds: SECONDS, ...options });

requireWrk();

/** The anchor answers GET /api/properties with BODY_FILE's JSON: here a JSON string, the page's HTML. */
async function startAnchor(html) {
  const bodyFile = join(workDir, `anchor-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(bodyFile, JSON.stringify(html));
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/anchors/fastify-anchor.mjs'], {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child);
  return { url: `${base}/api/properties`, stop: () => stopProcess(child) };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

/**
 * OFFERS offers in one statement, spread evenly over every property (one second apart, going
 * back from now), written straight into the database: through the API this would take hours. As
 * a restore does, it leaves out their bid-log entries (one per offer, the costly part of writing
 * them); the offers' running totals, which pages and the overview read, are kept as always.
 */
const INSERT_OFFERS = `
  begin;
  set local bid_log.cause = 'restore';
  insert into bids (property_id, first_name, last_name, email, phone, bid_amount, created_at)
  select p.id, 'Vorname ' || g, 'Nachname ' || g, 'person' || g || '@example.de', '+49 89 ' || (100000 + g),
         (100000 + (g % 5000) * 100)::numeric(12, 2), now() - make_interval(secs => g)
  from generate_series(1, ${OFFERS}) as g
  join (select id, (row_number() over (order by id)) - 1 as n, count(*) over () as total from properties) as p
    on p.n = g % p.total;
  commit`;

const dataDir = join(workDir, 'data');
const database = SERVER_URL ? await freshPostgresDatabase(SERVER_URL, 'listings_bench') : undefined;
const start = () =>
  startProduct({ dataDir, databaseUrl: database?.url ?? '', env: { ADMIN_PASSWORD, OFFER_RATE_LIMIT: '0' } });

/** The offers, written by a client of the product's own database (the embedded one while the product is stopped). */
async function insertOffers() {
  const started = performance.now();
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(INSERT_OFFERS);
    await client.query('analyze');
    await client.end();
  } else {
    const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
    await db.exec(INSERT_OFFERS);
    await db.exec('analyze');
    await db.close();
  }
  return (performance.now() - started) / 1000;
}

let product = await start();
try {
  const call = await adminSession(product.base, ADMIN_PASSWORD);
  const [demo] = await (await call('/api/admin/properties')).json();
  const { slug } = demo;
  const started = performance.now();
  const slugs = [];
  for (let n = 1; n < PROPERTIES; n++) slugs.push((await copyProperty(call, demo, `${demo.title} ${n}`)).slug);
  slugs.unshift(slug);
  console.log(`${PROPERTIES} active properties (${((performance.now() - started) / 1000).toFixed(0)} s to create)`);
  if (OFFERS > 0) {
    if (!database) await product.stop();
    const seconds = await insertOffers();
    if (!database) product = await start();
    console.log(`${OFFERS.toLocaleString('en')} offers spread over them (${seconds.toFixed(0)} s to write)`);
  }
  console.log(`database: ${database ? 'PostgreSQL' : 'embedded (PGlite)'}\n`);

  // Cold pages: the first request to pages nobody asked for yet, in a process that has served a
  // few other pages (a page's build is measured, not the process's first minutes).
  for (const each of slugs.slice(-5)) await timed(`${product.base}/immobilien/${each}?lang=en`);
  const cold = [];
  for (const each of slugs.slice(1, COLD + 1)) cold.push(await timed(`${product.base}/immobilien/${each}?lang=de`));
  console.log(
    `cold property page: median ${median(cold).toFixed(1)} ms, p95 ${p95(cold).toFixed(1)} ms (${COLD} pages)`,
  );

  const sitemap = [];
  for (let n = 0; n < 20; n++) sitemap.push(await timed(`${product.base}/sitemap.xml`));
  console.log(`sitemap.xml: median ${median(sitemap).toFixed(1)} ms, p95 ${p95(sitemap).toFixed(1)} ms`);

  // Warm reads against the anchor answering the same HTML, alternating, ratio of the medians.
  for (const [name, path] of [
    ['property page', `/immobilien/${slugs[1]}?lang=de`],
    ['overview', '/immobilien?lang=de'],
  ]) {
    const html = await (await fetch(`${product.base}${path}`)).text();
    const anchor = await startAnchor(html);
    const ours = [];
    const theirs = [];
    try {
      for (let round = 0; round < 3; round++) {
        ours.push(wrk(`${product.base}${path}`).rps);
        theirs.push(wrk(anchor.url).rps);
      }
    } finally {
      await anchor.stop();
    }
    console.log(
      `${name} (warm, ${(html.length / 1024).toFixed(0)} KiB): ${median(ours).toFixed(0)} req/s, anchor ${median(theirs).toFixed(0)} req/s, ratio ${(median(ours) / median(theirs)).toFixed(2)}`,
    );
  }

  // Every page in three languages, then the memory the process holds.
  const before = rssMb(product.child.pid);
  for (const language of ['de', 'en', 'fr']) {
    for (const each of slugs) await (await fetch(`${product.base}/immobilien/${each}?lang=${language}`)).arrayBuffer();
  }
  console.log(
    `RSS: ${before.toFixed(0)} MB before, ${rssMb(product.child.pid).toFixed(0)} MB after ${slugs.length * 3} pages (cache bound 64 MiB)`,
  );

  // Reads of one property alone, while other readers load another property's page just as hard
  // (what any load costs on this machine), and while offers go to that other property.
  const readUrl = `${product.base}/immobilien/${slugs[2]}?lang=de`;
  const alone = wrk(readUrl, { connections: 16 });
  const otherReaders = new Promise((resolve) => {
    const child = spawn('wrk', ['-t1', '-c16', `-d${SECONDS + 2}s`, `${product.base}/immobilien/${slugs[1]}?lang=de`], {
      stdio: 'ignore',
    });
    child.on('exit', resolve);
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const besideReads = wrk(readUrl, { connections: 16 });
  await otherReaders;
  const properties = await (await fetch(`${product.base}/api/properties`)).json();
  const script = offerScript(workDir, properties.find((each) => each.slug === slugs[1]).id);
  const offering = new Promise((resolve) => {
    const child = spawn('wrk', ['-t1', '-c16', `-d${SECONDS + 2}s`, '-s', script, `${product.base}/`], {
      stdio: 'ignore',
    });
    child.on('exit', resolve);
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = wrk(readUrl, { connections: 16 });
  await offering;
  console.log(
    `reads of property C: p99 ${alone.p99Ms.toFixed(1)} ms alone, ${besideReads.p99Ms.toFixed(1)} ms while B's page is read as hard, ${during.p99Ms.toFixed(1)} ms while offers go to property B (${during.failed} failed)`,
  );
} finally {
  await product.stop();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
