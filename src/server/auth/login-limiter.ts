import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Counts failed sign-ins per key (an address, or a username at an address) in a sliding window,
 * in the database, so every instance on it counts the same attempts (decisions 45 and 67).
 */
export interface LoginLimiterOptions {
  /** Keeps this limiter's keys apart from another's in the shared table. */
  name: string;
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

/** The failures still inside the window. */
function recentFailures(times: readonly number[], now: number, windowMs: number): number[] {
  return times.filter((time) => time > now - windowMs);
}

/** Seconds until the next attempt is allowed (at least 1 while blocked), or 0 when one may try now. */
function waitSeconds(recent: readonly number[], now: number, maxFailures: number, windowMs: number): number {
  if (recent.length < maxFailures) return 0;
  const oldest = recent[recent.length - maxFailures]!;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

export class LoginLimiter {
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly options: LoginLimiterOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * One attempt, counted as a failure up front: 0 when it may go ahead (and is counted), else the
   * seconds to wait (and it is not counted). The key's row is locked meanwhile, so parallel
   * attempts on any instance are counted one after another and a burst cannot slip past the limit.
   */
  async attempt(key: string): Promise<number> {
    return this.change(key, (recent, now) => {
      const wait = waitSeconds(recent, now, this.options.maxFailures, this.options.windowMs);
      return { times: wait > 0 ? recent : [...recent, now], result: wait };
    });
  }

  /** The failures inside the window now, without counting one. */
  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, this.keyOf(key)));
    return recentFailures(row?.times ?? [], this.now(), this.options.windowMs).length;
  }

  /** Takes back the most recent failure (an attempt counted up front that turned out right). */
  async forgiveLatest(key: string): Promise<void> {
    await this.change(key, (recent) => ({ times: recent.slice(0, -1), result: undefined }));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.options.name}:${key}`.slice(0, 600);
  }

  private async change<T>(key: string, next: (recent: number[], now: number) => { times: number[]; result: T }) {
    const stored = this.keyOf(key);
    return this.db.transaction(async (tx) => {
      await tx.insert(loginFailures).values({ key: stored }).onConflictDoNothing();
      const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.key, stored)).for('update');
      const now = this.now();
      const { times, result } = next(recentFailures(row?.times ?? [], now, this.options.windowMs), now);
      if (times.length === 0) await tx.delete(loginFailures).where(eq(loginFailures.key, stored));
      else await tx.update(loginFailures).set({ times }).where(eq(loginFailures.key, stored));
      return result;
    });
  }
}

/** Keys whose last failure is older than a day (a daily job). */
export async function purgeLoginFailures(db: Database): Promise<number> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  const deleted = await db
    .delete(loginFailures)
    .where(sql`coalesce(${loginFailures.times}[array_upper(${loginFailures.times}, 1)], 0) < ${dayAgo}`)
    .returning({ key: loginFailures.key });
  return deleted.length;
}
