/**
 * A 25 MB document downloaded while offers arrive (`npm run bench:documents`): the built product
 * with the demo content on the embedded database (or on a fresh database of the PostgreSQL server
 * BENCH_DATABASE_URL). The agent uploads a 25 MB PDF through the admin API and publishes it; then,
 * in BENCH_ROUNDS (5) rounds, offers from distinct addresses are placed with wrk on a copy of the
 * demo property of each run's own: alone (the anchor of the same process and database), while
 * BENCH_DOWNLOADERS (1) visitors download the document over and over (each through the property
 * page's link and the signed link it answers with), and while one visitor opens another 25 MB
 * document nobody has opened yet (the instance that received an upload keeps its copy, so here it
 * streams from disk on either database; another instance would read it from PostgreSQL once).
 * Prints, nothing asserted: each kind's median offers/s and p99
 * with every run's p99, the ratios to the runs alone, the downloads finished and their throughput.
 *
 *   npm run build && npm run bench:documents
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:documents
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSession, copyProperty } from './admin-session.mjs';
import { freshPostgresDatabase } from './fresh-database.mjs';
import { median } from './median.mjs';
import { startProduct } from './product-server.mjs';
import { distinctOfferScript, requireWrk, wrkInBackground } from './wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DOWNLOADERS = Number(process.env.BENCH_DOWNLOADERS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * Each visitor's line (curl's --limit-rate; empty: as fast as the loopback goes). 12.5 MB/s is a
 * 100 Mbit/s line, faster than most; unlimited, the downloading curl on the same two cores takes
 * one of them for itself, which measures the bench's client rather than the server.
 */
const DOWNLOAD_RATE = process.env.BENCH_DOWNLOAD_RATE ?? '12500k';
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
        ...(DOWNLOAD_RATE ? ['--limit-rate', DOWNLOAD_RATE] : []),
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
  const [withDocument] = await (await call('/api/admin/properties')).json();

  /**
   * Each run of offers goes to a copy of the demo property of its own: offers on one property slow
   * down as they pile up (a run of 10 s leaves thousands), which made every later run slower than
   * the one before and the anchors around a run disagree by half.
   */
  const copies = [];
  async function freshPropertyForOffers() {
    const { id } = await copyProperty(call, withDocument, `${withDocument.title} ${copies.length + 1}`);
    copies.push(id);
    return id;
  }

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

  for (let n = 0; n < 3 * ROUNDS + 1; n++) await freshPropertyForOffers();
  let runs = 0;
  // In the background: the downloads are this process's own loop, which must go on meanwhile.
  const offers = () =>
    wrkInBackground(`${product.base}/`, {
      seconds: SECONDS,
      connections: 16,
      script: distinctOfferScript(workDir, copies[runs++]),
    });
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Offers while visitors download the published document again and again. */
  async function offersWhileDownloading(tally) {
    let done = false;
    const downloading = Promise.all(
      Array.from({ length: DOWNLOADERS }, () => downloadLoop(product.base, pageLink, () => done, tally)),
    );
    // The downloads under way before the offers start.
    await pause(1000);
    const started = performance.now();
    const run = await offers();
    done = true;
    await downloading;
    tally.seconds += (performance.now() - started) / 1000;
    return run;
  }

  /** Offers while one visitor opens a document new to this instance, once. */
  async function offersWhileFirstDownload(tally) {
    const coldLink = await publishLargeDocument(`Grundrisse ${tally.downloads + 1}.pdf`);
    // The upload's own work (its first page drawn, its buffers freed) is not what is measured.
    await pause(2000);
    const cold = (async () => {
      await pause(1000);
      const started = performance.now();
      await downloadLoop(product.base, coldLink, once(), tally);
      tally.seconds += (performance.now() - started) / 1000;
    })();
    const run = await offers();
    await cold;
    return run;
  }

  // Rounds of a run alone, a run beside repeated downloads and a run beside a first download:
  // p99 over a 10 s run swings with the database's own pauses, so each kind is the median of its
  // runs, and the runs alone are the anchor of this same process and database.
  const alone = [];
  const repeated = [];
  const first = [];
  const repeatedTally = { downloads: 0, bytes: 0, seconds: 0 };
  const firstTally = { downloads: 0, bytes: 0, seconds: 0 };
  // One run unmeasured first: the server's code is compiled hot before anything is compared.
  await offers();
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(await offers());
    repeated.push(await offersWhileDownloading(repeatedTally));
    first.push(await offersWhileFirstDownload(firstTally));
  }

  const summary = (name, list) => {
    const p99 = median(list.map((run) => run.p99Ms));
    const rps = median(list.map((run) => run.rps));
    const failed = list.reduce((sum, run) => sum + run.failed, 0);
    console.log(
      `${name}: median ${rps.toFixed(0)} offers/s, p99 ${p99.toFixed(1)} ms (runs: ${list.map((run) => run.p99Ms.toFixed(1)).join(', ')}), ${failed} failed`,
    );
    return { p99, rps };
  };
  const anchor = summary('offers alone', alone);
  const during = summary(`offers while ${DOWNLOADERS} visitor(s) download 25 MB again and again`, repeated);
  const firstRuns = summary('offers while one visitor opens a 25 MB document new to this instance', first);
  const ratios = (run) =>
    `ratio to the runs alone: p99 ${(run.p99 / anchor.p99).toFixed(2)}, throughput ${(run.rps / anchor.rps).toFixed(2)}`;
  console.log(
    `downloads again and again: ${ratios(during)}; ${repeatedTally.downloads} whole downloads, ${(repeatedTally.bytes / 1024 / 1024 / repeatedTally.seconds).toFixed(0)} MB/s`,
  );
  console.log(
    `a first download: ${ratios(firstRuns)}; each took ${(firstTally.seconds / firstTally.downloads).toFixed(1)} s`,
  );
} finally {
  await product.stop();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
