import type pg from 'pg';
import { DatabaseUnavailableError, isConnectionError } from './database-unavailable';

const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while it fails for want of a connection, for at most `waitMs`; then gives
 * up with DatabaseUnavailableError. Other errors pass through at once.
 */
async function waitForDatabase<T>(attempt: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) throw new DatabaseUnavailableError(error);
      await pause(Math.min(pauseMs, left));
    }
  }
}

const hasCallback = (args: unknown[]) => typeof args[args.length - 1] === 'function';

/**
 * A pg.Pool (still one: Drizzle checks `instanceof Pool` for transactions) whose promise-style
 * connect() and query() wait out a database restart instead of failing at once. The callback
 * forms, which pg uses internally, are left alone.
 */
export function makePoolWait(pool: pg.Pool, waitMs: number): pg.Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) =>
    hasCallback(args)
      ? connect(...args)
      : waitForDatabase(() => connect() as Promise<pg.PoolClient>, waitMs)) as typeof pool.connect;
  pool.query = ((...args: unknown[]) =>
    hasCallback(args)
      ? query(...args)
      : waitForDatabase(() => query(...args) as Promise<unknown>, waitMs)) as typeof pool.query;
  return pool;
}

/**
 * A transaction cut off by a lost connection was rolled back by the server, so running it again
 * is safe (our transactions only touch the database).
 */
export function makeTransactionsWait<D extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: D,
  waitMs: number,
): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = ((...args: unknown[]) => waitForDatabase(() => transaction(...args), waitMs)) as D['transaction'];
  return db;
}
