import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/** How @fastify/rate-limit constructs a store: with the plugin's (or route's) options. */
interface StoreOptions {
  timeWindow?: number;
  routeInfo?: { method?: string; url?: string };
}

/**
 * A @fastify/rate-limit store in the database, so every instance counts the same requests
 * (decision 67). One statement per request: it starts a new window when the last one ended, else adds
 * one; PostgreSQL's row lock makes concurrent requests on any instance count one after another.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly options: StoreOptions = {}) {}

    private key(client: string): string {
      const route = this.options.routeInfo;
      return `${route?.method ?? ''} ${route?.url ?? ''} ${client}`.slice(0, 300);
    }

    incr(client: string, callback: Callback, timeWindow: number): void {
      const key = this.key(client);
      db.execute(
        sql`insert into ${rateLimitCounters} as c (key, count, window_ends_at)
            values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
              window_ends_at = case when c.window_ends_at <= now()
                then now() + ${timeWindow} * interval '1 millisecond' else c.window_ends_at end
            returning count, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: Array<{ count: number; ttl: number }> }).rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) });
        })
        .catch((error: unknown) => callback(error as Error));
    }

    /** A route's store: its counters are the route's own (method and URL in the key). */
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore({ ...this.options, ...(routeOptions as StoreOptions) });
    }
  };
}

/** Counters whose window ended a day ago or more (a daily job). */
export async function purgeRateLimitCounters(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEndsAt, sql`now() - interval '1 day'`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
