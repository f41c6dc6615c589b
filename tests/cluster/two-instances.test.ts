/**
 * The product as it runs on more than one machine: two built instances (dist/server/main.js) on one
 * PostgreSQL behind a real nginx that balances round robin. Proves that an admin signed in through
 * the balancer works on both, that an image uploaded to one is served by the other, that an edit
 * through one shows through the other at once, that the offer limit counts across both, and that a
 * rolling restart (SIGTERM, drain, start again; one instance after the other) under continuous offer
 * load loses no request and no offer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { jpegImage } from '../helpers/images';
import { imageParts, multipartBody } from '../helpers/multipart';
import { freePort, startBuiltServer, waitUntilReady, type ServerProcess } from '../helpers/server-process';
import { AdminBrowser, send, upstreamName, type Answer } from './http-client';
import { hasNginx, NGINX } from '../helpers/nginx';
import { startBalancer, type Balancer } from './nginx-balancer';
import { formOffer, startOfferLoad, type SentOffer } from './offer-load';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!TEST_DATABASE_URL) throw new Error('the cluster test needs PostgreSQL: set TEST_DATABASE_URL');
if (!hasNginx) throw new Error(`the cluster test needs nginx at ${NGINX} (Debian's nginx-light)`);

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'cluster-test-admin-password';
const OFFER_LIMIT = 5;
const DRAIN_SECONDS = 3;
const RUN_ID = randomBytes(4).toString('hex');

interface Instance {
  name: 'A' | 'B';
  port: number;
  env: Record<string, string>;
  server: ServerProcess;
}

let workDir: string;
let databaseName: string;
let databaseUrl: string;
let balancer: Balancer | undefined;
let a: Instance;
let b: Instance;
/** Every server process this file started, so each one is stopped even after a failure. */
const startedServers: ServerProcess[] = [];

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServerDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function queryTestDatabase<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The same settings on every instance but its own DATA_DIR, as an operator would deploy them. */
function instanceEnv(name: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: `cluster-test-session-secret-${RUN_ID}-shared-by-all`,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    OFFER_RATE_LIMIT: String(OFFER_LIMIT),
    DATA_DIR: join(workDir, `data-${name}`),
  };
}

const isRunning = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

async function startInstance(instance: Omit<Instance, 'server'>): Promise<Instance> {
  const server = startBuiltServer(instance.env, instance.port);
  startedServers.push(server);
  await waitUntilReady(server);
  return { ...instance, server };
}

/** SIGTERM (drain, then exit), SIGKILL when that takes too long: cleanup must not hang. */
async function stopServer(server: ServerProcess): Promise<void> {
  if (!isRunning(server)) return;
  server.child.kill('SIGTERM');
  const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), DRAIN_SECONDS * 1000 + 15_000));
  if ((await Promise.race([server.exited, timeout])) === 'late') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'offers-cluster-'));
  databaseName = `offers_cluster_${RUN_ID}`;
  databaseUrl = withDatabase(TEST_DATABASE_URL, databaseName);
  await onServerDatabase(`CREATE DATABASE ${databaseName}`);
  const [portA, portB, balancerPort] = [await freePort(), await freePort(), await freePort()];
  // One after the other, as a first deployment would: the first migrates and seeds the database.
  a = await startInstance({ name: 'A', port: portA, env: instanceEnv('a') });
  b = await startInstance({ name: 'B', port: portB, env: instanceEnv('b') });
  balancer = await startBalancer(join(workDir, 'nginx'), balancerPort, [portA, portB]);
}, 120_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(startedServers.map(stopServer));
  if (databaseName) await onServerDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

const viaBalancer = (path: string, options?: Parameters<typeof send>[2]) => send(balancer!.port, path, options);

/** The instances nginx's answers came from (the last one asked, where it retried). */
function answeringInstances(answers: readonly Pick<Answer, 'upstream'>[]): Set<string> {
  return new Set(answers.map((answer) => answer.upstream?.split(', ').at(-1) ?? 'direct'));
}

async function signedInAdmin(port: number): Promise<{ admin: AdminBrowser; answers: Answer[] }> {
  const admin = new AdminBrowser();
  const answers = await admin.signIn(port, ADMIN_USERNAME, ADMIN_PASSWORD);
  return { admin, answers };
}

async function createProperty(admin: AdminBrowser, port: number, title: string): Promise<string> {
  const created = await admin.request(port, '/api/admin/properties', {
    method: 'POST',
    body: validPropertyBody({ title }),
  });
  expect(created.status, created.text()).toBe(201);
  return created.json<{ id: string }>().id;
}

async function publicTitles(port: number): Promise<string[]> {
  const answer = await send(port, '/api/properties');
  expect(answer.status).toBe(200);
  return answer.json<Array<{ title: string }>>().map((property) => property.title);
}

async function demoPropertyId(): Promise<string> {
  const answer = await viaBalancer('/api/properties');
  expect(answer.status).toBe(200);
  const [property] = answer.json<Array<{ id: string }>>();
  if (!property) throw new Error('the demo property is missing (SEED_DEMO=true)');
  return property.id;
}

describe('two instances behind nginx on one PostgreSQL', () => {
  it('serve a signed-in admin through the balancer, the requests landing on both', async () => {
    const { admin, answers } = await signedInAdmin(balancer!.port);
    const port = balancer!.port;
    answers.push(await admin.request(port, '/api/admin/bids'));
    answers.push(await admin.request(port, '/api/admin/properties'));
    const created = await admin.request(port, '/api/admin/properties', {
      method: 'POST',
      body: validPropertyBody({ title: 'Über den Balancer angelegt' }),
    });
    answers.push(created);
    const id = created.json<{ id: string }>().id;
    answers.push(await admin.request(port, `/api/admin/properties/${id}`, { method: 'PATCH', body: { bedrooms: 4 } }));
    answers.push(await admin.request(port, '/api/admin/bids'));
    answers.push(await admin.request(port, '/api/admin/properties'));

    // The first answer is the anonymous 401 that hands out the CSRF token; every other one succeeds.
    const refused = answers.slice(1).filter((answer) => answer.status >= 300);
    expect(refused.map((answer) => `${answer.status} ${answer.text().slice(0, 120)}`)).toEqual([]);
    expect(answeringInstances(answers)).toEqual(new Set([upstreamName(a.port), upstreamName(b.port)]));
  });

  it('serve an image uploaded to one instance from the other', async () => {
    const { admin } = await signedInAdmin(a.port);
    const propertyId = await createProperty(admin, a.port, 'Mit Foto');
    const { payload, headers } = multipartBody(imageParts(await jpegImage(640, 480), 1));
    const uploaded = await admin.request(a.port, `/api/admin/properties/${propertyId}/upload-images`, {
      method: 'POST',
      headers,
      body: payload,
    });
    expect(uploaded.status, uploaded.text()).toBe(200);
    const imageUrl = uploaded.json<{ images: string[] }>().images.at(-1)!;
    expect(imageUrl).toMatch(/^\/uploads\//);
    expect((await send(a.port, imageUrl)).status, `${imageUrl} from instance A, which received it`).toBe(200);

    const fromOther = await send(b.port, imageUrl);
    expect(fromOther.status, `${imageUrl} from instance B`).toBe(200);
    expect(fromOther.headers['content-type']).toMatch(/^image\//);
    expect(fromOther.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('show an edit made through one instance through the other at once', async () => {
    const { admin } = await signedInAdmin(a.port);
    const title = `Vorher ${RUN_ID}`;
    const id = await createProperty(admin, a.port, title);
    // Instance B caches its public answer with the old title…
    await expect.poll(() => publicTitles(b.port), { timeout: 2_000 }).toContain(title);

    const edited = await admin.request(a.port, `/api/admin/properties/${id}`, {
      method: 'PATCH',
      body: { title: `Nachher ${RUN_ID}` },
    });
    expect(edited.status, edited.text()).toBe(200);
    // …and is told of the change made through A.
    await expect.poll(() => publicTitles(b.port), { timeout: 2_000 }).toContain(`Nachher ${RUN_ID}`);
    expect(await publicTitles(b.port)).not.toContain(title);
  });

  it('count one offer limit per client across both instances', async () => {
    const propertyId = await demoPropertyId();
    const answers: Answer[] = [];
    for (let i = 0; i < OFFER_LIMIT + 3; i++) {
      answers.push(
        await viaBalancer(`/api/properties/${propertyId}/bids`, {
          method: 'POST',
          from: '127.0.0.4',
          body: formOffer(`limit-${RUN_ID}-${i}@example.de`),
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(OFFER_LIMIT).fill(201),
      ...Array<number>(3).fill(429),
    ]);
    // Each instance accepted some: neither could have counted the limit alone.
    expect(answeringInstances(answers.slice(0, OFFER_LIMIT))).toEqual(
      new Set([upstreamName(a.port), upstreamName(b.port)]),
    );
  });

  it('loses no offer and no request while both are restarted one after the other under load', async () => {
    const propertyId = await demoPropertyId();
    const load = startOfferLoad({
      balancerPort: balancer!.port,
      propertyId,
      concurrency: 8,
      offersPerAddress: OFFER_LIMIT,
      maxOffers: 50_000,
      maxMs: 90_000,
      runId: RUN_ID,
    });
    let sent: readonly SentOffer[];
    const restarts: RestartTimes[] = [];
    try {
      await waitForAcknowledgement(load.sent, a, Date.now());
      restarts.push(await restartUnderLoad(a, load.sent));
      restarts.push(await restartUnderLoad(b, load.sent));
    } finally {
      sent = await load.stop();
    }

    const failures = sent.filter((offer) => offer.status !== 201);
    expect(
      failures.slice(0, 10).map(describeFailure),
      `${failures.length} of ${sent.length} offers failed; nginx said:\n${balancer!.errorLog()}`,
    ).toEqual([]);
    // The load ran through both restarts: offers were taken while each instance drained and while it was gone.
    for (const restart of restarts) {
      const { name, signalledAt, exitedAt, readyAt } = restart;
      expect(acknowledgedBetween(sent, signalledAt, exitedAt), `during ${name}'s drain`).toBeGreaterThan(0);
      expect(acknowledgedBetween(sent, exitedAt, readyAt), `while ${name} was down`).toBeGreaterThan(0);
    }
    console.log(describeLoad(sent, restarts));

    const stored = await queryTestDatabase<{ id: string; email: string }>(
      'select id, email from bids where email like $1',
      [`load-${RUN_ID}-%`],
    );
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = sent.filter((offer) => !storedIds.has(offer.offerId!));
    expect(lost.map((offer) => offer.email).slice(0, 10), `${lost.length} acknowledged offers are not stored`).toEqual(
      [],
    );
    expect(stored.length).toBe(sent.length);
  });
});

interface RestartTimes {
  name: Instance['name'];
  signalledAt: number;
  exitedAt: number;
  readyAt: number;
}

/**
 * One step of a rolling restart: SIGTERM, wait for the old process to drain and exit 0, start it
 * again on the same port with the same settings, wait until it is ready and nginx sends it offers.
 */
async function restartUnderLoad(instance: Instance, sent: readonly SentOffer[]): Promise<RestartTimes> {
  const signalledAt = Date.now();
  instance.server.child.kill('SIGTERM');
  const exit = await instance.server.exited;
  const exitedAt = Date.now();
  expect(exit, instance.server.output()).toEqual({ code: 0, signal: null });

  const restarted = await startInstance(instance);
  instance.server = restarted.server;
  const readyAt = Date.now();
  await waitForAcknowledgement(sent, instance, readyAt);
  return { name: instance.name, signalledAt, exitedAt, readyAt };
}

/** Waits until the load has an offer acknowledged by this instance, answered after `after`. */
async function waitForAcknowledgement(sent: readonly SentOffer[], instance: Instance, after: number): Promise<void> {
  const name = upstreamName(instance.port);
  const acknowledged = () =>
    sent.some((offer) => offer.status === 201 && offer.answeredAt > after && offer.upstream?.endsWith(name));
  await expect.poll(acknowledged, { timeout: 15_000, interval: 50 }).toBe(true);
}

function acknowledgedBetween(sent: readonly SentOffer[], from: number, to: number): number {
  return sent.filter((offer) => offer.status === 201 && offer.answeredAt > from && offer.answeredAt < to).length;
}

/** For the log: how much load there was and how long each instance was away. */
function describeLoad(sent: readonly SentOffer[], restarts: readonly RestartTimes[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const steps = restarts.map(
    ({ name, signalledAt, exitedAt, readyAt }) =>
      `${name}: drained and closed in ${seconds(exitedAt - signalledAt)}, down ${seconds(readyAt - exitedAt)}`,
  );
  const span = sent.length > 0 ? sent.at(-1)!.answeredAt - sent[0]!.sentAt : 0;
  return `rolling restart under load: ${sent.length} offers acknowledged in ${seconds(span)}; ${steps.join('; ')}`;
}

function describeFailure(offer: SentOffer): string {
  const at = new Date(offer.answeredAt).toISOString().slice(11, 23);
  const problem = offer.status === 502 ? 'Bad Gateway' : (offer.problem ?? '');
  return `${at} ${offer.status} via ${offer.upstream ?? '?'} from ${offer.from}: ${problem}`;
}
