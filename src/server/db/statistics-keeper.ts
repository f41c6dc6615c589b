import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './client';
import { OFFER_TABLES, refreshStatisticsIfStale, type MaintainedTable } from './table-statistics';

/** How often the embedded database's offer tables are looked at (five catalogue reads, ~1 ms). */
const CHECK_INTERVAL_MS = 3_000;

/** Refreshes the statistics of each offer table that has doubled since they were taken; names those it did. */
export async function refreshOfferTableStatistics(db: Database): Promise<MaintainedTable[]> {
  const refreshed: MaintainedTable[] = [];
  for (const table of OFFER_TABLES) if (await refreshStatisticsIfStale(db, table)) refreshed.push(table);
  return refreshed;
}

/**
 * Embedded database only (PostgreSQL's autovacuum does this there): keeps the planner statistics
 * of the tables every offer writes to fresh while the process runs. Start-up analyzes them once,
 * but on a fresh install they are empty then, and the plans chosen for empty tables (the
 * triggers' and foreign keys' cached ones too) got slower with every offer: 730 offers/s falling
 * to 340/s within 20 s; kept fresh, 1,500/s. A table is vacuumed and analyzed when it has doubled
 * since, which also replans the statements that read it.
 */
export default fp(
  async function statisticsKeeper(app: FastifyInstance) {
    if (app.dbKind !== 'pglite') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const check = async () => {
      try {
        const tables = await refreshOfferTableStatistics(app.db);
        if (tables.length > 0) app.log.debug({ tables }, 'table statistics refreshed');
      } catch (error) {
        app.log.warn({ err: error }, 'table statistics not refreshed');
      }
    };
    app.addHook('onReady', async () => {
      let checking = false;
      timer = setInterval(() => {
        // A vacuum of a large table may outlast the interval: one check at a time.
        if (checking) return;
        checking = true;
        running = check().finally(() => (checking = false));
      }, CHECK_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'statistics-keeper', dependencies: ['db'] },
);
