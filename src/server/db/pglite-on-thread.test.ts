import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isConnectionError } from './database-unavailable';
import { PgliteOnThread } from './pglite-on-thread';

describe('the embedded database on its own thread', () => {
  let database: PgliteOnThread;

  beforeAll(async () => {
    database = await PgliteOnThread.start();
    await database.query('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => database.close());

  it('leaves this thread free while a long statement runs', async () => {
    let running = true;
    const statement = database
      .query<{ n: number }>('select count(*)::int as n from generate_series(1, 3000000)')
      .finally(() => (running = false));
    // Turns of the event loop while the statement runs: on this thread it would be none at all.
    let turns = 0;
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      turns++;
    }
    expect((await statement).rows).toEqual([{ n: 3000000 }]);
    expect(turns).toBeGreaterThan(5);
  });

  it("answers PostgreSQL's error fields, which callers read", async () => {
    await database.query('insert into notes values (1, $1)', ['first']);
    const failure = await database
      .query('insert into notes values (1, $1)', ['again'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes' });
  });

  it('commits a transaction whose callback resolves and rolls back one that throws, with its own error', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['kept']);
    });
    const mistake = new Error('changed my mind');
    await expect(
      database.transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dropped']);
        throw mistake;
      }),
    ).rejects.toBe(mistake);
    const { rows } = await database.query<{ id: number }>('select id from notes order by id');
    expect(rows.map(({ id }) => id)).toEqual([1, 2]);
  });

  it('keeps other statements waiting until a transaction ends, as PGlite does', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = 1', ['inside']);
      order.push('updated');
      await held;
      order.push('committing');
    });
    const outside = database.query<{ body: string }>('select body from notes where id = 1').then(({ rows }) => {
      order.push(`read ${rows[0]?.body}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['updated', 'committing', 'read inside']);
  });

  it('hands LISTEN notifications over and stops when asked', async () => {
    const heard: string[] = [];
    const stop = await database.listen('note_changes', (payload) => heard.push(payload));
    await database.query("select pg_notify('note_changes', 'one')");
    await stop();
    await database.query("select pg_notify('note_changes', 'two')");
    await database.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('leaves dates and intervals as text where the caller asks, and refuses parsers it cannot carry', async () => {
    const passThrough = { 1184: (value: string) => value };
    const { rows } = await database.query<{ at: unknown }>("select timestamptz '2026-03-29 01:30:00+00' as at", [], {
      parsers: passThrough,
    });
    expect(typeof rows[0]?.at).toBe('string');
    await expect(
      database.query('select 1', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/pass-through/);
  });

  it('tells of a thread that ended without being closed, and refuses statements from then on', async () => {
    const lost = vi.fn();
    const ending = await PgliteOnThread.start(undefined, undefined, lost);
    // As when PostgreSQL aborts inside the thread.
    await (ending as unknown as { worker: Worker }).worker.terminate();
    await vi.waitFor(() => expect(lost).toHaveBeenCalledOnce());
    const failure = await ending.query('select 1').catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
  });

  it('refuses statements once closed, as a database that is not there', async () => {
    const lost = vi.fn();
    const closing = await PgliteOnThread.start(undefined, undefined, lost);
    await closing.close();
    expect(lost).not.toHaveBeenCalled();
    const failure = await closing.query('select 1').catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
  });
});
