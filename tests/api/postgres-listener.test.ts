/**
 * The LISTEN side of several instances: one connection per database handle for every channel and
 * subscriber (so N instances hold N listening connections, not N per channel), listening again
 * after a PostgreSQL restart and telling every subscriber it may have missed something. Runs
 * against a cluster of its own (helpers/throwaway-postgres.ts), once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { LISTENER_APPLICATION_NAME } from '#server/db/postgres-listener.ts';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres';

const binDir = postgresBinDir();
let cluster: ThrowawayPostgres;
const handles: DatabaseHandle[] = [];

function open(): DatabaseHandle {
  const handle = openPostgres(cluster.url, { waitMs: 10_000 });
  handles.push(handle);
  return handle;
}

async function listeningConnections(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const notify = (handle: DatabaseHandle, channel: string, payload: string) =>
  handle.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe.skipIf(!binDir)('listening on PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres(binDir!);
  }, 120_000);
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    cluster?.destroy();
  });

  it('shares one connection between channels and subscribers, each hearing its own channel', async () => {
    const listening = open();
    const sender = open();
    const heard: string[] = [];
    const stops = [
      await listening.listen('first_channel', (payload) => heard.push(`a:${payload}`)),
      await listening.listen('first_channel', (payload) => heard.push(`b:${payload}`)),
      await listening.listen('second_channel', (payload) => heard.push(`c:${payload}`)),
    ];
    expect(await listeningConnections(sender)).toBe(1);

    await notify(sender, 'first_channel', 'one');
    await notify(sender, 'second_channel', 'two');
    await expect.poll(() => [...heard].sort()).toEqual(['a:one', 'b:one', 'c:two']);

    // One subscriber leaves: the others still hear; the last one out closes the connection.
    await stops[0]!();
    await notify(sender, 'first_channel', 'three');
    await expect.poll(() => heard.filter((line) => line.endsWith('three'))).toEqual(['b:three']);
    for (const stop of stops.slice(1)) await stop();
    await expect.poll(() => listeningConnections(sender)).toBe(0);
  });

  it('listens to every channel again after a restart, and tells each subscriber', async () => {
    const listening = open();
    const heard: string[] = [];
    const resumed: string[] = [];
    await listening.listen(
      'first_channel',
      (payload) => heard.push(payload),
      () => resumed.push('first'),
    );
    await listening.listen(
      'second_channel',
      (payload) => heard.push(payload),
      () => resumed.push('second'),
    );

    cluster.stop();
    cluster.start();
    await expect.poll(() => [...resumed].sort(), { timeout: 20_000 }).toEqual(['first', 'second']);

    const sender = open();
    await notify(sender, 'first_channel', 'after');
    await notify(sender, 'second_channel', 'restart');
    await expect.poll(() => [...heard].sort()).toEqual(['after', 'restart']);
    expect(await listeningConnections(sender)).toBe(1);
  }, 60_000);
});
