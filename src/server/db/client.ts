import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { PgliteOnThread } from './pglite-on-thread';
import { PostgresListener } from './postgres-listener';
import { makePoolWait, makeTransactionsWait } from './waiting-pool';

type Schema = typeof schema;
/** Both drivers expose the same query builder; code depends only on this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /**
   * A raw query answering its rows as arrays: for bulk reads (the export), where building an
   * object per row costs more than the query.
   */
  readArrays(text: string, params: unknown[]): Promise<unknown[][]>;
  /** One quick round trip that does not wait out an outage (readiness). */
  ping(): Promise<void>;
  /**
   * Calls back with the payload of each NOTIFY on the channel, from any connection or instance;
   * answers the function that stops listening. `onResumed` runs when listening starts again after
   * a lost connection: notifications sent meanwhile were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Arbitrary but fixed: serializes migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 72_834_019;

interface PostgresOptions {
  poolSize?: number;
  /** How long a query waits for an unreachable database (a restart) before it gives up. */
  waitMs?: number;
  onIdleError?: (error: Error) => void;
}

export function openPostgres(
  connectionString: string,
  { poolSize = 10, waitMs = 10_000, onIdleError = () => undefined }: PostgresOptions = {},
): DatabaseHandle {
  const pool = makePoolWait(
    new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 3_000, query_timeout: 60_000 }),
    waitMs,
  );
  // An idle client losing its connection must not crash the process.
  pool.on('error', onIdleError);
  // Nor one checked out between two statements of a transaction (the pool listens only to idle
  // ones): its next statement fails as a lost connection, and the transaction is tried again.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = makeTransactionsWait(drizzlePg(pool, { schema }) as unknown as Database, waitMs);
  const listener = new PostgresListener(connectionString, onIdleError);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async readArrays(text, params) {
      const result = await pool.query<unknown[]>({ text, values: params, rowMode: 'array' });
      return result.rows;
    },
    async ping() {
      // The prototype's query: the instance's waits for the database, a probe must not.
      await (pg.Pool.prototype.query as (this: pg.Pool, text: string) => Promise<unknown>).call(pool, 'select 1');
    },
    listen: (channel, onPayload, onResumed) => listener.listen(channel, onPayload, onResumed),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async readArrays(text, params) {
      return (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows;
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        // After close() the client is gone, and its listeners with it.
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * The embedded database on a thread of its own (see PgliteOnThread). dataDir undefined means in
 * memory; `dump` is a data directory saved by PGlite's dumpDataDir (the tests' template);
 * `onLost` hears of the database ending without being closed.
 */
export async function openPglite(
  dataDir?: string,
  dump?: Uint8Array,
  onLost?: (reason: Error) => void,
): Promise<DatabaseHandle> {
  const thread = await PgliteOnThread.start(dataDir, dump, onLost);
  return wrapPglite(thread.asPglite());
}
