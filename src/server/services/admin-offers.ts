import { desc, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bids } from '../db/schema';

export type BidRow = typeof bids.$inferSelect;

/** Every offer, newest first (the admin list has no paging; the export streams instead). */
export async function listOffers(db: Database): Promise<BidRow[]> {
  return db.select().from(bids).orderBy(desc(bids.createdAt), desc(bids.id));
}

/** Flips the flag in one statement, so two quick clicks toggle twice instead of racing. */
export async function toggleFavorite(db: Database, id: string): Promise<BidRow | null> {
  const rows = await db
    .update(bids)
    .set({ isFavorite: not(bids.isFavorite) })
    .where(eq(bids.id, id))
    .returning();
  return rows[0] ?? null;
}

/** Deletes every offer and counts them in the same statement (no id list in memory). */
export async function deleteAllOffers(db: Database): Promise<number> {
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const result = (await db.execute(
    sql`with removed as (delete from ${bids} returning 1) select count(*)::int as deleted from removed`,
  )) as unknown as { rows: Array<{ deleted: number }> };
  return result.rows[0]?.deleted ?? 0;
}

/** Counted without loading the rows (used by tests and the bench). */
export async function countOffers(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(bids);
  return rows[0]?.n ?? 0;
}
