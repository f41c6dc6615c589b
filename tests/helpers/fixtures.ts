import type { Database } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PropertyRow = typeof properties.$inferSelect;

/** Inserts a complete, active property whose auction ends in a week, with any field overridden. */
export async function insertProperty(
  db: Database,
  overrides: Partial<typeof properties.$inferInsert> = {},
): Promise<PropertyRow> {
  const rows = await db
    .insert(properties)
    .values({
      title: 'Testwohnung am Gärtnerplatz',
      description: 'Helle Wohnung.',
      address: 'Gärtnerplatz 1, 80469 München',
      price: '850000.00',
      livingArea: 80,
      bedrooms: 2,
      bathrooms: 1,
      yearBuilt: 1998,
      images: [],
      features: ['Balkon'],
      energyClass: 'B',
      energyConsumption: 70,
      heatingType: 'Gas',
      // GEG § 87's items an active listing states.
      energyCertificateType: 'consumption',
      energyCarrier: 'naturalGas',
      energyCertificateYear: 2020,
      isActive: true,
      auctionEndDate: new Date(Date.now() + 7 * DAY_MS),
      ...overrides,
    })
    .returning();
  return rows[0]!;
}

export const VALID_OFFER = {
  firstName: 'Maximilian',
  lastName: 'Huber',
  email: 'max.huber@example.de',
  phone: '+49 89 123456',
  bidAmount: '950000.00',
} as const;
