import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '#shared/api/contract.ts';
import { bidLogCause } from '../bid-log/bid-log-cause';
import type { Database } from '../db/client';
import { offerDocuments, offers, offerTerms } from '../db/schema';
import { TERMS_COLUMNS, termsOfRow, type OfferTerms } from './offer-terms';

export type OfferRow = typeof offers.$inferSelect;

/** Every offer with its terms, newest first (the admin list has no paging; the export streams instead). */
export async function listOffers(db: Database): Promise<Array<OfferRow & { terms: OfferTerms | null }>> {
  const rows = await db
    .select({ offer: offers, ...TERMS_COLUMNS })
    .from(offers)
    .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
    .leftJoin(offerDocuments, eq(offerDocuments.offerId, offers.id))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(({ offer, ...terms }) => ({ ...offer, terms: termsOfRow(terms) }));
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

/**
 * The agent's status and note; nothing else of an offer changes (a trigger refuses a new amount or
 * property, which the running totals rely on). Null when no offer has that id.
 */
export async function updateOffer(
  db: Database,
  id: string,
  change: ParsedBodyOf<'updateOffer'>,
): Promise<OfferRow | null> {
  const set: Partial<Pick<OfferRow, 'status' | 'note'>> = {};
  if (change.status !== undefined) set.status = change.status;
  if (change.note !== undefined) set.note = change.note;
  const rows = await db.update(offers).set(set).where(eq(offers.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * Deletes one offer (its running totals and its bid log entry follow in the same statement); false
 * when it was not there.
 */
export async function deleteOffer(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(offers)
    .where(and(eq(offers.id, id), bidLogCause('admin')))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/**
 * Deletes every offer and counts them in the same statement (no id list in memory); each
 * property's bid log records how many it lost.
 */
/** Deletes every offer, or only one property's; answers how many went. */
export async function deleteAllOffers(db: Database, propertyId?: string): Promise<number> {
  const ofProperty = propertyId === undefined ? sql`` : sql`and ${offers.propertyId} = ${propertyId}`;
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const result = (await db.execute(
    sql`with removed as (delete from ${offers} where ${bidLogCause('delete-all')} ${ofProperty} returning 1)
      select count(*)::int as deleted from removed`,
  )) as unknown as { rows: Array<{ deleted: number }> };
  return result.rows[0]?.deleted ?? 0;
}

/** Counted without loading the rows (used by tests and the bench). */
export async function countOffers(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(offers);
  return rows[0]?.n ?? 0;
}
