/** GET /api/admin/offers (keyset pages, filters, search) and GET /api/admin/overview. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { startOfToday } from '#server/offers/admin-overview.ts';
import { insertManyOffers, insertOffer } from '../helpers/admin-fixtures';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

interface Page {
  items: { id: string; firstName: string; bidAmount: string; createdAt: string; isFavorite: boolean }[];
  total: number;
  nextCursor: string | null;
}

let t: TestApp;
let admin: TestClient;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  property = await insertProperty(t.db, { title: 'Altbau in Haidhausen' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
});

async function page(query: string): Promise<Page> {
  const response = await admin.get(`/api/admin/offers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** Follows nextCursor to the end and returns every item in order. */
async function allPages(query: string): Promise<Page['items']> {
  const items: Page['items'] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '?';
    const current: Page = await page(cursor ? `${query}${separator}cursor=${encodeURIComponent(cursor)}` : query);
    items.push(...current.items);
    cursor = current.nextCursor;
  } while (cursor);
  return items;
}

describe('GET /api/admin/offers', () => {
  it('pages newest first by default, 50 at a time, every offer once', async () => {
    await insertManyOffers(t.db, property.id, 120);
    const first = await page('');
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(120);
    expect(first.nextCursor).not.toBeNull();
    const items = await allPages('');
    expect(items).toHaveLength(120);
    expect(new Set(items.map((o) => o.id)).size).toBe(120);
    const times = items.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps order for offers in the same microsecond (ties broken by id) and across amounts', async () => {
    const createdAt = new Date('2026-11-20T10:00:00.123456Z');
    for (let n = 0; n < 7; n++) await insertOffer(t.db, property.id, { createdAt, bidAmount: '500000.00' });
    const byDate = await allPages('?limit=3');
    expect(byDate).toHaveLength(7);
    expect(new Set(byDate.map((o) => o.id)).size).toBe(7);
    const byAmount = await allPages('?limit=2&sort=amount&dir=asc');
    expect(new Set(byAmount.map((o) => o.id)).size).toBe(7);
  });

  it('orders by amount either way', async () => {
    for (const amount of ['300000.00', '1250000.50', '999.99', '450000.00']) {
      await insertOffer(t.db, property.id, { bidAmount: amount });
    }
    expect((await allPages('?sort=amount&dir=desc&limit=3')).map((o) => o.bidAmount)).toEqual([
      '1250000.50',
      '450000.00',
      '300000.00',
      '999.99',
    ]);
    expect((await allPages('?sort=amount&dir=asc&limit=3')).map((o) => o.bidAmount)).toEqual([
      '999.99',
      '300000.00',
      '450000.00',
      '1250000.50',
    ]);
  });

  it('filters by favourite, property and search text (name, e-mail, phone; % and _ literal)', async () => {
    const other = await insertProperty(t.db, { title: 'Reihenhaus in Pasing' });
    await insertOffer(t.db, property.id, { firstName: 'Anna', lastName: 'Berger', isFavorite: true });
    await insertOffer(t.db, property.id, { firstName: 'Bernd', lastName: 'Maier', email: 'b.maier@example.de' });
    await insertOffer(t.db, other.id, { firstName: 'Clara', lastName: '100%_Huber', phone: '+49 171 555' });

    expect((await page('?favorite=true')).items.map((o) => o.firstName)).toEqual(['Anna']);
    expect((await page('?favorite=false')).total).toBe(2);
    expect((await page(`?propertyId=${other.id}`)).items.map((o) => o.firstName)).toEqual(['Clara']);
    expect((await page('?q=anna%20berger')).items.map((o) => o.firstName)).toEqual(['Anna']);
    expect((await page('?q=MAIER@')).items.map((o) => o.firstName)).toEqual(['Bernd']);
    expect((await page('?q=171%20555')).items.map((o) => o.firstName)).toEqual(['Clara']);
    expect((await page('?q=%25_')).items.map((o) => o.firstName)).toEqual(['Clara']);
    expect((await page('?q=_')).total).toBe(1);
    const combined = await page(`?propertyId=${property.id}&favorite=false&q=bernd`);
    expect(combined.items.map((o) => o.firstName)).toEqual(['Bernd']);
    expect(combined.total).toBe(1);
  });

  it('answers 400 {message} for a bad limit, sort, filter or cursor, and changes nothing', async () => {
    await insertOffer(t.db, property.id);
    for (const query of [
      '?limit=0',
      '?limit=201',
      '?limit=abc',
      '?sort=email',
      '?dir=up',
      '?favorite=yes',
      '?propertyId=not-a-uuid',
      `?q=${'x'.repeat(101)}`,
      '?cursor=garbage',
      `?cursor=${Buffer.from('["x","not-a-uuid"]').toString('base64url')}`,
      `?cursor=${Buffer.from('["yesterday","6f1c2d3e-4b5a-4c6d-8e7f-901234567890"]').toString('base64url')}`,
      `?sort=amount&cursor=${Buffer.from('["2026-11-20 10:00:00+00","6f1c2d3e-4b5a-4c6d-8e7f-901234567890"]').toString('base64url')}`,
      `?cursor=${Buffer.from('["12.50","6f1c2d3e-4b5a-4c6d-8e7f-901234567890"]').toString('base64url')}`,
    ]) {
      const response = await admin.get(`/api/admin/offers${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    expect((await page('')).total).toBe(1);
  });

  it('is for signed-in admins only', async () => {
    expect((await t.client().get('/api/admin/offers')).statusCode).toBe(401);
    expect((await t.client().get('/api/admin/overview')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/overview', () => {
  it("computes the overview's figures in the database: active properties, offers today, average, highest", async () => {
    const now = Date.now();
    await insertOffer(t.db, property.id, { bidAmount: '500000.00', createdAt: new Date(now - 60_000) });
    await insertOffer(t.db, property.id, { bidAmount: '700000.01', createdAt: new Date(now - 120_000) });
    await insertOffer(t.db, property.id, { bidAmount: '100000.00', createdAt: new Date(now - 3 * 86_400_000) });
    const response = await admin.get('/api/admin/overview?timeZone=Europe%2FBerlin');
    expect(response.statusCode).toBe(200);
    const overview = response.json<Record<string, unknown>>();
    const active = (await t.client().get('/api/properties')).json<unknown[]>().length;
    expect(overview).toMatchObject({
      activeProperties: active,
      offerCount: 3,
      averageAmount: '433333.34',
      highestAmount: '700000.01',
      offersPerProperty: [{ propertyId: property.id, title: 'Altbau in Haidhausen', count: 3 }],
    });
    // Two offers a few minutes old are today's unless Berlin's day began in the last two minutes.
    expect(overview.offersToday).toBeGreaterThanOrEqual(
      now - startOfToday('Europe/Berlin').getTime() > 120_000 ? 2 : 0,
    );
    expect(overview.offersToday).toBeLessThanOrEqual(2);
  });

  it('has no average or highest offer without offers', async () => {
    const overview = (await admin.get('/api/admin/overview')).json<Record<string, unknown>>();
    expect(overview).toMatchObject({ offerCount: 0, offersToday: 0, averageAmount: null, highestAmount: null });
    expect(overview.offersPerProperty).toEqual([]);
  });

  it("counts today's offers in the admin's time zone", async () => {
    // 25 November began at 23:00 UTC the day before in Berlin, at 05:00 UTC in New York.
    const berlinMidnight = startOfToday('Europe/Berlin', new Date('2026-11-25T08:00:00Z'));
    expect(berlinMidnight.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(startOfToday('America/New_York', new Date('2026-11-25T08:00:00Z')).toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
    // A day on which the clocks change: Berlin's 29 March 2026 began at 23:00 UTC the day before.
    expect(startOfToday('Europe/Berlin', new Date('2026-03-29T12:00:00Z')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });

  it('answers 400 for an unknown time zone', async () => {
    const response = await admin.get('/api/admin/overview?timeZone=Mars%2FOlympus');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});
