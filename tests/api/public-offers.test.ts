import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../src/server/db/schema';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  property = await insertProperty(t.db);
});
afterAll(() => t.close());

describe('POST /api/properties/:id/bids', () => {
  it('stores a valid offer and answers 201 with it', async () => {
    const response = await t.client().post(`/api/properties/${property.id}/bids`, VALID_OFFER);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ ...VALID_OFFER, propertyId: property.id, isFavorite: false });
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const rows = await t.db.select().from(bids);
    expect(rows.map((row) => row.id)).toContain(body.id);
  });
});
