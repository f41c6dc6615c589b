/**
 * Working through offers (decision 61): status and internal note (PATCH /api/admin/bids/:id), deleting
 * one offer (DELETE /api/admin/bids/:id), the status filter and the property title and highest-offer
 * mark of the paged list, and the overview's highest offer per property and offers per day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { OFFER_STATUSES } from '#shared/offers/offer-status.ts';
import { computeOverview, dayStarts } from '#server/offers/admin-overview.ts';
import { insertOffer } from '../helpers/admin-fixtures';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

interface AdminOffer {
  id: string;
  propertyId: string;
  lastName: string;
  bidAmount: string;
  isFavorite: boolean;
  status: string;
  note: string | null;
}
interface PageItem extends AdminOffer {
  propertyTitle: string;
  isHighest: boolean;
}
interface Page {
  items: PageItem[];
  total: number;
  nextCursor: string | null;
}
interface Overview {
  offerCount: number;
  offersToday: number;
  highestAmount: string | null;
  offersPerProperty: { propertyId: string; title: string; count: number; highestAmount: string }[];
  offersPerDay: { day: string; count: number }[];
}

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

let t: TestApp;
let admin: TestClient;
let villa: PropertyRow;
let flat: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  villa = await insertProperty(t.db, { title: 'Villa in Grünwald' });
  flat = await insertProperty(t.db, { title: 'Wohnung in Pasing' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
});

async function page(query = ''): Promise<Page> {
  const response = await admin.get(`/api/admin/offers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
  return row;
}

async function overview(timeZone = 'Europe/Berlin'): Promise<Overview> {
  const response = await admin.get(`/api/admin/overview?timeZone=${encodeURIComponent(timeZone)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Overview>();
}

describe('PATCH /api/admin/bids/:id', () => {
  it('sets the status, then the note, each alone, and answers the whole offer', async () => {
    const offer = await insertOffer(t.db, villa.id, { bidAmount: '810000.00' });
    expect((await storedRow(offer.id))?.status).toBe('new');

    const contacted = await admin.patch(`/api/admin/bids/${offer.id}`, { status: 'contacted' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json()).toMatchObject({
      id: offer.id,
      propertyId: villa.id,
      bidAmount: '810000.00',
      status: 'contacted',
      note: null,
      isFavorite: false,
    });

    const noted = await admin.patch(`/api/admin/bids/${offer.id}`, { note: 'Rückruf Dienstag, Finanzierung steht.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ status: 'contacted', note: 'Rückruf Dienstag, Finanzierung steht.' });

    const both = await admin.patch(`/api/admin/bids/${offer.id}`, { status: 'accepted', note: 'Zusage per Telefon' });
    expect(both.json()).toMatchObject({ status: 'accepted', note: 'Zusage per Telefon' });
    expect(await storedRow(offer.id)).toMatchObject({ status: 'accepted', note: 'Zusage per Telefon' });

    // The full list carries the new fields as well.
    const list = (await admin.get('/api/admin/bids')).json<AdminOffer[]>();
    expect(list.find((o) => o.id === offer.id)).toMatchObject({ status: 'accepted', note: 'Zusage per Telefon' });
  });

  it('takes every status the admin can choose, in any order', async () => {
    const offer = await insertOffer(t.db, villa.id);
    for (const status of [...OFFER_STATUSES].reverse()) {
      const response = await admin.patch(`/api/admin/bids/${offer.id}`, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect((await storedRow(offer.id))?.status).toBe(status);
    }
  });

  it('removes the note when it is empty, blank or null', async () => {
    const offer = await insertOffer(t.db, villa.id, { note: 'alt' });
    for (const note of ['', '   ', null]) {
      await t.db.update(offers).set({ note: 'alt' }).where(eq(offers.id, offer.id));
      const response = await admin.patch(`/api/admin/bids/${offer.id}`, { note });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminOffer>().note).toBeNull();
    }
  });

  it('keeps a note of 2,000 characters, line breaks included', async () => {
    const offer = await insertOffer(t.db, villa.id);
    const note = `Zeile 1\nZeile 2\t${'ä'.repeat(2000 - 16)}`;
    expect(note).toHaveLength(2000);
    const response = await admin.patch(`/api/admin/bids/${offer.id}`, { note });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedRow(offer.id))?.note).toBe(note);
  });

  it('answers 400 with a clear message for bad input, and changes nothing', async () => {
    const offer = await insertOffer(t.db, villa.id, { bidAmount: '500000.00' });
    await admin.patch(`/api/admin/bids/${offer.id}`, { status: 'contacted', note: 'erste Notiz' });
    const before = await storedRow(offer.id);

    const cases: [unknown, RegExp][] = [
      [{ status: 'won' }, /status must be one of new, contacted, accepted, declined/],
      [{ status: 'NEW' }, /status must be one of/],
      [{ status: null }, /status must be one of/],
      [{ status: 3 }, /status must be one of/],
      [{}, /Send a status, a note, or both/],
      [{ note: 'x'.repeat(2001) }, /note/],
      [{ note: 42 }, /note/],
      [{ note: 'mit\u0000NUL' }, /NUL/],
      [{ note: 'mit\u0007Steuerzeichen' }, /control characters/],
      [{ bidAmount: '1.00' }, /bidAmount/],
      [{ status: 'accepted', propertyId: flat.id }, /propertyId/],
      [[{ status: 'accepted' }], /./],
    ];
    for (const [body, message] of cases) {
      const response = await admin.patch(`/api/admin/bids/${offer.id}`, body);
      expect(response.statusCode, `${JSON.stringify(body)} → ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    for (const payload of [
      '"accepted"',
      '{"status": "accepted"',
      '{"status": "accepted", "__proto__": {"isFavorite": true}}',
    ]) {
      const raw = await admin.request({
        method: 'PATCH',
        url: `/api/admin/bids/${offer.id}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(raw.statusCode, payload).toBe(400);
      expect(raw.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }

    expect(await storedRow(offer.id)).toEqual(before);
  });

  it('answers 404 for an offer that does not exist, or an id that is not one', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await admin.patch(`/api/admin/bids/${id}`, { status: 'declined' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found' });
    }
  });

  it('is for signed-in admins with the CSRF token only', async () => {
    const offer = await insertOffer(t.db, villa.id);
    expect((await t.client().patch(`/api/admin/bids/${offer.id}`, { status: 'declined' })).statusCode).toBe(401);
    const noToken = await admin.patch(`/api/admin/bids/${offer.id}`, { status: 'declined' }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await storedRow(offer.id))?.status).toBe('new');
  });

  it('leaves the public answer to an offer as it was: no status, no note', async () => {
    const response = await t.client().post(`/api/properties/${villa.id}/bids`, VALID_OFFER);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<Record<string, unknown>>();
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('note');
    expect((await storedRow(body.id as string))?.status).toBe('new');
  });
});

describe('DELETE /api/admin/bids/:id', () => {
  it('deletes that offer only, then answers 404 for it', async () => {
    const keep = await insertOffer(t.db, villa.id, { lastName: 'Bleibt' });
    const gone = await insertOffer(t.db, villa.id, { lastName: 'Geht' });

    const response = await admin.delete(`/api/admin/bids/${gone.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Offer deleted' });
    expect(await storedRow(gone.id)).toBeUndefined();
    expect(await storedRow(keep.id)).toBeDefined();
    expect((await page()).items.map((o) => o.lastName)).toEqual(['Bleibt']);

    const again = await admin.delete(`/api/admin/bids/${gone.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Offer not found' });
    expect((await admin.delete('/api/admin/bids/not-a-uuid')).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/bids/${gone.id}`, { status: 'declined' })).statusCode).toBe(404);
  });

  it('is for signed-in admins with the CSRF token only', async () => {
    const offer = await insertOffer(t.db, villa.id);
    expect((await t.client().delete(`/api/admin/bids/${offer.id}`)).statusCode).toBe(401);
    expect((await admin.delete(`/api/admin/bids/${offer.id}`, undefined, { csrf: false })).statusCode).toBe(403);
    expect(await storedRow(offer.id)).toBeDefined();
  });

  it("moves the property's highest offer to the next one when the highest is deleted", async () => {
    await insertOffer(t.db, villa.id, { bidAmount: '700000.00' });
    const top = await insertOffer(t.db, villa.id, { bidAmount: '900000.00' });
    await insertOffer(t.db, flat.id, { bidAmount: '400000.00' });
    expect((await overview()).offersPerProperty.find((p) => p.propertyId === villa.id)?.highestAmount).toBe(
      '900000.00',
    );

    expect((await admin.delete(`/api/admin/bids/${top.id}`)).statusCode).toBe(200);
    const after = await overview();
    expect(after.offerCount).toBe(2);
    expect(after.offersPerProperty.find((p) => p.propertyId === villa.id)).toMatchObject({
      count: 1,
      highestAmount: '700000.00',
    });
    expect((await page(`?propertyId=${villa.id}`)).items).toEqual([
      expect.objectContaining({ bidAmount: '700000.00', isHighest: true }),
    ]);
  });
});

describe('the paged list for working through offers', () => {
  it('filters by status, alone and with the other filters, and refuses an unknown status', async () => {
    const a = await insertOffer(t.db, villa.id, { lastName: 'Angenommen', status: 'accepted' });
    await insertOffer(t.db, villa.id, { lastName: 'Neu' });
    await insertOffer(t.db, flat.id, { lastName: 'Kontaktiert', status: 'contacted', isFavorite: true });
    await insertOffer(t.db, flat.id, { lastName: 'Abgelehnt', status: 'declined' });

    expect((await page('?status=accepted')).items.map((o) => o.id)).toEqual([a.id]);
    expect((await page('?status=new')).items.map((o) => o.lastName)).toEqual(['Neu']);
    const combined = await page(`?status=contacted&propertyId=${flat.id}&favorite=true&q=kontakt`);
    expect(combined.items.map((o) => o.lastName)).toEqual(['Kontaktiert']);
    expect(combined.total).toBe(1);
    expect((await page(`?status=declined&propertyId=${villa.id}`)).total).toBe(0);

    // A status set through the API is found by the filter at once.
    await admin.patch(`/api/admin/bids/${a.id}`, { status: 'declined' });
    expect((await page('?status=declined')).items.map((o) => o.lastName).sort()).toEqual(['Abgelehnt', 'Angenommen']);

    for (const query of ['?status=won', '?status=', '?status=NEW']) {
      const response = await admin.get(`/api/admin/offers${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/status/);
    }
  });

  it("gives each row its property's title and marks the highest offer of each property, ties included", async () => {
    await insertOffer(t.db, villa.id, { lastName: 'V1', bidAmount: '1200000.00' });
    await insertOffer(t.db, villa.id, { lastName: 'V2', bidAmount: '1200000.00' });
    await insertOffer(t.db, villa.id, { lastName: 'V3', bidAmount: '999999.99' });
    await insertOffer(t.db, flat.id, { lastName: 'W1', bidAmount: '450000.00' });
    await insertOffer(t.db, flat.id, { lastName: 'W2', bidAmount: '450000.01' });

    const items = (await page('?sort=amount&dir=desc')).items;
    expect(items.map((o) => [o.lastName, o.propertyTitle, o.isHighest])).toEqual([
      [expect.stringMatching(/V[12]/), 'Villa in Grünwald', true],
      [expect.stringMatching(/V[12]/), 'Villa in Grünwald', true],
      ['V3', 'Villa in Grünwald', false],
      ['W2', 'Wohnung in Pasing', true],
      ['W1', 'Wohnung in Pasing', false],
    ]);
    // The mark is the property's, not the page's: a page of the lower offers still knows.
    const lower = (await page('?sort=amount&dir=asc&limit=2')).items;
    expect(lower.map((o) => [o.lastName, o.isHighest])).toEqual([
      ['W1', false],
      ['W2', true],
    ]);
  });
});

describe('GET /api/admin/overview for working through offers', () => {
  it('lists the highest offer and the count of each property', async () => {
    await insertOffer(t.db, villa.id, { bidAmount: '1500000.00' });
    await insertOffer(t.db, villa.id, { bidAmount: '1499999.99' });
    await insertOffer(t.db, villa.id, { bidAmount: '1000000.50' });
    await insertOffer(t.db, flat.id, { bidAmount: '380000.00' });
    const figures = await overview();
    expect(figures.offersPerProperty).toEqual([
      { propertyId: villa.id, title: 'Villa in Grünwald', count: 3, highestAmount: '1500000.00' },
      { propertyId: flat.id, title: 'Wohnung in Pasing', count: 1, highestAmount: '380000.00' },
    ]);
    expect(figures.highestAmount).toBe('1500000.00');
  });

  it('counts the offers of each of the last 14 days, days without offers as 0', async () => {
    const now = Date.now();
    const hour = 60 * 60 * 1000;
    const day = 24 * hour;
    const times = [now - 60_000, now - 2 * 60_000, now - 3 * day, now - 13 * day + hour, now - 20 * day];
    for (const createdAt of times) await insertOffer(t.db, villa.id, { createdAt: new Date(createdAt) });

    const figures = await overview('Europe/Berlin');
    expect(figures.offersPerDay).toHaveLength(14);
    const dates = figures.offersPerDay.map((d) => d.day);
    // Consecutive calendar days, today last.
    const berlinDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    expect(dates.at(-1)).toBe(berlinDate.format(new Date()));
    for (let n = 1; n < dates.length; n++) {
      expect(Date.parse(dates[n]!) - Date.parse(dates[n - 1]!), dates.join()).toBe(day);
    }
    // Each offer of the last 14 days is counted on its Berlin date, the one 20 days ago not at all.
    const expected = new Map<string, number>();
    for (const time of times) {
      const date = berlinDate.format(new Date(time));
      if (dates.includes(date)) expected.set(date, (expected.get(date) ?? 0) + 1);
    }
    expect(figures.offersPerDay).toEqual(dates.map((date) => ({ day: date, count: expected.get(date) ?? 0 })));
    expect(figures.offersPerDay.filter((d) => d.count === 0).length).toBeGreaterThanOrEqual(10);
    expect(figures.offersPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(
      [...expected.values()].reduce((a, b) => a + b, 0),
    );
    // The figure "offers today" and the chart's last day are one count.
    expect(figures.offersToday).toBe(expected.get(dates.at(-1)!) ?? 0);
    expect(figures.offersToday).toBe(figures.offersPerDay.at(-1)!.count);
  });

  it("puts an offer on the admin's calendar day, whatever the time zone", async () => {
    // 23:30 UTC on 24 November is 25 November in Berlin and still 24 November in New York.
    const now = new Date('2026-11-25T12:00:00Z');
    await insertOffer(t.db, villa.id, { createdAt: new Date('2026-11-24T23:30:00Z') });
    await insertOffer(t.db, villa.id, { createdAt: new Date('2026-11-12T00:30:00Z') });

    const berlin = await computeOverview(t.db, 'Europe/Berlin', now);
    expect(berlin.offersToday).toBe(1);
    expect(berlin.offersPerDay[0]).toEqual({ day: '2026-11-12', count: 1 });
    expect(berlin.offersPerDay.at(-1)).toEqual({ day: '2026-11-25', count: 1 });
    expect(berlin.offersPerDay.filter((d) => d.count > 0)).toHaveLength(2);

    const newYork = await computeOverview(t.db, 'America/New_York', now);
    expect(newYork.offersPerDay[0]).toEqual({ day: '2026-11-12', count: 0 });
    expect(newYork.offersPerDay.find((d) => d.day === '2026-11-24')).toEqual({ day: '2026-11-24', count: 1 });
    expect(newYork.offersPerDay.at(-1)).toEqual({ day: '2026-11-25', count: 0 });
    expect(newYork.offersToday).toBe(0);
    // 00:30 UTC on 12 November was still 11 November in New York: before the 14 days.
    expect(newYork.offersPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(1);

    // Kolkata is 5:30 ahead: days that do not begin on a full UTC hour.
    const kolkata = await computeOverview(t.db, 'Asia/Kolkata', now);
    expect(kolkata.offersPerDay.find((d) => d.day === '2026-11-25')?.count).toBe(1);
    expect(kolkata.offersPerDay.find((d) => d.day === '2026-11-12')?.count).toBe(1);
  });

  it('has days of 23 and 25 hours where the clocks change', () => {
    const spring = dayStarts('Europe/Berlin', 14, new Date('2026-04-02T10:00:00Z'));
    expect(spring).toHaveLength(15);
    const lengths = spring.slice(1).map((start, n) => (start.getTime() - spring[n]!.getTime()) / 3_600_000);
    expect(lengths.filter((h) => h === 23)).toHaveLength(1);
    expect(lengths.filter((h) => h !== 23 && h !== 24)).toEqual([]);
    expect(spring.find((start) => start.toISOString() === '2026-03-28T23:00:00.000Z')).toBeDefined();
    expect(spring.at(-1)!.toISOString()).toBe('2026-04-02T22:00:00.000Z');

    const autumn = dayStarts('Europe/Berlin', 14, new Date('2026-10-30T10:00:00Z'));
    const autumnLengths = autumn.slice(1).map((start, n) => (start.getTime() - autumn[n]!.getTime()) / 3_600_000);
    expect(autumnLengths.filter((h) => h === 25)).toHaveLength(1);
  });
});
