import { desc, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offers } from '../db/schema';

export type OfferRow = typeof offers.$inferSelect;

/** Every offer, newest first (the admin list has no paging; the export streams instead). */
export async function listOffers(db: Database): Promise<OfferRow[]> {
  return db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
}

/** Flips the flag in one statement, so two quick clicks toggle twice instead of racing. */
export async function toggleFavorite(db: Database, id: string): Promise<OfferRow | null> {
  const rows = await db
    .update(offers)
    .set({ isFavorite: not(offers.isFavorite) })
    .where(eq(offers.id, id))
    .returning();
  return rows[0] ?? null;
}

/** Deletes every offer and counts them in the same statement (no id list in memory). */
export async function deleteAllOffers(db: Database): Promise<number> {
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const result = (await db.execute(
    sql`with removed as (delete from ${offers} returning 1) select count(*)::int as deleted from removed`,
  )) as unknown as { rows: Array<{ deleted: number }> };
  return result.rows[0]?.deleted ?? 0;
}

/** Counted without loading the rows (used by tests and the bench). */
export async function countOffers(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(offers);
  return rows[0]?.n ?? 0;
}
