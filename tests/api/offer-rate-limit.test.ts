import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp({ offerRateLimit: 3 });
  property = await insertProperty(t.db);
});
afterAll(() => t.close());

describe('OFFER_RATE_LIMIT', () => {
  it('answers 429 with a JSON message and Retry-After after N offers from one address', async () => {
    const visitor = t.client({ remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 3; i += 1) {
      expect((await visitor.post(`/api/properties/${property.id}/bids`, VALID_OFFER)).statusCode).toBe(201);
    }
    const limited = await visitor.post(`/api/properties/${property.id}/bids`, VALID_OFFER);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const [row] = await t.db.select({ value: count() }).from(offers);
    expect(row!.value).toBe(3);
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const spoofing = t.client({ remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '192.0.2.99' } });
    expect((await spoofing.post(`/api/properties/${property.id}/bids`, VALID_OFFER)).statusCode).toBe(429);
  });

  it('counts per address: another visitor may still offer', async () => {
    const other = t.client({ remoteAddress: '198.51.100.23' });
    expect((await other.post(`/api/properties/${property.id}/bids`, VALID_OFFER)).statusCode).toBe(201);
  });

  it('limits only offers, not reading the property', async () => {
    const visitor = t.client({ remoteAddress: '203.0.113.7' });
    expect((await visitor.get('/api/properties')).statusCode).toBe(200);
  });
});
