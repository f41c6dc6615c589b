/**
 * Decision 114: a bidder withdraws an offer from their own page. The offer stays on record,
 * marked, and in the bid log; it counts no more — the open procedure's highest offer, its count,
 * the least next offer, the admin's "highest" mark, the seller's view and the export all follow —
 * and a withdrawal can neither be taken back nor repeated into a second entry.
 */
import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, offerTotals, offers } from '#server/db/schema.ts';
import { EXPORT_HEADERS } from '#server/offers/offers-export.ts';
import { verifyBidLogChains } from '#server/bid-log/verify-chain.ts';
import type { BidLog } from '#shared/bid-log/schemas.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let open: PropertyRow;
let sealed: PropertyRow;

beforeAll(async () => {
  t = await createTestApp({
    mail: { notify: ['makler@example.de'], notifyLanguage: 'de' },
  });
  admin = await t.adminClient();
  open = await insertProperty(t.db, { title: 'Villa am See', offerMode: 'open', minimumStep: '10000.00' });
  sealed = await insertProperty(t.db, { title: 'Stadthaus in Haidhausen' });
});
afterAll(() => t.close());

interface Placed {
  id: string;
  myOffersToken: string;
}

async function place(property: PropertyRow, email: string, bidAmount: string): Promise<Placed> {
  const response = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, email, bidAmount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Placed;
}

const withdraw = (token: string) => t.client().post(`/api/my-offers/${token}/withdrawal`);

async function standing(property: PropertyRow) {
  const response = await t.client().get(`/api/properties/${property.id}/standing`);
  expect(response.statusCode).toBe(200);
  return response.json() as { highestOffer: string | null; offerCount: number | null };
}

async function bidLogOf(property: PropertyRow): Promise<BidLog> {
  const response = await admin.get(`/api/admin/properties/${property.id}/bid-log`);
  expect(response.statusCode).toBe(200);
  return response.json() as BidLog;
}

/** The totals as kept against what the offers that still stand add up to. */
async function expectTotalsToMatchStandingOffers(property: PropertyRow) {
  const [kept] = await t.db.select().from(offerTotals).where(eq(offerTotals.propertyId, property.id));
  const { rows } = (await t.db.execute(sql`
    select count(*)::int as n, sum(bid_amount)::text as s, max(bid_amount)::text as m from ${offers}
    where property_id = ${property.id} and withdrawn_at is null`)) as unknown as {
    rows: Array<{ n: number; s: string | null; m: string | null }>;
  };
  const counted = rows[0]!;
  if (counted.n === 0) return expect(kept).toBeUndefined();
  expect({ n: kept?.offerCount, s: Number(kept?.amountSum), m: Number(kept?.amountMax) }).toEqual({
    n: counted.n,
    s: Number(counted.s),
    m: Number(counted.m),
  });
}

describe('withdrawing an offer', () => {
  it('marks it withdrawn on the bidder’s page, answers the same time when asked again, and logs it once', async () => {
    const placed = await place(sealed, 'wolf@example.de', '610000.00');
    const first = await withdraw(placed.myOffersToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const { withdrawnAt } = first.json() as { withdrawnAt: string };
    expect(Date.parse(withdrawnAt)).not.toBeNaN();

    const again = await withdraw(placed.myOffersToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ withdrawnAt });

    const page = (await t.client().get(`/api/my-offers/${placed.myOffersToken}`)).json() as {
      offers: { token: string; withdrawnAt: string | null; logPosition: number | null }[];
    };
    expect(page.offers).toEqual([expect.objectContaining({ token: placed.myOffersToken, withdrawnAt })]);
    // The receipt keeps naming the offer's own entry, not the withdrawal's.
    const log = await bidLogOf(sealed);
    const offerEntry = log.entries.find((entry) => entry.kind === 'offer' && entry.amount === '610000.00');
    expect(page.offers[0]!.logPosition).toBe(offerEntry?.position);

    const withdrawals = log.entries.filter((entry) => entry.kind === 'offer-withdrawn');
    expect(withdrawals).toEqual([
      expect.objectContaining({
        amount: '610000.00',
        bidderNumber: offerEntry?.bidderNumber,
        at: withdrawnAt,
        offeredAt: offerEntry?.at,
      }),
    ]);
    expect(withdrawals[0]!.position).toBe(log.entries.length);
    const report = (await verifyBidLogChains(t.db)).find((each) => each.propertyId === sealed.id);
    expect(report).toMatchObject({ entries: log.entries.length, breaks: [] });
  });

  it('takes it out of the open procedure’s highest offer and count, so the next offer is measured from what stands', async () => {
    await place(open, 'anna@example.de', '900000.00');
    const top = await place(open, 'ben@example.de', '950000.00');
    expect(await standing(open)).toMatchObject({ highestOffer: '950000.00', offerCount: 2 });

    expect((await withdraw(top.myOffersToken)).statusCode).toBe(200);
    expect(await standing(open)).toMatchObject({ highestOffer: '900000.00', offerCount: 1 });
    await expectTotalsToMatchStandingOffers(open);

    // 910,000 is one step above what stands now, though below the withdrawn 950,000.
    const next = await t
      .client()
      .post(`/api/properties/${open.id}/bids`, { ...VALID_OFFER, email: 'cleo@example.de', bidAmount: '910000.00' });
    expect(next.statusCode, next.body).toBe(201);

    const listed = (await admin.get(`/api/admin/offers?propertyId=${open.id}&limit=50`)).json() as {
      items: { bidAmount: string; isHighest: boolean; withdrawnAt: string | null }[];
    };
    const byAmount = new Map(listed.items.map((item) => [item.bidAmount, item]));
    expect(byAmount.get('950000.00')).toMatchObject({ isHighest: false, withdrawnAt: expect.any(String) });
    expect(byAmount.get('910000.00')).toMatchObject({ isHighest: true, withdrawnAt: null });
  });

  it('leaves the totals right when a withdrawn offer is deleted, verified, or every offer is withdrawn', async () => {
    const property = await insertProperty(t.db, { title: 'Wohnung in Pasing', offerMode: 'open' });
    const a = await place(property, 'dora@example.de', '500000.00');
    const b = await place(property, 'emil@example.de', '520000.00');
    await withdraw(b.myOffersToken);
    await t.db.update(offers).set({ verifiedAt: new Date() }).where(eq(offers.id, b.id));
    await expectTotalsToMatchStandingOffers(property);
    expect((await admin.delete(`/api/admin/bids/${b.id}`)).statusCode).toBe(200);
    await expectTotalsToMatchStandingOffers(property);
    await withdraw(a.myOffersToken);
    await expectTotalsToMatchStandingOffers(property);
    expect(await standing(property)).toMatchObject({ highestOffer: null, offerCount: 0 });
  });

  it('cannot be taken back or re-dated, not even by a direct change in the database', async () => {
    const placed = await place(sealed, 'fritz@example.de', '620000.00');
    await withdraw(placed.myOffersToken);
    const refusal = (change: Promise<unknown>) =>
      change.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    const back = t.db.update(offers).set({ withdrawnAt: null }).where(eq(offers.id, placed.id));
    expect(await refusal(back)).toMatch(/stays withdrawn/);
    const redated = t.db
      .update(offers)
      .set({ withdrawnAt: new Date('2030-01-01') })
      .where(eq(offers.id, placed.id));
    expect(await refusal(redated)).toMatch(/stays withdrawn/);
    const [row] = await t.db.select({ withdrawnAt: offers.withdrawnAt }).from(offers).where(eq(offers.id, placed.id));
    expect(row?.withdrawnAt?.getFullYear()).toBe(new Date().getFullYear());
  });

  it('tells the agent by mail, once', async () => {
    const placed = await place(sealed, 'gerda@example.de', '630000.00');
    await withdraw(placed.myOffersToken);
    await withdraw(placed.myOffersToken);
    const mails = await t.db
      .select({ kind: mailOutbox.kind, recipients: mailOutbox.recipients })
      .from(mailOutbox)
      .where(eq(mailOutbox.offerId, placed.id))
      .orderBy(asc(mailOutbox.createdAt));
    expect(mails.filter((mail) => mail.kind === 'withdrawal-notification')).toEqual([
      { kind: 'withdrawal-notification', recipients: 'makler@example.de' },
    ]);
  });

  it('shows the seller the offer withdrawn, and counts it no more', async () => {
    const property = await insertProperty(t.db, { title: 'Haus in Solln', offerMode: 'open' });
    await place(property, 'hanna@example.de', '700000.00');
    const top = await place(property, 'ida@example.de', '750000.00');
    await withdraw(top.myOffersToken);
    const link = await admin.post(`/api/admin/properties/${property.id}/seller-links`, { label: 'Verkäufer' });
    expect(link.statusCode, link.body).toBe(201);
    const { token } = link.json() as { token: string };
    const view = (await t.client().get(`/api/seller-view/${token}`)).json() as {
      standing: { highestOffer: string; offerCount: number };
      offers: { amount: string; withdrawnAt: string | null }[];
    };
    expect(view.standing).toMatchObject({ highestOffer: '700000.00', offerCount: 1 });
    expect(view.offers.find((offer) => offer.amount === '750000.00')?.withdrawnAt).toEqual(expect.any(String));
  });

  it('gives the export a column “Zurückgezogen am”, a date for a withdrawn offer and empty otherwise', async () => {
    const property = await insertProperty(t.db, { title: 'Loft in Giesing' });
    await place(property, 'jan@example.de', '400000.00');
    const gone = await place(property, 'kim@example.de', '410000.00');
    await withdraw(gone.myOffersToken);
    const response = await admin.get(`/api/admin/bids/export?propertyId=${property.id}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...EXPORT_HEADERS]);
    const column = header.indexOf('Zurückgezogen am') + 1;
    const amountColumn = header.indexOf('Angebot (EUR)') + 1;
    const cells = [2, 3].map((row) => ({
      amount: sheet.getRow(row).getCell(amountColumn).value,
      withdrawn: sheet.getRow(row).getCell(column).value,
    }));
    expect(cells).toEqual([
      { amount: 410000, withdrawn: expect.any(Date) },
      { amount: 400000, withdrawn: null },
    ]);
  });

  it('opens nothing with a made-up token', async () => {
    const response = await withdraw(`${'0'.repeat(32)}${'A'.repeat(22)}`);
    expect(response.statusCode).toBe(404);
    expect((await withdraw('not-a-token')).statusCode).toBe(404);
  });
});
