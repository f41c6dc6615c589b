/**
 * A PostgreSQL connection that is cut while its client is checked out between two statements of
 * a transaction (a restart, a failover, an administrator's pg_terminate_backend): node-postgres
 * then emits 'error' on the client, which ended the process where nobody listened. The
 * transaction is tried again on a new connection instead, and the process goes on.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createTestDatabase } from '../helpers/test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

it('tries a transaction again when its connection is cut between statements, and does not crash', async () => {
  let attempts = 0;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    const answer = await handle.db.transaction(async (tx) => {
      attempts += 1;
      const [row] = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`));
      if (attempts === 1) {
        // From another pooled connection; the server's notice reaches this client while it is idle.
        await handle.db.execute(sql`select pg_terminate_backend(${Number(row!.pid)})`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return rowsOf(await tx.execute(sql`select 42 as answer`))[0]!.answer;
    });
    expect(answer).toBe(42);
    expect(attempts).toBe(2);
    expect(uncaught).toEqual([]);
  } finally {
    process.off('uncaughtException', onUncaught);
  }
});
