/**
 * One instance against two (`npm run bench:instances`): the built product on one PostgreSQL
 * database behind a real nginx upstream (round robin), first with one instance, then with two.
 * Load comes from wrk (`-t1 -c64` for GET /api/properties, `-c32` for POST offers), through nginx
 * both times, so the only difference is the second instance; one instance reached directly is the
 * anchor for what nginx costs. nginx runs the shipped deploy/nginx.conf proxy settings
 * (tests/cluster/nginx-balancer.ts). Figures are printed, with the two-to-one ratios; nothing is
 * asserted. Every acknowledged offer is counted back from the database.
 *
 * On the 2-core development machine wrk, nginx, PostgreSQL and the instances share two cores, so
 * a second instance can only use what the first leaves idle; on a machine with more cores (or the
 * instances on their own machines) the ratio is what scaling out buys.
 *
 *   npm run bench:instances
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_SECONDS=4 npm run bench:instances
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuild } from '#scripts/ensure-build.mjs';
import { startBalancer } from '#tests/cluster/nginx-balancer.ts';
import { hasNginx, NGINX } from '#tests/helpers/nginx.ts';
import { freePort, startProduct } from './product-server.mjs';
import { offerScript, requireWrk, wrk as runWrk } from './wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESSION_SECRET = 'instances-bench-secret-0123456789abcdef-0123456789';
const workDir = mkdtempSync(join(tmpdir(), 'instances-bench-'));

requireWrk();
if (!hasNginx) {
  console.error(`nginx is needed for this bench at ${NGINX}: apt-get install nginx-light (Debian's package).`);
  process.exit(1);
}
ensureBuild();

/** wrk for the bench's duration. */
const wrk = (url, options = {}) => runWrk(url, { seconds: SECONDS, ...options });

/** nginx round robin over the given instances with the shipped proxy settings, on a port of its own. */
async function startNginx(instances) {
  const port = await freePort();
  const ports = instances.map((instance) => Number(new URL(instance.base).port));
  const balancer = await startBalancer(mkdtempSync(join(workDir, 'nginx-')), port, ports);
  return { base: `http://127.0.0.1:${port}`, stop: () => balancer.stop() };
}

async function createBenchDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const name = `offers_instances_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    count: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from bids');
      await client.end();
      return rows[0].n;
    },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** Public reads and offers through `base`; the offers counted back from the database. */
async function measure(label, base, database) {
  const propertyId = (await (await fetch(`${base}/api/properties`)).json())[0].id;
  const reads = wrk(`${base}/api/properties`);
  const before = await database.count();
  const offers = wrk(base, { connections: 32, script: offerScript(workDir, propertyId) });
  const stored = (await database.count()) - before;
  const acknowledged = offers.requests - offers.failed;
  console.log(
    `${label.padEnd(34)} GET /api/properties ${fmt(reads.rps).padStart(7)} req/s (p99 ${reads.p99Ms.toFixed(1)} ms)   ` +
      `POST offers ${fmt(offers.rps).padStart(6)}/s (p99 ${offers.p99Ms.toFixed(1)} ms), ` +
      `${fmt(acknowledged)} acknowledged, ${fmt(stored)} stored, ${offers.failed} failed`,
  );
  return { reads: reads.rps, offers: offers.rps };
}

const database = await createBenchDatabase();
const env = { SESSION_SECRET, OFFER_RATE_LIMIT: '0', TRUST_PROXY: '1' };
const started = [];
try {
  const first = await startProduct({ databaseUrl: database.url, env });
  started.push(first);
  const direct = await measure('one instance, direct', first.base, database);

  const nginxOne = await startNginx([first]);
  started.push(nginxOne);
  const one = await measure('one instance behind nginx', nginxOne.base, database);
  await nginxOne.stop();

  const second = await startProduct({ databaseUrl: database.url, env: { ...env, SEED_DEMO: 'false' } });
  started.push(second);
  const nginxTwo = await startNginx([first, second]);
  started.push(nginxTwo);
  const two = await measure('two instances behind nginx', nginxTwo.base, database);

  console.log(
    `\ntwo instances ÷ one (both behind nginx): public reads ${(two.reads / one.reads).toFixed(2)}×, ` +
      `offers ${(two.offers / one.offers).toFixed(2)}×; nginx costs one instance ` +
      `${(100 - (one.reads / direct.reads) * 100).toFixed(0)} % of its direct read rate`,
  );
} finally {
  for (const thing of started.reverse()) await thing.stop();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}
