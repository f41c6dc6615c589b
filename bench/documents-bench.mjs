/**
 * A 25 MB document downloaded while offers arrive (`npm run bench:documents`): the built product
 * with the demo content on the embedded database (or on a fresh database of the PostgreSQL server
 * BENCH_DATABASE_URL). The agent uploads a 25 MB PDF through the admin API and publishes it; then
 * offers are placed on another property with wrk, first alone (the anchor of the same run), then
 * while BENCH_DOWNLOADERS (4) visitors download the document over and over, each through the
 * property page's link and the signed link it answers with. Prints, nothing asserted: the offers'
 * req/s and p99 in both runs and their ratio, the downloads finished and their throughput.
 *
 *   npm run build && npm run bench:documents
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:documents
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adminSession } from './admin-session.mjs';
import { startProduct } from './product-server.mjs';
import { offerScript, requireWrk, wrk } from './wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DOWNLOADERS = Number(process.env.BENCH_DOWNLOADERS ?? 4);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? '';
const ADMIN_PASSWORD = 'bench-admin-password-not-for-production';
const DOCUMENT_BYTES = 25 * 1024 * 1024;
const workDir = mkdtempSync(join(tmpdir(), 'documents-bench-'));

requireWrk();

async function freshPostgresDatabase() {
  const name = `documents_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: SERVER_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** A PDF by its first bytes, padded to exactly 25 MB (the largest document taken). */
function largePdf() {
  const head = Buffer.from('%PDF-1.4\n% bench document\n');
  return Buffer.concat([head, Buffer.alloc(DOCUMENT_BYTES - head.length, 0x20)]);
}

/** Downloads the document again and again until `until()`; counts whole downloads and bytes. */
async function downloadLoop(base, pageLink, until, tally) {
  while (!until()) {
    const link = await fetch(`${base}${pageLink}`, { redirect: 'manual' });
    if (link.status !== 303) throw new Error(`the document's link answered ${link.status}`);
    const file = await fetch(`${base}${link.headers.get('location')}`);
    const bytes = (await file.arrayBuffer()).byteLength;
    if (file.status !== 200 || bytes !== DOCUMENT_BYTES) throw new Error(`download failed: ${file.status}, ${bytes} B`);
    tally.downloads++;
    tally.bytes += bytes;
  }
}

const database = SERVER_URL ? await freshPostgresDatabase() : undefined;
const product = await startProduct({
  databaseUrl: database?.url ?? '',
  env: { ADMIN_PASSWORD, OFFER_RATE_LIMIT: '0' },
});
try {
  const call = await adminSession(product.base, ADMIN_PASSWORD);
  const properties = await (await fetch(`${product.base}/api/properties`)).json();
  const [withDocument, withOffers] = properties;
  if (!withDocument || !withOffers) throw new Error('the demo content needs two active properties');

  const form = new FormData();
  form.append('file', new Blob([largePdf()], { type: 'application/pdf' }), 'Exposé.pdf');
  const started = performance.now();
  const uploaded = await call(`/api/admin/properties/${withDocument.id}/documents`, { method: 'POST', body: form });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const uploadSeconds = (performance.now() - started) / 1000;
  const document = (await uploaded.json()).documents.at(-1);
  const published = await call(`/api/admin/properties/${withDocument.id}/documents/${document.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: document.title, visibility: 'public' }),
  });
  if (!published.ok) throw new Error(`publishing failed: ${published.status}`);
  console.log(`database: ${database ? 'PostgreSQL' : 'embedded'}; 25 MB upload took ${uploadSeconds.toFixed(2)} s`);

  const script = offerScript(workDir, withOffers.id);
  const offersAlone = wrk(`${product.base}/`, { seconds: SECONDS, connections: 16, script });

  let done = false;
  const tally = { downloads: 0, bytes: 0 };
  const pageLink = `/api/listings/${withDocument.slug}/documents/${document.id}`;
  const downloading = Promise.all(
    Array.from({ length: DOWNLOADERS }, () => downloadLoop(product.base, pageLink, () => done, tally)),
  );
  // The downloads under way before the offers start.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const downloadStarted = performance.now();
  const offersDuring = wrk(`${product.base}/`, { seconds: SECONDS, connections: 16, script });
  done = true;
  await downloading;
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;

  const line = (name, run) =>
    `${name}: ${run.rps.toFixed(0)} offers/s, p99 ${run.p99Ms.toFixed(1)} ms, ${run.failed} failed`;
  console.log(line('offers alone (anchor)', offersAlone));
  console.log(line(`offers while ${DOWNLOADERS} visitors download 25 MB`, offersDuring));
  console.log(
    `ratio during/alone: p99 ${(offersDuring.p99Ms / offersAlone.p99Ms).toFixed(2)}, throughput ${(offersDuring.rps / offersAlone.rps).toFixed(2)}`,
  );
  console.log(
    `downloads: ${tally.downloads} whole files, ${(tally.bytes / 1024 / 1024 / downloadSeconds).toFixed(0)} MB/s`,
  );
} finally {
  await product.stop();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
