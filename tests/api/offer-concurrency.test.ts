/** 500 offers in parallel → exactly 500 rows, and every 201 has its row. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const OFFERS = 500;

let t: TestApp;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  property = await insertProperty(t.db);
});
afterAll(() => t.close());

describe('offers in parallel', () => {
  it(`stores ${OFFERS} simultaneous offers, each exactly once`, async () => {
    const responses = await Promise.all(
      Array.from({ length: OFFERS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/properties/${property.id}/bids`,
          remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
          payload: {
            ...VALID_OFFER,
            firstName: `Bieter ${i}`,
            bidAmount: `${100000 + i}.${String(i % 100).padStart(2, '0')}`,
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(OFFERS).fill(201));

    const acknowledged = responses.map((response) =>
      response.json<{ id: string; firstName: string; bidAmount: string }>(),
    );
    expect(new Set(acknowledged.map((offer) => offer.id)).size).toBe(OFFERS);

    const rows = await t.db.select().from(offers).where(eq(offers.propertyId, property.id));
    expect(rows).toHaveLength(OFFERS);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const offer of acknowledged) {
      const row = byId.get(offer.id);
      expect(row, offer.id).toBeDefined();
      expect(row!.firstName).toBe(offer.firstName);
      expect(row!.bidAmount).toBe(offer.bidAmount);
    }
    // Every request's own data arrived, none mixed up with another's.
    const names = new Set(rows.map((row) => row.firstName));
    for (let i = 0; i < OFFERS; i += 1) expect(names.has(`Bieter ${i}`)).toBe(true);
  });
});
