import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';

export interface DailyJob {
  name: string;
  /** Answers what it did, for the log (e.g. { deleted: 12 }). */
  run(db: Database): Promise<Record<string, number>>;
}

/**
 * Claims today's run of a job: true for exactly one caller per calendar day (the database's), across
 * every instance on the database, because the claim is one conditional UPDATE.
 */
export async function claimTodaysRun(db: Database, name: string): Promise<boolean> {
  await db.insert(jobRuns).values({ name, lastRunOn: '1970-01-01' }).onConflictDoNothing();
  const claimed = await db
    .update(jobRuns)
    .set({ lastRunOn: sql`current_date` })
    .where(and(eq(jobRuns.name, name), lt(jobRuns.lastRunOn, sql`current_date`)))
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/** Runs each job whose run today no instance has claimed yet. */
export async function runDueJobs(db: Database, jobs: readonly DailyJob[], log: FastifyBaseLogger): Promise<void> {
  for (const job of jobs) {
    try {
      if (!(await claimTodaysRun(db, job.name))) continue;
      const outcome = await job.run(db);
      log.info({ job: job.name, ...outcome }, 'daily job done');
    } catch (error) {
      // Tried again tomorrow; a failure of one job does not hold up the others.
      log.error({ err: error, job: job.name }, 'daily job failed');
    }
  }
}
