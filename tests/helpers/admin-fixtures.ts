import type { Database } from '../../src/server/db/client';
import { bids } from '../../src/server/db/schema';
import { VALID_OFFER } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A complete create body as the admin "new property" form would send it. */
export function validPropertyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Altbauwohnung in Schwabing',
    description: 'Großzügige Altbauwohnung mit Stuck.',
    address: 'Leopoldstraße 10, 80802 München',
    price: '1250000.00',
    livingArea: 120,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1905,
    images: [],
    features: ['Balkon', 'Parkett'],
    energyClass: 'C',
    energyConsumption: 110,
    heatingType: 'Fernwärme',
    isActive: true,
    auctionEndDate: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    ...overrides,
  };
}

export type BidRow = typeof bids.$inferSelect;

/** Inserts an offer directly (bypassing the public rate limit and auction checks). */
export async function insertBid(
  db: Database,
  propertyId: string,
  overrides: Partial<typeof bids.$inferInsert> = {},
): Promise<BidRow> {
  const rows = await db
    .insert(bids)
    .values({ propertyId, ...VALID_OFFER, ...overrides })
    .returning();
  return rows[0]!;
}
