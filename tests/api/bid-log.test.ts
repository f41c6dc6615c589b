/**
 * Decision 0073: each property's bid log — one entry per accepted offer (anonymised
 * bidder, amount, structured terms), deletions, "delete all", late-offer extensions and admin
 * changes — written by the database in the statement that makes the change, refused any edit,
 * served to the admin as JSON and as a PDF for the seller (read back with pdftotext).
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { bidLogEntrySchema, type BidLog } from '#shared/bid-log/schemas.ts';
import { auditLog, bidLog, bidLogBidders, bidLogRestores, offers, properties } from '#server/db/schema.ts';
import { deleteExpiredOffers } from '#server/privacy/personal-data.ts';
import { verifyBidLogChains } from '#server/bid-log/verify-chain.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { bidLogLine } from '#shared/bid-log/bid-log-text.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { fillTemplate } from '#shared/localized.ts';
import { allNodes, expectTaggedThroughout, structureText } from '../helpers/pdf-tags';
import { hasPoppler, pdfFlatText, pdfInfo } from '../helpers/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const MINUTE_MS = 60_000;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

async function offer(property: PropertyRow, fields: Record<string, unknown> = {}, app: TestApp = t) {
  const response = await app.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function fullLogOf(property: PropertyRow): Promise<BidLog> {
  const response = await admin.get(`/api/admin/properties/${property.id}/bid-log`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BidLog>();
}

/** The log after its first entry, which is always the procedure as it was set up (tested on its own). */
async function logOf(property: PropertyRow): Promise<BidLog> {
  const log = await fullLogOf(property);
  expect(log.entries[0]?.kind).toBe('procedure-set-up');
  return { ...log, entries: log.entries.slice(1) };
}

const kindsOf = (log: BidLog) => log.entries.map((entry) => entry.kind);

describe('an accepted offer', () => {
  it('writes one entry: time, bidder number, amount and the structured terms, never the person', async () => {
    const property = await insertProperty(t.db);
    await offer(property, {
      firstName: 'Ludwig',
      lastName: 'Wittelsbach',
      email: 'ludwig@example.de',
      phone: '+49 89 999999',
      bidAmount: '612345.67',
      financing: 'financing-confirmed',
      bindingDays: 21,
      message: 'Ich heiße Ludwig Wittelsbach, Telefon 0170 1234567',
    });
    const log = await logOf(property);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      kind: 'offer',
      bidderNumber: 1,
      amount: '612345.67',
      terms: { financing: 'financing-confirmed', bindingDays: 21, handoverDate: null, proofOfFunds: false },
    });
    const answer = JSON.stringify(log);
    for (const personal of ['Ludwig', 'Wittelsbach', 'ludwig@example.de', '999999', '0170']) {
      expect(answer).not.toContain(personal);
    }
  });

  it('keeps one number per e-mail address (any capitalisation) and gives the next address the next number', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { email: 'anna@example.de', bidAmount: '500000' });
    await offer(property, { email: 'bernd@example.de', bidAmount: '510000' });
    await offer(property, { email: 'ANNA@Example.de', bidAmount: '520000' });
    const log = await logOf(property);
    expect(log.entries.map((entry) => [entry.bidderNumber, entry.amount])).toEqual([
      [1, '500000.00'],
      [2, '510000.00'],
      [1, '520000.00'],
    ]);
    // Numbers are per property: the same address starts at 1 elsewhere.
    const other = await insertProperty(t.db);
    await offer(other, { email: 'bernd@example.de' });
    expect((await logOf(other)).entries[0]!.bidderNumber).toBe(1);
  });

  it('writes exactly one entry per offer when offers arrive at once, also through two instances', async () => {
    const second = await createTestApp({}, { database: { ...t.handle, close: async () => {} } });
    try {
      const property = await insertProperty(t.db);
      const ids = await Promise.all(
        Array.from({ length: 24 }, (_, n) =>
          offer(property, { email: `bieter${n}@example.de`, bidAmount: String(400000 + n * 1000) }, n % 2 ? second : t),
        ),
      );
      expect(new Set(ids).size).toBe(24);
      const log = await logOf(property);
      expect(log.entries).toHaveLength(24);
      expect(log.entries.every((entry) => entry.kind === 'offer')).toBe(true);
      expect(new Set(log.entries.map((entry) => entry.amount)).size).toBe(24);
      // Every address has its own number, 1 to 24, none given twice.
      expect(log.entries.map((entry) => entry.bidderNumber).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 24 }, (_, n) => n + 1),
      );
    } finally {
      await second.close();
    }
  });

  it('writes nothing for a refused offer', async () => {
    const property = await insertProperty(t.db, { minimumOffer: '450000' });
    const refused = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, bidAmount: '1000' });
    expect(refused.statusCode).toBe(422);
    expect((await logOf(property)).entries).toEqual([]);
  });
});

describe('deletions', () => {
  it('records an offer an admin deleted, with its bidder and amount', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { bidAmount: '700000' });
    const id = await offer(property, { email: 'zweiter@example.de', bidAmount: '710000' });
    expect((await admin.delete(`/api/admin/bids/${id}`)).statusCode).toBe(200);
    const log = await logOf(property);
    expect(kindsOf(log)).toEqual(['offer', 'offer', 'offer-deleted']);
    expect(log.entries[2]).toMatchObject({ bidderNumber: 2, amount: '710000.00', reason: 'admin' });
    expect(log.entries[2]!.offeredAt).toBe(log.entries[1]!.at);
  });

  it('records "delete all" once per property with its count, and delete-all still deletes every offer', async () => {
    const first = await insertProperty(t.db);
    const second = await insertProperty(t.db);
    await offer(first);
    await offer(first, { email: 'b@example.de' });
    await offer(second);
    const before = (await admin.get('/api/admin/bids')).json<unknown[]>().length;
    const response = await admin.delete('/api/admin/bids');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: before });
    expect((await admin.get('/api/admin/bids')).json()).toEqual([]);
    const firstLog = await logOf(first);
    expect(firstLog.entries.at(-1)).toMatchObject({ kind: 'offers-deleted', reason: 'delete-all', count: 2 });
    expect((await logOf(second)).entries.at(-1)).toMatchObject({ kind: 'offers-deleted', count: 1 });
    // A bidder coming back after "delete all" keeps the number.
    await offer(first, { email: 'b@example.de', bidAmount: '990000' });
    expect((await logOf(first)).entries.at(-1)).toMatchObject({ kind: 'offer', bidderNumber: 2 });
  });

  it('keeps the anonymous entries when a person’s data is erased, and forgets whose number it was', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { email: 'erase.me@example.de', bidAmount: '640000' });
    await offer(property, { email: 'stays@example.de', bidAmount: '650000' });
    const erased = await admin.post('/api/admin/privacy/erase', { email: 'Erase.Me@example.de' });
    expect(erased.json()).toEqual({
      deleted: 1,
      feedback: 0,
      documents: 0,
      keptAgreements: 0,
      keptUntil: null,
      keptIdentifications: 0,
      identificationKeptUntil: null,
    });
    const log = await logOf(property);
    expect(kindsOf(log)).toEqual(['offer', 'offer', 'offer-deleted']);
    expect(log.entries[2]).toMatchObject({ bidderNumber: 1, amount: '640000.00', reason: 'erasure' });
    const numbers = await t.db
      .select()
      .from(bidLogBidders)
      .where(eq(bidLogBidders.propertyId, property.id))
      .orderBy(asc(bidLogBidders.number));
    // Number 1 stays taken, but nothing ties it to an address any more.
    expect(numbers.map((row) => row.number)).toEqual([1, 2]);
    expect(numbers[0]!.emailDigest).toBe(`erased:${numbers[0]!.id}`);
    expect(numbers[1]!.emailDigest).toMatch(/^[0-9a-f]{64}$/);
    // The same address again is a new bidder.
    await offer(property, { email: 'erase.me@example.de', bidAmount: '660000' });
    expect((await logOf(property)).entries.at(-1)).toMatchObject({ bidderNumber: 3 });
  });

  it('never hands an erased bidder’s number to someone else, even the highest number', async () => {
    const property = await insertProperty(t.db);
    for (const [email, bidAmount] of [
      ['anna@example.de', '600000'],
      ['bert@example.de', '610000'],
      ['carla@example.de', '620000'],
    ] as const) {
      await offer(property, { email, bidAmount });
    }
    expect((await admin.post('/api/admin/privacy/erase', { email: 'carla@example.de' })).statusCode).toBe(200);
    await offer(property, { email: 'dora@example.de', bidAmount: '630000' });
    const entries = (await logOf(property)).entries;
    expect(entries.filter((entry) => entry.kind === 'offer').map((entry) => entry.bidderNumber)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the numbers of offers deleted after the retention period taken too', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { email: 'alt@example.de' });
    await t.db
      .update(properties)
      .set({ auctionEndDate: new Date(Date.now() - 400 * 24 * 60 * MINUTE_MS) })
      .where(eq(properties.id, property.id));
    expect(await deleteExpiredOffers(t.db, 180)).toBeGreaterThanOrEqual(1);
    const [kept] = await t.db.select().from(bidLogBidders).where(eq(bidLogBidders.propertyId, property.id));
    expect(kept).toMatchObject({ number: 1, emailDigest: `erased:${kept!.id}` });
  });

  it('records the retention job’s deletion as one entry with the count', async () => {
    const property = await insertProperty(t.db);
    await offer(property);
    await t.db
      .update(properties)
      .set({ auctionEndDate: new Date(Date.now() - 400 * 24 * 60 * MINUTE_MS) })
      .where(eq(properties.id, property.id));
    expect(await deleteExpiredOffers(t.db, 180)).toBeGreaterThanOrEqual(1);
    const log = await logOf(property);
    expect(log.entries.at(-1)).toMatchObject({ kind: 'offers-deleted', reason: 'retention', count: 1 });
  });
});

describe('the end and the procedure', () => {
  it('starts with the procedure as the property was created: its end and every setting', async () => {
    const end = new Date(Date.now() + 9 * 24 * 60 * MINUTE_MS);
    end.setMilliseconds(0);
    const created = await admin.post(
      '/api/admin/properties',
      validPropertyBody({
        auctionEndDate: end.toISOString(),
        offerMode: 'open',
        minimumOffer: '400000',
        minimumOfferShown: false,
        minimumStep: '5000',
        extensionMinutes: 15,
        verifiedOffersOnly: true,
        discloseBidLog: true,
        offersRequireDocuments: true,
        offersRequireViewing: true,
        isActive: false,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const log = await fullLogOf(created.json<PropertyRow>());
    expect(log.entries).toHaveLength(1);
    const [setUp] = log.entries;
    expect(setUp).toMatchObject({
      kind: 'procedure-set-up',
      endTo: end.toISOString(),
      bidderNumber: null,
      amount: null,
    });
    expect(setUp!.changes).toEqual([
      { setting: 'isActive', from: null, to: false },
      { setting: 'offerMode', from: null, to: 'open' },
      { setting: 'minimumOffer', from: null, to: '400000.00' },
      { setting: 'minimumOfferShown', from: null, to: false },
      { setting: 'minimumStep', from: null, to: '5000.00' },
      { setting: 'extensionMinutes', from: null, to: 15 },
      { setting: 'verifiedOffersOnly', from: null, to: true },
      { setting: 'discloseBidLog', from: null, to: true },
      { setting: 'offersRequireDocuments', from: null, to: true },
      { setting: 'offersRequireViewing', from: null, to: true },
    ]);
    // As the agent, the seller and the PDF read it.
    const map = defaultTranslationMap('en');
    const line = bidLogLine(
      bidLogEntrySchema.parse(setUp),
      (key, values) => fillTemplate(map[key] ?? key, values ?? {}),
      'en',
    );
    expect(line.event).toMatch(/^Procedure set up, end: /);
    expect(line.details).toHaveLength(1);
    expect(line.details[0]).toContain('Procedure: Open');
    expect(line.details[0]).toContain('€400,000.00');
    expect(line.details[0]).toContain('Bid log open to bidders after the end: on');
    expect(line.details[0]).toContain('Offers only after accepting the documents’ terms: on');
  });

  it('records a late-offer extension from the old end to the new one, dated at the offer', async () => {
    const property = await insertProperty(t.db, {
      auctionEndDate: new Date(Date.now() + 2 * MINUTE_MS),
      extensionMinutes: 15,
    });
    await offer(property);
    const [stored] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    const log = await logOf(property);
    expect(kindsOf(log).sort()).toEqual(['end-extended', 'offer']);
    const extension = log.entries.find((entry) => entry.kind === 'end-extended')!;
    const offerEntry = log.entries.find((entry) => entry.kind === 'offer')!;
    expect(extension.endFrom).toBe(property.auctionEndDate.toISOString());
    expect(extension.endTo).toBe(stored!.auctionEndDate.toISOString());
    expect(extension.at).toBe(offerEntry.at);
  });

  it('records an admin’s change of the end and of the settings, nothing for an edit that changes neither', async () => {
    const property = await insertProperty(t.db);
    const newEnd = new Date(Date.now() + 3 * 24 * 60 * MINUTE_MS);
    newEnd.setSeconds(0, 0);
    const patched = await admin.patch(`/api/admin/properties/${property.id}`, {
      auctionEndDate: newEnd.toISOString(),
      offerMode: 'open',
      minimumOffer: '450000',
      extensionMinutes: 10,
      verifiedOffersOnly: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await admin.patch(`/api/admin/properties/${property.id}`, { title: 'Neuer Titel' })).statusCode).toBe(200);
    const log = await logOf(property);
    expect(kindsOf(log)).toEqual(['end-changed', 'settings-changed']);
    expect(log.entries[0]).toMatchObject({
      endFrom: property.auctionEndDate.toISOString(),
      endTo: newEnd.toISOString(),
    });
    expect(log.entries[1]!.changes).toEqual([
      { setting: 'offerMode', from: 'sealed', to: 'open' },
      { setting: 'minimumOffer', from: null, to: '450000.00' },
      { setting: 'extensionMinutes', from: 0, to: 10 },
      { setting: 'verifiedOffersOnly', from: false, to: true },
    ]);
  });
});

describe('a setting changed on its own', () => {
  it('records "only verified offers count" switched on and off with nothing else changed', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open' });
    for (const verifiedOffersOnly of [true, false]) {
      const patched = await admin.patch(`/api/admin/properties/${property.id}`, { verifiedOffersOnly });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    const log = await logOf(property);
    expect(kindsOf(log)).toEqual(['settings-changed', 'settings-changed']);
    expect(log.entries.map((entry) => entry.changes)).toEqual([
      [{ setting: 'verifiedOffersOnly', from: false, to: true }],
      [{ setting: 'verifiedOffersOnly', from: true, to: false }],
    ]);
  });

  it('records the bid log opened to bidders after the end, and closed again; off unless turned on', async () => {
    const property = await insertProperty(t.db);
    const listed = await admin.get('/api/admin/properties');
    const before = listed.json<Array<{ id: string; discloseBidLog: boolean }>>().find((row) => row.id === property.id);
    expect(before).toMatchObject({ discloseBidLog: false });
    for (const discloseBidLog of [true, false]) {
      const patched = await admin.patch(`/api/admin/properties/${property.id}`, { discloseBidLog });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ discloseBidLog });
    }
    const log = await logOf(property);
    expect(log.entries.map((entry) => entry.changes)).toEqual([
      [{ setting: 'discloseBidLog', from: false, to: true }],
      [{ setting: 'discloseBidLog', from: true, to: false }],
    ]);
    const refused = await admin.patch(`/api/admin/properties/${property.id}`, { discloseBidLog: 'yes' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the migration', () => {
  it('gives offers stored before the log their entries, numbered by each address’s first offer', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { email: 'erste@example.de', bidAmount: '500000', financing: 'own-funds', bindingDays: 7 });
    await offer(property, { email: 'zweite@example.de', bidAmount: '510000' });
    await offer(property, { email: 'ERSTE@example.de', bidAmount: '520000' });
    const entries = () =>
      t.db
        .select({ kind: bidLog.kind, bidder: bidLog.bidderNumber, amount: bidLog.amount, detail: bidLog.detail })
        .from(bidLog)
        .where(and(eq(bidLog.propertyId, property.id), eq(bidLog.kind, 'offer')))
        .orderBy(asc(bidLog.at), asc(bidLog.seq));
    const written = await entries();
    // The migration's last two statements, on a database whose log is empty (as before it existed).
    const statements = readFileSync('drizzle/0019_bid_log.sql', 'utf8').split('--> statement-breakpoint');
    await t.db.transaction(async (tx) => {
      await tx.insert(bidLogRestores).values({ note: 'migration test' });
      await tx.execute(sql`select set_config('bid_log.cause', 'restore', true)`);
      await tx.execute(sql`truncate bid_log, bid_log_bidders`);
      for (const statement of statements.slice(-2)) await tx.execute(sql.raw(statement));
    });
    expect(await entries()).toEqual(written);
    expect(written.map((entry) => entry.bidder)).toEqual([1, 2, 1]);
  });
});

describe('the hash chain', () => {
  const reportOf = async (property: PropertyRow) =>
    (await verifyBidLogChains(t.db)).find((report) => report.propertyId === property.id)!;

  /** A change made past the guard, as the tables' owner could: by switching its trigger off. */
  async function pastTheGuard(change: ReturnType<typeof sql>) {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table bid_log disable trigger bid_log_no_update_or_delete`);
      await tx.execute(change);
      await tx.execute(sql`alter table bid_log enable always trigger bid_log_no_update_or_delete`);
    });
  }

  it('numbers each property’s entries 1, 2, 3 … and chains each to the one before', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { bidAmount: '600000' });
    await offer(property, { email: 'zwei@example.de', bidAmount: '610000' });
    expect((await admin.delete(`/api/admin/bids?propertyId=${property.id}`)).statusCode).toBe(200);
    const rows = await t.db
      .select({ position: bidLog.position, hash: bidLog.hash })
      .from(bidLog)
      .where(eq(bidLog.propertyId, property.id))
      .orderBy(asc(bidLog.position));
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(4);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await reportOf(property)).toMatchObject({ entries: 4, head: rows[3]!.hash, breaks: [] });
  });

  it('shows an amount edited straight in the database, at the entry edited', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { bidAmount: '600000' });
    await offer(property, { email: 'zwei@example.de', bidAmount: '610000' });
    await pastTheGuard(sql`update bid_log set amount = 700000 where property_id = ${property.id} and "position" = 2`);
    // Its stored hash no longer matches; writing a matching one would break the next entry's link.
    expect((await reportOf(property)).breaks).toEqual([{ position: 2, reason: 'hash' }]);
  });

  it('shows an edit whose hash was worked out again, at the entry after it', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { bidAmount: '600000' });
    await offer(property, { email: 'zwei@example.de', bidAmount: '610000' });
    await pastTheGuard(sql`
      update bid_log b set amount = 700000, hash = bid_log_entry_hash(
        (select p.hash from bid_log p where p.property_id = b.property_id and p."position" = 1),
        b.property_id, b."position", b.at, b.kind, b.bidder_number, 700000.00, b.detail)
      where b.property_id = ${property.id} and b."position" = 2`);
    expect((await reportOf(property)).breaks).toEqual([{ position: 3, reason: 'hash' }]);
  });

  it('shows an entry removed straight in the database', async () => {
    const property = await insertProperty(t.db);
    await offer(property, { bidAmount: '600000' });
    await offer(property, { email: 'zwei@example.de', bidAmount: '610000' });
    await pastTheGuard(sql`delete from bid_log where property_id = ${property.id} and "position" = 2`);
    expect((await reportOf(property)).breaks).toEqual([{ position: 3, reason: 'missing-before' }]);
  });
});

describe('the log cannot be edited', () => {
  it('is refused UPDATE, DELETE and TRUNCATE by the database', async () => {
    const property = await insertProperty(t.db);
    await offer(property);
    const where = eq(bidLog.propertyId, property.id);
    await expect(t.db.update(bidLog).set({ amount: '1.00' }).where(where)).rejects.toThrow();
    await expect(t.db.delete(bidLog).where(where)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate bid_log`)).rejects.toThrow();
    const rows = await t.db
      .select()
      .from(bidLog)
      .where(and(where, eq(bidLog.kind, 'offer')));
    expect(rows.map((row) => row.amount)).toEqual(['950000.00']);
  });

  it('cannot be switched off by a setting: not as a replica session, not by claiming to be a restore', async () => {
    const property = await insertProperty(t.db);
    await offer(property);
    const where = and(eq(bidLog.propertyId, property.id), eq(bidLog.kind, 'offer'));
    // Ordinary triggers do not fire for a replica session; these fire always.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(bidLog).set({ amount: '1.00' }).where(where);
      }),
    ).rejects.toThrow();
    // Claiming the restore's cause without the restore's record opens nothing either.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('bid_log.cause', 'restore', true)`);
        await tx.execute(sql`truncate bid_log`);
      }),
    ).rejects.toThrow();
    // Nor does it hide an offer from the log.
    const hidden = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('bid_log.cause', 'restore', true)`);
      const [row] = await tx
        .insert(offers)
        .values({
          propertyId: property.id,
          firstName: 'Ohne',
          lastName: 'Eintrag',
          email: 'ohne@example.de',
          phone: '+49 89 1',
          bidAmount: '990000',
        })
        .returning({ id: offers.id });
      return row!.id;
    });
    expect((await t.db.select().from(bidLog).where(eq(bidLog.offerId, hidden))).length).toBe(1);
    expect((await t.db.select().from(bidLog).where(where)).map((row) => row.amount)).toEqual([
      '950000.00',
      '990000.00',
    ]);
  });

  it('keeps the record of restores for good: it cannot be changed, deleted or emptied', async () => {
    await t.db.insert(bidLogRestores).values({ note: 'kept' });
    await expect(t.db.update(bidLogRestores).set({ note: 'changed' })).rejects.toThrow();
    await expect(t.db.delete(bidLogRestores)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate bid_log_restores`)).rejects.toThrow();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.delete(bidLogRestores);
      }),
    ).rejects.toThrow();
    expect((await t.db.select().from(bidLogRestores)).map((row) => row.note)).toContain('kept');
  });

  it('keeps its property: one that ever had an offer is not deleted, even after its offers went', async () => {
    const property = await insertProperty(t.db);
    await offer(property);
    expect((await admin.delete('/api/admin/bids')).statusCode).toBe(200);
    const refused = await admin.delete(`/api/admin/properties/${property.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Bietprotokoll bleibt');
    expect(kindsOf(await logOf(property))).toEqual(['offer', 'offers-deleted']);
    // Made inactive instead, its log and PDF stay available.
    expect((await admin.patch(`/api/admin/properties/${property.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/properties/${property.id}/bid-log.pdf`)).statusCode).toBe(200);
  });

  it('goes with a property that never had an offer, which may be deleted', async () => {
    const property = await insertProperty(t.db);
    expect((await admin.delete(`/api/admin/properties/${property.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(bidLog).where(eq(bidLog.propertyId, property.id))).toEqual([]);
  });

  it('has no endpoint that changes it: only GET, and only for admins', async () => {
    const property = await insertProperty(t.db);
    for (const path of ['bid-log', 'bid-log.pdf']) {
      const url = `/api/admin/properties/${property.id}/${path}`;
      expect((await t.client().get(url)).statusCode, url).toBe(401);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        expect((await admin.request({ method, url })).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await admin.get('/api/admin/properties/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/bid-log')).statusCode).toBe(
      404,
    );
  });
});

const EXPECTED: Record<Language, { title: string; amount: string; bidder: string; binding: string; legal: string }> = {
  de: {
    title: 'Bietprotokoll',
    amount: '480.000,50 €',
    bidder: 'Bieter 1',
    binding: 'Maßgeblich ist die deutsche Fassung.',
    legal: 'erst mit der notariellen Beurkundung wirksam und verbindlich',
  },
  en: {
    title: 'Bid log',
    amount: '€480,000.50',
    bidder: 'Bidder 1',
    binding: 'The German version is binding.',
    legal: 'only becomes valid and binding once it has been notarised',
  },
  fr: {
    title: 'Registre des offres',
    amount: '480 000,50 €',
    bidder: 'Enchérisseur 1',
    binding: 'Seule la version allemande fait foi.',
    legal: 'qu’une fois passé devant notaire',
  },
};

describe.skipIf(!hasPoppler)('GET /api/admin/properties/:id/bid-log.pdf', () => {
  let property: PropertyRow;
  beforeAll(async () => {
    property = await insertProperty(t.db, {
      title: 'Dachterrassenwohnung in der Maxvorstadt',
      titleEn: 'Roof-terrace flat in Maxvorstadt',
      titleFr: 'Appartement avec toit-terrasse à Maxvorstadt',
    });
    await offer(property, { bidAmount: '480000.50', financing: 'own-funds' });
    await offer(property, { email: 'zweite@example.de', bidAmount: '481000' });
  });

  for (const language of ['de', 'en', 'fr'] as const) {
    it(`reads back in ${language}: title, bidders, amounts, the non-binding statement with German binding`, async () => {
      const response = await admin.get(`/api/admin/properties/${property.id}/bid-log.pdf?language=${language}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[A-Za-z-]+-\d{4}-\d\d-\d\d\.pdf"$/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = pdfFlatText(response.rawPayload);
      const expected = EXPECTED[language];
      expect(text).toContain(expected.title);
      expect(text).toContain(expected.amount);
      expect(text).toContain(expected.bidder);
      expect(text).toContain(expected.legal);
      expect(text).toContain(expected.binding);
      if (language !== 'de') expect(text).toContain(EXPECTED.de.legal);
      expect(text).not.toContain('Huber');
      expect(text).not.toContain('max.huber@example.de');
      expect(pdfInfo(response.rawPayload)).toMatchObject({ Pages: '1', Author: expect.any(String) });
    });
  }

  it('ends with the checksum of the log: the hash of the entry written last', async () => {
    const log = await fullLogOf(property);
    const head = log.entries.reduce((last, each) => (each.position > last.position ? each : last));
    const response = await admin.get(`/api/admin/properties/${property.id}/bid-log.pdf?language=de`);
    const text = pdfFlatText(response.rawPayload);
    expect(text).toContain(`Prüfsumme des Protokolls (SHA-256) nach Eintrag ${head.position}:`);
    // The hash may break over lines.
    expect(text.replace(/\s/g, '')).toContain(head.hash);
  });

  it('breaks a long log over pages with the table head again and page numbers; tagged, the head read once', async () => {
    const long = await insertProperty(t.db);
    await Promise.all(
      Array.from({ length: 70 }, (_, n) => offer(long, { email: `p${n}@example.de`, bidAmount: String(300000 + n) })),
    );
    const response = await admin.get(`/api/admin/properties/${long.id}/bid-log.pdf?language=en`);
    const pages = Number(pdfInfo(response.rawPayload).Pages);
    expect(pages).toBeGreaterThan(1);
    const text = pdfFlatText(response.rawPayload);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The head on every page with entries (the legal notice may have a page of its own).
    expect(text.split('Time Bidder Event Amount').length - 1).toBeGreaterThanOrEqual(pages - 1);
    expect(text.split('Time Bidder Event Amount').length - 1).toBeGreaterThan(1);
    expect(text).toContain('Bidder 70');

    // For a screen reader: a table with one head of four column headers and a row of four cells
    // per entry; the head repeated on later pages and the footers are not read.
    const tree = await expectTaggedThroughout(response.rawPayload);
    const tables = allNodes(tree.root).filter((node) => node.type === 'Table');
    const entries = tables.find((table) => table.kids[0]?.type === 'THead')!;
    const [head, body] = entries.kids;
    expect(head!.kids.map((row) => row.kids.map((cell) => `${cell.type}/${cell.scope}`))).toEqual([
      ['TH/Column', 'TH/Column', 'TH/Column', 'TH/Column'],
    ]);
    const log = await fullLogOf(long);
    expect(body!.type).toBe('TBody');
    expect(body!.kids).toHaveLength(log.entries.length);
    for (const row of body!.kids) expect(row.kids.map((cell) => cell.type)).toEqual(['TD', 'TD', 'TD', 'TD']);
    const structure = structureText(response.rawPayload);
    expect(structure.match(/"Bidder"/g)).toHaveLength(1);
    expect(structure).toContain('"Bidder 70"');
    expect(structure).not.toContain(`Page ${pages} of ${pages}`);
  });

  it('is in the audit log, defaults to German, and refuses an unknown language', async () => {
    const response = await admin.get(`/api/admin/properties/${property.id}/bid-log.pdf`);
    expect(pdfFlatText(response.rawPayload)).toContain('Bietprotokoll');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bidLogPdf'), eq(auditLog.targetId, property.id)));
    expect(audited.length).toBeGreaterThanOrEqual(1);
    const refused = await admin.get(`/api/admin/properties/${property.id}/bid-log.pdf?language=xx`);
    expect(refused.statusCode).toBe(400);
  });
});
