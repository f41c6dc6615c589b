/**
 * A 25 MB document downloaded while offers arrive (`npm run bench:documents`): the built product
 * with the demo content on the embedded database (or on a fresh database of the PostgreSQL server
 * BENCH_DATABASE_URL). The agent uploads a 25 MB PDF through the admin API and publishes it; then
 * offers are placed on the same property with wrk, first alone (the anchor of the same run), then
 * while BENCH_DOWNLOADERS (1) visitors download the document over and over, each through the
 * property page's link and the signed link it answers with, and while one visitor opens a second
 * 25 MB document nobody has opened yet (on PostgreSQL it is then read from the database; after that
 * the instance streams its own copy). Each such run is compared with runs of offers alone started
 * just before and just after it (the anchors). Prints, nothing asserted: the offers' req/s and p99
 * in each run and the ratios, the downloads finished and their throughput.
 *
 *   npm run build && npm run bench:documents
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:documents
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSession } from './admin-session.mjs';
import { freshPostgresDatabase } from './fresh-database.mjs';
import { startProduct } from './product-server.mjs';
import { offerScript, requireWrk, wrk } from './wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DOWNLOADERS = Number(process.env.BENCH_DOWNLOADERS ?? 1);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? '';
const ADMIN_PASSWORD = 'bench-admin-password-not-for-production';
const DOCUMENT_BYTES = 25 * 1024 * 1024;
const workDir = mkdtempSync(join(tmpdir(), 'documents-bench-'));

requireWrk();

/**
 * A PDF by its first bytes, filled to exactly 25 MB (the largest document taken) with random
 * bytes: a real PDF's streams are compressed already, so neither PostgreSQL nor gzip shrinks it.
 */
function largePdf() {
  const head = Buffer.from('%PDF-1.4\n% bench document\n');
  return Buffer.concat([head, randomBytes(DOCUMENT_BYTES - head.length)]);
}

/** An `until` for downloadLoop that lets exactly one download through. */
function once() {
  let asked = false;
  return () => {
    const stop = asked;
    asked = true;
    return stop;
  };
}

/**
 * Downloads the document again and again until `until()` with curl (a lean client, so the bench's
 * own reading takes little of the two cores from the server), following the page's link through
 * its 303; counts whole downloads and bytes.
 */
async function downloadLoop(base, pageLink, until, tally) {
  while (!until()) {
    const { code, out } = await new Promise((resolve, reject) => {
      const child = spawn('curl', [
        '-sSL',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code} %{size_download}',
        `${base}${pageLink}`,
      ]);
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('exit', (exitCode) => resolve({ code: exitCode, out: text }));
    });
    const [status, bytes] = out.split(' ').map(Number);
    if (code !== 0 || status !== 200 || bytes !== DOCUMENT_BYTES) throw new Error(`download failed: ${out}`);
    tally.downloads++;
    tally.bytes += bytes;
  }
}

const database = SERVER_URL ? await freshPostgresDatabase(SERVER_URL, 'documents_bench') : undefined;
const product = await startProduct({
  databaseUrl: database?.url ?? '',
  env: { ADMIN_PASSWORD, OFFER_RATE_LIMIT: '0' },
});
try {
  const call = await adminSession(product.base, ADMIN_PASSWORD);
  const properties = await (await fetch(`${product.base}/api/properties`)).json();
  // The demo property takes both: the offers go to the very property whose document is downloaded.
  const [withDocument] = properties;
  const withOffers = withDocument;

  /** Uploads a 25 MB PDF and makes it public; answers the page's link to it. */
  async function publishLargeDocument(name) {
    const form = new FormData();
    form.append('file', new Blob([largePdf()], { type: 'application/pdf' }), name);
    const uploaded = await call(`/api/admin/properties/${withDocument.id}/documents`, { method: 'POST', body: form });
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const document = (await uploaded.json()).documents.at(-1);
    const published = await call(`/api/admin/properties/${withDocument.id}/documents/${document.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: document.title, visibility: 'public' }),
    });
    if (!published.ok) throw new Error(`publishing failed: ${published.status}`);
    return `/api/listings/${withDocument.slug}/documents/${document.id}`;
  }

  const started = performance.now();
  const pageLink = await publishLargeDocument('Exposé.pdf');
  console.log(
    `database: ${database ? 'PostgreSQL' : 'embedded'}; 25 MB upload and publication took ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  // Once, as a visitor would have before: on PostgreSQL the instance keeps a copy of what it sent.
  await downloadLoop(product.base, pageLink, once(), { downloads: 0, bytes: 0 });

  const script = offerScript(workDir, withOffers.id);
  const offers = () => wrk(`${product.base}/`, { seconds: SECONDS, connections: 16, script });
  // Offers on one property slow down a little as they pile up: every measured run is compared
  // with the mean of the runs alone just before and just after it.
  const aloneFirst = offers();

  let done = false;
  const tally = { downloads: 0, bytes: 0 };
  const downloading = Promise.all(
    Array.from({ length: DOWNLOADERS }, () => downloadLoop(product.base, pageLink, () => done, tally)),
  );
  // The downloads under way before the offers start.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const downloadStarted = performance.now();
  const offersDuring = offers();
  done = true;
  await downloading;
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  const aloneSecond = offers();

  // A document nobody has opened on this instance yet, downloaded once while offers arrive.
  const coldLink = await publishLargeDocument('Grundrisse.pdf');
  const coldTally = { downloads: 0, bytes: 0, seconds: 0 };
  const cold = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const coldStarted = performance.now();
    await downloadLoop(product.base, coldLink, once(), coldTally);
    coldTally.seconds = (performance.now() - coldStarted) / 1000;
  })();
  const offersDuringCold = offers();
  await cold;
  const aloneThird = offers();

  const line = (name, run) =>
    `${name}: ${run.rps.toFixed(0)} offers/s, p99 ${run.p99Ms.toFixed(1)} ms, ${run.failed} failed`;
  const ratios = (run, before, after) => {
    const p99 = (before.p99Ms + after.p99Ms) / 2;
    const rps = (before.rps + after.rps) / 2;
    return `ratio to the runs alone around it: p99 ${(run.p99Ms / p99).toFixed(2)}, throughput ${(run.rps / rps).toFixed(2)}`;
  };
  console.log(line('offers alone', aloneFirst));
  console.log(line(`offers while ${DOWNLOADERS} visitor(s) download 25 MB again and again`, offersDuring));
  console.log(line('offers alone', aloneSecond));
  console.log(line('offers while one visitor opens a 25 MB document new to this instance', offersDuringCold));
  console.log(line('offers alone', aloneThird));
  console.log(
    `downloads again and again: ${ratios(offersDuring, aloneFirst, aloneSecond)}; ${tally.downloads} whole downloads, ${(tally.bytes / 1024 / 1024 / downloadSeconds).toFixed(0)} MB/s`,
  );
  console.log(
    `a first download: ${ratios(offersDuringCold, aloneSecond, aloneThird)}; it took ${coldTally.seconds.toFixed(1)} s`,
  );
} finally {
  await product.stop();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
