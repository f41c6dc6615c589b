import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bids, properties } from '../db/schema';

export interface NewOffer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Normalized decimal string, e.g. "250000.00". */
  bidAmount: string;
}

export type OfferOutcome =
  { kind: 'created'; bid: typeof bids.$inferSelect } | { kind: 'not-found' } | { kind: 'auction-ended' };

/**
 * Stores an offer for an active property whose auction is still open. The insert is a single
 * statement (no explicit transaction), so once it returns the row is committed and synced.
 */
export async function placeOffer(
  db: Database,
  propertyId: string,
  offer: NewOffer,
  now = new Date(),
): Promise<OfferOutcome> {
  const rows = await db
    .select({ isActive: properties.isActive, auctionEndDate: properties.auctionEndDate })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  const property = rows[0];
  if (!property || !property.isActive) return { kind: 'not-found' };
  if (property.auctionEndDate.getTime() <= now.getTime()) return { kind: 'auction-ended' };

  const inserted = await db
    .insert(bids)
    .values({ propertyId, ...offer })
    .returning();
  return { kind: 'created', bid: inserted[0]! };
}
