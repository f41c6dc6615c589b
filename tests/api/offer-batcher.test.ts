/** Group commit: offers placed at the same moment share one statement, each with its own outcome. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '../../src/server/db/schema';
import { OfferBatcher, type OfferToStore } from '../../src/server/offers/offer-batcher';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
let open: PropertyRow;
let closed: PropertyRow;
let inactive: PropertyRow;

beforeAll(async () => {
  database = await createTestDatabase();
  open = await insertProperty(database.db);
  closed = await insertProperty(database.db, { auctionEndDate: new Date(Date.now() - 1000) });
  inactive = await insertProperty(database.db, { isActive: false });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(offers);
});

const offerFor = (property: PropertyRow, overrides: Partial<OfferToStore> = {}): OfferToStore => ({
  propertyId: property.id,
  ...VALID_OFFER,
  bidAmount: '450000.00',
  language: 'de',
  ...overrides,
});

describe('OfferBatcher', () => {
  it('stores parallel offers for open properties only, and answers each with its own row', async () => {
    const batcher = new OfferBatcher(database.db);
    const requests = [
      ...Array.from({ length: 30 }, (_, n) => offerFor(open, { firstName: `Anna ${n}` })),
      offerFor(closed),
      offerFor(inactive),
      offerFor({ ...open, id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890' }),
    ];
    const answers = await Promise.all(requests.map((request) => batcher.insert(request)));
    expect(answers.slice(0, 30).map((stored) => stored?.firstName)).toEqual(
      requests.slice(0, 30).map((r) => r.firstName),
    );
    expect(answers.slice(30)).toEqual([undefined, undefined, undefined]);
    const rows = await database.db.select().from(offers);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(answers.slice(0, 30).map((stored) => stored!.id)));
    expect(rows.every((row) => row.bidAmount === '450000.00' && row.propertyId === open.id)).toBe(true);
  });

  it('stores one offer per Idempotency-Key, also within one statement', async () => {
    const batcher = new OfferBatcher(database.db);
    const key = 'a3b5c7d9-1e2f-4a6b-8c0d-2e4f6a8b0c1d';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => batcher.insert(offerFor(open, { idempotencyKey: key }))),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await database.db.$count(offers)).toBe(1);
  });

  it('fails only the offer whose value the database refuses; the others of its statement are stored', async () => {
    const batcher = new OfferBatcher(database.db);
    const results = await Promise.allSettled([
      batcher.insert(offerFor(open, { firstName: 'Erste' })),
      batcher.insert(offerFor(open, { firstName: 'Zweite' })),
      batcher.insert(offerFor(open, { firstName: 'Null\u0000Byte' })),
      batcher.insert(offerFor(open, { firstName: 'Vierte' })),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const names = (await database.db.select().from(offers)).map((row) => row.firstName).sort();
    expect(names).toEqual(['Erste', 'Vierte', 'Zweite']);
  });
});
