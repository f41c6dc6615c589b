// The admin at scale: many offers stored straight into the database, then the admin's first page,
// the overview, the offers tab in Chromium, and the streamed export (time, memory, and how offers
// placed meanwhile fare). Used by throughput-bench.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import pg from 'pg';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Offers are filled in in chunks, analyzed after each: plans made for a smaller table stay cached. */
const FILL_CHUNK = 10_000;

/**
 * One chunk of offers of the first active property, one second apart going back from now; every
 * 7th a favourite. Each has its own bidder, so the bid log's triggers number every one of them;
 * without the analysis between chunks they would look the numbers up in a table they planned for
 * as empty (a 100,000-offer fill took over 20 minutes on the embedded database).
 */
function fillSql(from, count) {
  return `insert into bids (property_id, first_name, last_name, email, phone, bid_amount, is_favorite, created_at)
    select p.id, 'Vorname ' || g, 'Nachname ' || g, 'person' || g || '@example.de', '+49 89 ' || (100000 + g),
           (100000 + (g % 9000) * 97.25)::numeric(12, 2), g % 7 = 0, now() - make_interval(secs => g)
    from generate_series(${Number(from)}, ${Number(from) + Number(count) - 1}) as g,
         (select id from properties where is_active order by created_at desc limit 1) as p;
    analyze bids, bid_log, bid_log_bidders;`;
}

/** Runs the fill through `run(statement)`, chunk by chunk; offers are numbered on from `start`. */
async function fill(run, count, start = 1) {
  for (let done = 0; done < count; done += FILL_CHUNK)
    await run(fillSql(start + done, Math.min(FILL_CHUNK, count - done)));
}

export async function fillPostgres(databaseUrl, count, start = 1) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fill((statement) => client.query(statement), count, start);
  } finally {
    await client.end();
  }
}

/** The embedded database while no server holds it (the data directory belongs to one process). */
export async function fillEmbedded(dataDir, count) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    await fill((statement) => db.exec(statement), count);
  } finally {
    await db.close();
  }
}

/** Median and 95th percentile (ms) and the body size of `runs` sequential calls. */
export async function timeCalls(call, path, runs = 20) {
  const times = [];
  let bytes = 0;
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    const response = await call(path);
    const body = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p95: times[Math.floor(runs * 0.95)], bytes };
}

/** Milliseconds from the click on the Offers tab until its first page shows "1–50 of …". */
export async function offersTabReadyMs(base, password) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/admin');
    await page.getByRole('list', { name: 'Recent activity' }).waitFor();
    const times = [];
    for (let n = 0; n < 3; n++) {
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('list', { name: 'Recent activity' }).waitFor();
      const started = performance.now();
      await page.getByRole('tab', { name: 'Offers' }).click();
      await page.getByText(/^1–50 of /).waitFor();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[1];
  } finally {
    await browser.close();
  }
}

function rssBytes(pid) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * Downloads the XLSX export, sampling the server's resident memory every 50 ms; meanwhile
 * `visitors` loops place offers and their latencies are kept.
 */
export async function exportUnderLoad(call, { base, pid, propertyId, visitors = 0 }) {
  const baseline = rssBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  const latencies = [];
  let failed = 0;
  let exporting = true;
  const offerBody = JSON.stringify({
    firstName: 'Während',
    lastName: 'Export',
    email: 'export@example.de',
    phone: '+49 89 1',
    bidAmount: '500000.00',
  });
  const visitor = async () => {
    while (exporting) {
      const started = performance.now();
      const response = await fetch(`${base}/api/properties/${propertyId}/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: offerBody,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 201) failed += 1;
    }
  };
  const started = performance.now();
  const load = Array.from({ length: visitors }, visitor);
  const response = await call('/api/admin/bids/export');
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  exporting = false;
  await Promise.all(load);
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    ok: response.ok,
    seconds,
    bytes,
    extraRssBytes: peak - baseline,
    offers: latencies.length,
    failed,
    p99: latencies.length ? latencies[Math.floor(latencies.length * 0.99)] : NaN,
  };
}
