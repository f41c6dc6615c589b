/**
 * The offer tables' planner statistics are refreshed while the process runs (db/statistics-keeper.ts):
 * on the embedded database nothing else does it, and plans made for the empty tables of a fresh
 * install made every offer slower than the last. A table is refreshed once it has doubled.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshOfferTableStatistics } from '#server/db/statistics-keeper.ts';
import { insertManyOffers } from '../helpers/admin-fixtures';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function analyzedPages(table: string): Promise<number> {
  const result = (await t.db.execute(
    sql`select relpages from pg_class where oid = to_regclass(${table})`,
  )) as unknown as { rows: Array<{ relpages: number }> };
  return Number(result.rows[0]?.relpages);
}

describe('offer table statistics', () => {
  it('refreshes the offers once they have grown, and not again until they double', async () => {
    await refreshOfferTableStatistics(t.db);
    const property = await insertProperty(t.db, { title: 'Villa in Grünwald' });
    const before = await analyzedPages('bids');
    await insertManyOffers(t.db, property.id, 3000);

    expect(await refreshOfferTableStatistics(t.db)).toContain('bids');
    const after = await analyzedPages('bids');
    expect(after).toBeGreaterThanOrEqual(8);
    expect(after).toBeGreaterThan(before);
    // The bid log's triggers wrote an entry per offer: its table grew as much.
    expect(await analyzedPages('bid_log')).toBeGreaterThanOrEqual(8);

    expect(await refreshOfferTableStatistics(t.db)).toEqual([]);
  });
});
