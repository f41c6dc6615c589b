/**
 * Idempotent offers: a request repeated with the same Idempotency-Key (a lost answer, a retry, a
 * double click) is answered with the offer stored the first time, never stored twice.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, properties } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  property = await insertProperty(t.db);
});
afterAll(() => t.close());

const url = () => `/api/properties/${property.id}/bids`;
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const rowsWithKey = (key: string) => t.db.select().from(offers).where(eq(offers.idempotencyKey, key));
const rowCount = async () => (await t.db.select({ id: offers.id }).from(offers)).length;

describe('Idempotency-Key on POST /api/properties/:id/bids', () => {
  it('stores one offer for twenty parallel identical requests and answers each with it', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.client().post(url(), VALID_OFFER, withKey(key))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe([...ids][0]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
  });

  it('stores one offer per key, and one per request without a key', async () => {
    const before = await rowCount();
    const first = await t.client().post(url(), VALID_OFFER, withKey(randomUUID()));
    const second = await t.client().post(url(), VALID_OFFER, withKey(randomUUID()));
    const plainA = await t.client().post(url(), VALID_OFFER);
    const plainB = await t.client().post(url(), VALID_OFFER);
    for (const answer of [first, second, plainA, plainB]) expect(answer.statusCode).toBe(201);
    expect(new Set([first, second, plainA, plainB].map((answer) => answer.json().id)).size).toBe(4);
    expect(await rowCount()).toBe(before + 4);
  });

  it('refuses a key used before for a different offer (422) and keeps the first', async () => {
    const key = randomUUID();
    const first = await t.client().post(url(), VALID_OFFER, withKey(key));
    const other = await t.client().post(url(), { ...VALID_OFFER, bidAmount: '1.00' }, withKey(key));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: expect.stringContaining('Idempotency-Key') });
    const rows = await rowsWithKey(key);
    expect(rows.map((row) => row.id)).toEqual([first.json().id]);
    expect(rows[0]!.bidAmount).toBe(VALID_OFFER.bidAmount);
  });

  it('answers the stored offer again even after the property closed', async () => {
    const closing = await insertProperty(t.db);
    const key = randomUUID();
    const first = await t.client().post(`/api/properties/${closing.id}/bids`, VALID_OFFER, withKey(key));
    expect(first.statusCode).toBe(201);
    await t.db.update(properties).set({ isActive: false }).where(eq(properties.id, closing.id));
    const again = await t.client().post(`/api/properties/${closing.id}/bids`, VALID_OFFER, withKey(key));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const fresh = await t.client().post(`/api/properties/${closing.id}/bids`, VALID_OFFER, withKey(randomUUID()));
    expect(fresh.statusCode).toBe(404);
  });

  it('refuses a key that is not a UUID with 400 and stores nothing', async () => {
    const before = await rowCount();
    for (const key of ['abc', `${randomUUID()}x`, "'; drop table bids; --"]) {
      const answer = await t.client().post(url(), VALID_OFFER, withKey(key));
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().message).toContain('Idempotency-Key must be a UUID');
    }
    expect(await rowCount()).toBe(before);
  });

  it('treats a key in upper case as the same key', async () => {
    const key = randomUUID();
    const lower = await t.client().post(url(), VALID_OFFER, withKey(key));
    const upper = await t.client().post(url(), VALID_OFFER, withKey(key.toUpperCase()));
    expect(upper.json().id).toBe(lower.json().id);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });
});
