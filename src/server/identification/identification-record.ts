import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyerIdentifications, offers, properties } from '../db/schema';
import type { IdentificationKeys } from './identification-keys';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The awarded offer of a property and its buyer's address; null when not awarded or the offer is gone. */
async function awardedBuyerOf(db: Executor, propertyId: string) {
  const [row] = await db
    .select({
      offerId: offers.id,
      email: offers.email,
      title: properties.title,
      awardedAt: properties.awardedAt,
    })
    .from(properties)
    .innerJoin(offers, eq(offers.id, properties.awardedOfferId))
    .where(and(eq(properties.id, propertyId), isNotNull(properties.awardedAt)));
  return row && row.awardedAt ? { ...row, awardedAt: row.awardedAt } : null;
}

/**
 * The property whose award went to this offer, if any and if the offer still exists: the award
 * keeps naming an offer that was erased, and a token of an erased offer must open nothing.
 */
export async function propertyAwardedTo(db: Executor, offerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(offers, eq(offers.id, properties.awardedOfferId))
    .where(and(eq(properties.awardedOfferId, offerId), isNotNull(properties.awardedAt)));
  return row?.id ?? null;
}

export type IdentificationRow = typeof buyerIdentifications.$inferSelect;

export async function identificationOf(db: Executor, propertyId: string): Promise<IdentificationRow | null> {
  const [row] = await db.select().from(buyerIdentifications).where(eq(buyerIdentifications.propertyId, propertyId));
  return row ?? null;
}

/**
 * The awarded property's record, made on first use (a request, the buyer's first file or details).
 * Null when the property is not awarded, or its awarded offer was erased before a record existed.
 */
export async function ensureIdentification(
  db: Executor,
  keys: IdentificationKeys,
  propertyId: string,
): Promise<IdentificationRow | null> {
  const existing = await identificationOf(db, propertyId);
  if (existing) return existing;
  const buyer = await awardedBuyerOf(db, propertyId);
  if (!buyer) return null;
  await db
    .insert(buyerIdentifications)
    .values({
      propertyId,
      offerId: buyer.offerId,
      emailDigest: keys.digestOf(buyer.email),
      keyId: keys.keyId,
      propertyTitle: buyer.title.slice(0, 255),
      awardedAt: buyer.awardedAt,
    })
    .onConflictDoNothing();
  return identificationOf(db, propertyId);
}

/**
 * The end of the retention (decision 0139): the money-laundering act keeps records five years
 * from the end of the calendar year in which the business ended. The business ends at the latest
 * with the check of the identification, so the later of the award and the confirmation counts,
 * in Munich's calendar: 1 January of the sixth year after, 00:00 Europe/Berlin.
 */
export const KEPT_UNTIL_OF_CONFIRMATION = sql<Date>`(date_trunc('year', (greatest(${buyerIdentifications.awardedAt}, now()) at time zone 'Europe/Berlin')) + interval '6 years') at time zone 'Europe/Berlin'`;

/**
 * The retention job: records past their retention go, and so do records nothing was submitted to
 * once their offer is gone (deleted, erased or past the offers' retention): no duty keeps those,
 * and nobody can complete them any more. Answers how many.
 */
export async function deleteExpiredIdentifications(db: Executor): Promise<number> {
  const deleted = await db
    .delete(buyerIdentifications)
    .where(
      or(
        lt(buyerIdentifications.keptUntil, sql`now()`),
        and(isNull(buyerIdentifications.submittedAt), isNull(buyerIdentifications.offerId)),
      ),
    )
    .returning({ id: buyerIdentifications.id });
  return deleted.length;
}
