import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetAuditAddresses, purgeAudit } from '../audit/audit-log';
import { purgeLoginFailures } from '../auth/login-limiter';
import { purgeRateLimitCounters } from '../limits/database-rate-limit-store';
import { deleteExpiredOffers } from '../privacy/personal-data';
import { purgeExpiredAgreements } from '../documents/agreement-retention';
import { purgeSpentVerificationTokens } from '../offers/offer-verification';
import { deleteExpiredIdentifications } from '../identification/identification-record';
import { runDueJobs, type DailyJob } from './daily-jobs';

/** The audit log is kept one year (decision 63); offers OFFER_RETENTION_DAYS after their offer period. */
const AUDIT_KEEP_DAYS = 365;
const HOUR_MS = 60 * 60 * 1000;

export function dailyJobs(offerRetentionDays: number): DailyJob[] {
  return [
    { name: 'purge-audit-log', run: async (db) => ({ deleted: await purgeAudit(db, AUDIT_KEEP_DAYS) }) },
    { name: 'forget-audit-addresses', run: async (db) => ({ forgotten: await forgetAuditAddresses(db) }) },
    { name: 'purge-login-failures', run: async (db) => ({ deleted: await purgeLoginFailures(db) }) },
    { name: 'purge-rate-limit-counters', run: async (db) => ({ deleted: await purgeRateLimitCounters(db) }) },
    // Verification links used or expired (decision 0072).
    {
      name: 'purge-spent-verification-links',
      run: async (db) => ({ deleted: await purgeSpentVerificationTokens(db) }),
    },
    // Brokerage agreements past the commission claim's limitation (decision 0128).
    { name: 'purge-expired-agreements', run: async (db) => ({ deleted: await purgeExpiredAgreements(db) }) },
    // Buyers' identifications past the money-laundering act's five years (decision 0139).
    {
      name: 'delete-expired-identifications',
      run: async (db) => ({ deleted: await deleteExpiredIdentifications(db) }),
    },
    {
      name: 'delete-expired-offers',
      run: async (db) => ({ deleted: await deleteExpiredOffers(db, offerRetentionDays) }),
    },
  ];
}

/**
 * Housekeeping once a day across all instances: each instance looks every hour (and at start-up)
 * whether today's run is still to do; the first to claim it runs it.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = dailyJobs(app.config.offerRetentionDays);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const tick = () => {
      running = runDueJobs(app.db, jobs, app.log.child({ component: 'jobs' }));
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, HOUR_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
