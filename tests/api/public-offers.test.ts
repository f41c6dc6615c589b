import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, sessions } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  property = await insertProperty(t.db);
});
afterAll(() => t.close());

async function offersOf(propertyId: string) {
  return t.db.select().from(offers).where(eq(offers.propertyId, propertyId));
}

describe('POST /api/properties/:id/bids', () => {
  it('stores a valid offer and answers 201 with it', async () => {
    const before = Date.now();
    const response = await t.client().post(`/api/properties/${property.id}/bids`, VALID_OFFER);
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'bidAmount',
        'createdAt',
        'email',
        'firstName',
        'id',
        'isFavorite',
        'lastName',
        'phone',
        'propertyId',
        // The receipt's reference and the bidder's own page (decision 0110).
        'reference',
        'myOffersToken',
      ].sort(),
    );
    expect(body).toMatchObject({ ...VALID_OFFER, propertyId: property.id, isFavorite: false });
    expect(body.id).toMatch(UUID);
    expect(body.createdAt).toMatch(ISO);
    expect(new Date(body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const [row] = await t.db.select().from(offers).where(eq(offers.id, body.id));
    expect(row).toMatchObject({ ...VALID_OFFER, propertyId: property.id, isFavorite: false });
  });

  it('answers the amount as a two-decimal string whatever form it arrived in', async () => {
    for (const [sent, stored] of [
      ['950000', '950000.00'],
      ['950000.5', '950000.50'],
      [950000, '950000.00'],
      [1234.5, '1234.50'],
      [0.01, '0.01'],
    ] as const) {
      const response = await t
        .client()
        .post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, bidAmount: sent });
      expect(response.statusCode, String(sent)).toBe(201);
      expect(response.json().bidAmount).toBe(stored);
      const [row] = await t.db.select().from(offers).where(eq(offers.id, response.json().id));
      expect(row!.bidAmount).toBe(stored);
    }
  });

  it('takes the property from the path, not from a propertyId in the body', async () => {
    const other = await insertProperty(t.db, { title: 'Andere Wohnung' });
    const response = await t
      .client()
      .post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, propertyId: other.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().propertyId).toBe(property.id);
    expect(await offersOf(other.id)).toHaveLength(0);

    const toMissing = await t
      .client()
      .post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, propertyId: MISSING_ID });
    expect(toMissing.statusCode).toBe(201);
    expect(toMissing.json().propertyId).toBe(property.id);

    // Whatever form the ignored field takes, it neither decides nor breaks the offer.
    for (const propertyId of [5, null, { id: other.id }]) {
      const odd = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, propertyId });
      expect(odd.statusCode).toBe(201);
      expect(odd.json().propertyId).toBe(property.id);
    }
  });

  it('answers 404 for an unknown property and stores nothing', async () => {
    const response = await t.client().post(`/api/properties/${MISSING_ID}/bids`, VALID_OFFER);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await offersOf(MISSING_ID)).toHaveLength(0);
  });

  it('answers 404 for an inactive property and stores nothing', async () => {
    const inactive = await insertProperty(t.db, { isActive: false });
    const response = await t.client().post(`/api/properties/${inactive.id}/bids`, VALID_OFFER);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await offersOf(inactive.id)).toHaveLength(0);
  });

  it.each(['not-a-uuid', '123', `${MISSING_ID}x`, 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "1'%20OR%20'1'='1", '%00'])(
    'answers 404 for the malformed property id %s',
    async (id) => {
      const response = await t.client().post(`/api/properties/${id}/bids`, VALID_OFFER);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );

  it('answers 409 when the auction has ended and stores nothing', async () => {
    const ended = await insertProperty(t.db, { auctionEndDate: new Date(Date.now() - 1000) });
    const response = await t.client().post(`/api/properties/${ended.id}/bids`, VALID_OFFER);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await offersOf(ended.id)).toHaveLength(0);
  });

  it('checks the property before the auction: an ended, inactive property is 404', async () => {
    const both = await insertProperty(t.db, { isActive: false, auctionEndDate: new Date(Date.now() - 1000) });
    const response = await t.client().post(`/api/properties/${both.id}/bids`, VALID_OFFER);
    expect(response.statusCode).toBe(404);
  });

  it('needs no session, no CSRF token and writes no session row', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.id}/bids`,
      payload: VALID_OFFER,
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    const [row] = await t.db.select({ value: count() }).from(sessions);
    expect(row!.value).toBe(0);
  });

  it('is not rate limited when OFFER_RATE_LIMIT is 0', async () => {
    const client = t.client();
    for (let i = 0; i < 35; i += 1) {
      const response = await client.post(`/api/properties/${property.id}/bids`, VALID_OFFER);
      expect(response.statusCode).toBe(201);
    }
  });
});
