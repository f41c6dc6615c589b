import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { offers } from '#server/db/schema.ts';
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
    // GEG § 87's items an active listing states.
    energyCertificateType: 'demand',
    energyCarrier: 'districtHeating',
    energyCertificateYear: 2021,
    isActive: true,
    auctionEndDate: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    ...overrides,
  };
}

export type OfferRow = typeof offers.$inferSelect;

/** Inserts an offer directly (bypassing the public rate limit and auction checks). */
export async function insertOffer(
  db: Database,
  propertyId: string,
  overrides: Partial<typeof offers.$inferInsert> = {},
): Promise<OfferRow> {
  const rows = await db
    .insert(offers)
    .values({ propertyId, ...VALID_OFFER, ...overrides })
    .returning();
  return rows[0]!;
}

/**
 * Inserts count offers in one statement (generate_series), one second apart going back from
 * newest, every seventh a favourite. For export tests and the export bench.
 */
export async function insertManyOffers(
  db: Database,
  propertyId: string,
  count: number,
  newest = new Date(),
): Promise<void> {
  await db.execute(sql`
    insert into ${offers} (property_id, first_name, last_name, email, phone, bid_amount, is_favorite, created_at)
    select ${propertyId}::uuid, 'Vorname ' || g, 'Nachname ' || g, 'person' || g || '@example.de',
           '+49 89 ' || (100000 + g), (100000 + g * 10.25)::numeric(12, 2), g % 7 = 0,
           ${newest.toISOString()}::timestamptz - make_interval(secs => g)
    from generate_series(1, ${count}::int) as g`);
}
