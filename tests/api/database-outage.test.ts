/**
 * A PostgreSQL restart under offer load: requests wait for the database (bounded) instead of
 * failing, so no offer fails and every 201 keeps its row; past the wait the answer is 503 with
 * Retry-After. Runs against a cluster of its own (helpers/throwaway-postgres.ts), once.
 */
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres';

const binDir = postgresBinDir();
const OUTAGE_MS = 3_000;
const PARALLEL_VISITORS = 8;

let cluster: ThrowawayPostgres;
const opened: { app?: TestApp; handle: DatabaseHandle }[] = [];

/** An app on a new database of the throwaway cluster, waiting up to waitMs for it. */
async function appOn(name: string, waitMs: number) {
  const admin = openPostgres(cluster.url, { poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { waitMs });
  await handle.migrate();
  const app = await createTestApp({ databaseWaitSeconds: waitMs / 1000 }, { database: handle });
  opened.push({ app, handle });
  return app;
}

describe.skipIf(!binDir)('PostgreSQL restarting under offer load', () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres(binDir!);
  }, 120_000);
  afterAll(async () => {
    for (const { app } of opened) await app?.close().catch(() => undefined);
    cluster?.destroy();
  });

  it('loses no offer: every answer is 201 and every 201 has its row', async () => {
    const t = await appOn('restart_under_load', 10_000);
    const property = await insertProperty(t.db);
    const url = `/api/properties/${property.id}/bids`;
    const statuses: number[] = [];
    const ids: string[] = [];
    let running = true;

    const visitor = async (n: number) => {
      const client = t.client({ remoteAddress: `10.9.0.${n + 1}` });
      while (running) {
        const response = await client.post(url, { ...VALID_OFFER, lastName: `Restart${n}` });
        statuses.push(response.statusCode);
        if (response.statusCode === 201) ids.push((response.json() as { id: string }).id);
      }
    };
    const load = Promise.all(Array.from({ length: PARALLEL_VISITORS }, (_, n) => visitor(n)));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeOutage = statuses.length;
    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    cluster.start();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await load;

    const failed = statuses.filter((status) => status !== 201);
    console.info(
      `outage ${OUTAGE_MS} ms under ${PARALLEL_VISITORS} parallel visitors: ${statuses.length} offers ` +
        `(${beforeOutage} before the stop), ${failed.length} failed`,
    );
    expect(beforeOutage).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(beforeOutage);
    expect(failed).toEqual([]);
    const [stored] = await t.db.select({ n: count() }).from(offers);
    expect(stored!.n).toBe(ids.length);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);

  it('answers 503 with Retry-After after the configured wait, and /readyz says so at once', async () => {
    const t = await appOn('bounded_wait', 1_500);
    const property = await insertProperty(t.db);
    cluster.stop();
    try {
      const readyStarted = Date.now();
      const ready = await t.client().get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(Date.now() - readyStarted).toBeLessThan(1_500);

      const started = Date.now();
      const response = await t.client().post(`/api/properties/${property.id}/bids`, VALID_OFFER);
      const waited = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
      expect(waited).toBeGreaterThanOrEqual(1_000);
      expect(waited).toBeLessThan(8_000);
    } finally {
      cluster.start();
    }
    // Back: the same app serves again without a restart.
    expect((await t.client().get('/readyz')).statusCode).toBe(200);
  }, 120_000);
});
