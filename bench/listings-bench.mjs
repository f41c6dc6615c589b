/**
 * Several listings (`npm run bench:listings`): the built product on the embedded database with
 * BENCH_PROPERTIES (1,000) active properties, next to a bare Fastify 5 anchor started in the same
 * run that answers the very same HTML from memory. Prints, nothing asserted:
 * - a property page (warm) and the overview (warm) in req/s, as ratios to the anchor (wrk -c64);
 * - a cold property page: p95 of the first request to BENCH_COLD (30) pages never asked for;
 * - sitemap.xml: median and p95 of 20 calls;
 * - the server's RSS after every property page was asked for in three languages;
 * - the p99 of property-page reads alone, and while offers are placed on another property.
 *
 *   npm run build && npm run bench:listings
 *   BENCH_PROPERTIES=200 BENCH_SECONDS=4 npm run bench:listings   # a quicker run
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSession } from './admin-session.mjs';
import { median } from './median.mjs';
import { freePort, startProduct, stopProcess, waitFor } from './product-server.mjs';
import { offerScript, requireWrk, wrk as runWrk } from './wrk.mjs';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const COLD = Number(process.env.BENCH_COLD ?? 30);
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

const product = await startProduct({ env: { ADMIN_PASSWORD, OFFER_RATE_LIMIT: '0' } });
try {
  const call = await adminSession(product.base, ADMIN_PASSWORD);
  const [demo] = await (await call('/api/admin/properties')).json();
  const { slug } = demo;
  // The demo property's fields as a create body: what the server sets itself left out.
  const fields = { ...demo };
  for (const key of [
    'id',
    'slug',
    'createdAt',
    'updatedAt',
    'offerCount',
    'onHomePage',
    'imageAltTexts',
    'contactPhoto',
  ])
    delete fields[key];
  const started = performance.now();
  const slugs = [];
  for (let n = 1; n < PROPERTIES; n++) {
    const response = await call('/api/admin/properties', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, title: `${fields.title} ${n}`, images: [] }),
    });
    if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
    slugs.push((await response.json()).slug);
  }
  slugs.unshift(slug);
  console.log(`${PROPERTIES} active properties (${((performance.now() - started) / 1000).toFixed(0)} s to create)\n`);

  // Cold pages: the first request to pages nobody asked for yet.
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

  // Reads of one property alone, then while offers go to another.
  const readUrl = `${product.base}/immobilien/${slugs[2]}?lang=de`;
  const alone = wrk(readUrl, { connections: 16 });
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
    `reads of property C: p99 ${alone.p99Ms.toFixed(1)} ms alone, ${during.p99Ms.toFixed(1)} ms while offers go to property B (${during.failed} failed)`,
  );
} finally {
  await product.stop();
  rmSync(workDir, { recursive: true, force: true });
}
