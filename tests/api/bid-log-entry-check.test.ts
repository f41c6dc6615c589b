/**
 * POST /api/bid-log/check (decision 0093): a bidder enters their receipt's reference and checksum
 * and learns whether their entry is in the bid log unchanged, and for an open procedure after its
 * end where their offer ranked; nothing about anyone else's offers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidLog, properties } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

const referenceOf = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

async function offer(property: PropertyRow, fields: Record<string, unknown> = {}) {
  const response = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ id: string }>().id;
  const [entry] = await t.db
    .select({ position: bidLog.position, hash: bidLog.hash })
    .from(bidLog)
    .where(eq(bidLog.offerId, id));
  return { id, reference: referenceOf(id), checksum: entry!.hash, position: entry!.position };
}

const check = (body: unknown, client = t.client()) => client.post('/api/bid-log/check', body);

/** A change made past the guard, as the tables' owner could. */
async function pastTheGuard(change: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table bid_log disable trigger bid_log_no_update_or_delete`);
    await tx.execute(change);
    await tx.execute(sql`alter table bid_log enable always trigger bid_log_no_update_or_delete`);
  });
}

describe('a receipt checked against the bid log', () => {
  it('finds the entry by reference and checksum and says only what is the bidder’s own', async () => {
    const property = await insertProperty(t.db, { title: 'Prüfwohnung', slug: 'pruefwohnung' });
    await offer(property, { email: 'erste@example.de', bidAmount: '700000' });
    const mine = await offer(property, { bidAmount: '650000' });
    await offer(property, { email: 'dritte@example.de', bidAmount: '720000' });

    const response = await check({ reference: mine.reference, checksum: mine.checksum });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      property: {
        title: 'Prüfwohnung',
        titleEn: null,
        titleFr: null,
        address: property.address,
        page: '/immobilien/pruefwohnung',
      },
      position: mine.position,
      recordedAt: expect.any(String),
      amount: '650000.00',
      entryUnchanged: true,
      logIntact: true,
      // Sealed, and not ended: no place.
      rank: null,
      bidderNumber: 2,
      disclosedLog: null,
    });
    // Nothing in the answer counts or names other offers.
    expect(response.body).not.toMatch(/700000|720000|erste|dritte/);
  });

  it('takes the reference and checksum as typed or copied: any case, spaces, line breaks', async () => {
    const property = await insertProperty(t.db);
    const mine = await offer(property);
    const copied = `${mine.checksum.slice(0, 32).toUpperCase()}\n ${mine.checksum.slice(32)}`;
    const response = await check({
      reference: ` ${mine.reference.toLowerCase().slice(0, 4)} ${mine.reference.slice(4)} `,
      checksum: copied,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().position).toBe(mine.position);
  });

  it('answers 404 unless both match: a checksum of another offer, or a reference of another', async () => {
    const property = await insertProperty(t.db);
    const mine = await offer(property);
    const other = await offer(property, { email: 'andere@example.de', bidAmount: '960000' });
    for (const body of [
      { reference: mine.reference, checksum: other.checksum },
      { reference: other.reference, checksum: mine.checksum },
      { reference: mine.reference, checksum: mine.checksum.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ]) {
      const response = await check(body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No entry with this reference and checksum' });
    }
  });

  it('refuses what cannot be a reference or a checksum with a clear 400, never a 500', async () => {
    const property = await insertProperty(t.db);
    const mine = await offer(property);
    const cases: Array<[unknown, RegExp]> = [
      [{ reference: 'XYZ', checksum: mine.checksum }, /reference: .*8-stellige Referenz/],
      [{ reference: mine.reference, checksum: 'abc' }, /checksum: .*64-stellige Prüfsumme/],
      [{ reference: mine.reference }, /checksum/],
      [{ reference: 12345678, checksum: mine.checksum }, /reference/],
      [{ reference: 'a'.repeat(5000), checksum: mine.checksum }, /reference/],
      [{}, /reference/],
    ];
    for (const [body, message] of cases) {
      const response = await check(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('says the entry changed when it or one before it was edited in the database', async () => {
    const property = await insertProperty(t.db);
    const first = await offer(property, { email: 'erste@example.de', bidAmount: '700000' });
    const mine = await offer(property, { bidAmount: '710000' });
    const later = await offer(property, { email: 'spaeter@example.de', bidAmount: '720000' });

    // An entry after it edited: the bidder's entry still holds, the log does not.
    await pastTheGuard(sql`update bid_log set amount = 1 where offer_id = ${later.id}`);
    const afterIt = (await check({ reference: mine.reference, checksum: mine.checksum })).json();
    expect(afterIt).toMatchObject({ entryUnchanged: true, logIntact: false });

    // One before it: the bidder's entry no longer follows from the chain.
    await pastTheGuard(sql`update bid_log set amount = 1 where offer_id = ${first.id}`);
    const beforeIt = (await check({ reference: mine.reference, checksum: mine.checksum })).json();
    expect(beforeIt).toMatchObject({ entryUnchanged: false, logIntact: false });

    // Its own amount edited in place: found by its stored checksum, and shown as changed.
    await pastTheGuard(sql`update bid_log set amount = 2 where offer_id = ${mine.id}`);
    const itself = (await check({ reference: mine.reference, checksum: mine.checksum })).json();
    expect(itself).toMatchObject({ entryUnchanged: false, amount: '2.00' });
  });

  it('shows the place of an offer in an open procedure once it has ended, never in a sealed one', async () => {
    const open = await insertProperty(t.db, { offerMode: 'open' });
    const low = await offer(open, { email: 'a@example.de', bidAmount: '900000' });
    const high = await offer(open, { email: 'b@example.de', bidAmount: '990000' });
    const tie = await offer(open, { email: 'c@example.de', bidAmount: '900000' });
    const rankOf = async (entry: { reference: string; checksum: string }) =>
      (await check({ reference: entry.reference, checksum: entry.checksum })).json().rank;
    expect(await rankOf(low)).toBeNull();

    const past = new Date(Date.now() - 60_000);
    await t.db.update(properties).set({ auctionEndDate: past }).where(eq(properties.id, open.id));
    expect([await rankOf(high), await rankOf(low), await rankOf(tie)]).toEqual([1, 2, 2]);

    const sealed = await insertProperty(t.db, { offerMode: 'sealed' });
    const hidden = await offer(sealed);
    await t.db.update(properties).set({ auctionEndDate: past }).where(eq(properties.id, sealed.id));
    expect(await rankOf(hidden)).toBeNull();
  });

  it('shows the anonymised log once the procedure has ended, where the agent opened it, and never before', async () => {
    const property = await insertProperty(t.db, { offerMode: 'sealed' });
    await offer(property, {
      email: 'erste@example.de',
      firstName: 'Erna',
      bidAmount: '700000',
      financing: 'own-funds',
    });
    const mine = await offer(property, { bidAmount: '650000' });
    const logOf = async () => (await check({ reference: mine.reference, checksum: mine.checksum })).json();

    // Opened, but not ended yet: nothing.
    await admin.patch(`/api/admin/properties/${property.id}`, { discloseBidLog: true });
    expect((await logOf()).disclosedLog).toBeNull();

    await t.db
      .update(properties)
      .set({ auctionEndDate: new Date(Date.now() - 60_000) })
      .where(eq(properties.id, property.id));
    const answer = await logOf();
    const offersInLog = (answer.disclosedLog as Array<{ kind: string; bidderNumber: number; amount: string }>)
      .filter((entry) => entry.kind === 'offer')
      .map((entry) => [entry.bidderNumber, entry.amount]);
    expect(offersInLog).toEqual([
      [1, '700000.00'],
      [2, '650000.00'],
    ]);
    expect(answer.bidderNumber).toBe(2);
    expect(answer.disclosedLog[0].kind).toBe('procedure-set-up');
    // The log as the seller sees it, without a name, an address or a message.
    expect(JSON.stringify(answer)).not.toMatch(/Erna|erste@|Huber|example\.de/);
    // A sealed procedure stays without a rank, even with its log open.
    expect(answer.rank).toBeNull();

    // Closed again by the agent: nothing.
    await admin.patch(`/api/admin/properties/${property.id}`, { discloseBidLog: false });
    expect((await logOf()).disclosedLog).toBeNull();
  });

  it('keeps answering for an inactive property, without a page to link to', async () => {
    const property = await insertProperty(t.db);
    const mine = await offer(property);
    expect((await admin.patch(`/api/admin/properties/${property.id}`, { isActive: false })).statusCode).toBe(200);
    const response = await check({ reference: mine.reference, checksum: mine.checksum });
    expect(response.statusCode).toBe(200);
    expect(response.json().property.page).toBeNull();
  });

  it.runIf(hasPoppler)('verifies the reference and checksum as the receipt PDF prints them', async () => {
    const property = await insertProperty(t.db);
    const mine = await offer(property);
    const pdf = await admin.get(`/api/admin/offers/${mine.id}/receipt?language=en`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfFlatText(pdf.rawPayload);
    const reference = /Reference ([0-9A-F]{8})/.exec(text)![1]!;
    const checksum = /checksum \(SHA-256\) ([0-9a-f\s]{64,80})/.exec(text)![1]!.replace(/\s/g, '').slice(0, 64);
    expect(text).toMatch(new RegExp(`Check it at http://localhost(:\\d+)?/bietprotokoll\\?ref=${reference}&lang=en`));
    const response = await check({ reference, checksum });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ position: mine.position, entryUnchanged: true });
  });
});

describe('checks from one address', () => {
  it('are limited like offers, counted on their own', async () => {
    const limited = await createTestApp({ offerRateLimit: 2 });
    try {
      const visitor = limited.client({ remoteAddress: '203.0.113.41' });
      const body = { reference: '0123ABCD', checksum: '0'.repeat(64) };
      expect((await visitor.post('/api/bid-log/check', body)).statusCode).toBe(404);
      expect((await visitor.post('/api/bid-log/check', body)).statusCode).toBe(404);
      const refused = await visitor.post('/api/bid-log/check', body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many checks/);
      expect(
        (await limited.client({ remoteAddress: '198.51.100.41' }).post('/api/bid-log/check', body)).statusCode,
      ).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
