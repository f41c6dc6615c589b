import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offers, properties } from '../db/schema';

export interface NewOffer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Normalized decimal string, e.g. "250000.00". */
  bidAmount: string;
}

type StoredOffer = typeof offers.$inferSelect;

export type OfferOutcome =
  | { kind: 'created'; offer: StoredOffer }
  /** The same request came again (same Idempotency-Key): the offer stored the first time. */
  | { kind: 'replayed'; offer: StoredOffer }
  /** The key was used before for a different offer. */
  | { kind: 'key-reused' }
  | { kind: 'not-found' }
  | { kind: 'auction-ended' };

function isSameOffer(stored: StoredOffer, propertyId: string, offer: NewOffer): boolean {
  return (
    stored.propertyId === propertyId &&
    stored.firstName === offer.firstName &&
    stored.lastName === offer.lastName &&
    stored.email === offer.email &&
    stored.phone === offer.phone &&
    stored.bidAmount === offer.bidAmount
  );
}

async function findByKey(db: Database, key: string): Promise<StoredOffer | undefined> {
  const rows = await db.select().from(offers).where(eq(offers.idempotencyKey, key)).limit(1);
  return rows[0];
}

function answerFor(stored: StoredOffer, propertyId: string, offer: NewOffer): OfferOutcome {
  return isSameOffer(stored, propertyId, offer) ? { kind: 'replayed', offer: stored } : { kind: 'key-reused' };
}

/** PostgreSQL's not_null_violation: the property subquery found no open, active property. */
const NOT_NULL_VIOLATION = '23502';

function isNotNullViolation(error: unknown): boolean {
  return (error as { cause?: { code?: unknown } } | null)?.cause?.code === NOT_NULL_VIOLATION;
}

/**
 * Stores an offer for an active property whose auction is still open, in one statement: the
 * property id comes from a subquery that finds nothing (NULL, refused by the NOT NULL column)
 * unless the property is active and open. No explicit transaction, so once it returns the row is
 * committed and synced. Only a refused offer costs further queries, to say why.
 *
 * With an idempotency key, an offer already stored under it is answered again, even if the
 * property has closed since: that offer was acknowledged once. Parallel requests with one key meet
 * at the unique index; the losers find the winner's row.
 */
export async function placeOffer(
  db: Database,
  propertyId: string,
  offer: NewOffer,
  idempotencyKey?: string,
  now = new Date(),
): Promise<OfferOutcome> {
  const openProperty = sql`(select ${properties.id} from ${properties}
    where ${properties.id} = ${propertyId} and ${properties.isActive}
      and ${properties.auctionEndDate} > ${now.toISOString()}::timestamptz)`;
  const insert = db.insert(offers).values({ propertyId: openProperty, ...offer, idempotencyKey });
  let inserted: StoredOffer[];
  try {
    inserted = idempotencyKey
      ? await insert.onConflictDoNothing({ target: offers.idempotencyKey }).returning()
      : await insert.returning();
  } catch (error) {
    if (!isNotNullViolation(error)) throw error;
    return refusal(db, propertyId, offer, idempotencyKey, now);
  }
  if (inserted[0]) return { kind: 'created', offer: inserted[0] };

  // Another request with the same key stored its offer first (if that offer was deleted in
  // between, by "delete all", this request stores its own).
  const winner = await findByKey(db, idempotencyKey!);
  return winner ? answerFor(winner, propertyId, offer) : placeOffer(db, propertyId, offer, idempotencyKey, now);
}

/** Why no offer was stored: an earlier one under the same key, or the property's state. */
async function refusal(
  db: Database,
  propertyId: string,
  offer: NewOffer,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<OfferOutcome> {
  if (idempotencyKey) {
    const earlier = await findByKey(db, idempotencyKey);
    if (earlier) return answerFor(earlier, propertyId, offer);
  }
  const rows = await db
    .select({ isActive: properties.isActive, auctionEndDate: properties.auctionEndDate })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  const property = rows[0];
  if (property?.isActive && property.auctionEndDate.getTime() <= now.getTime()) return { kind: 'auction-ended' };
  return { kind: 'not-found' };
}
