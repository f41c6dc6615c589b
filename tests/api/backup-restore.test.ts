/**
 * npm run admin -- backup / restore: every table and every uploaded image in one file, consistent
 * while offers arrive, restorable on either driver from either driver (on the PostgreSQL project
 * the second database is PGlite, so both directions cross drivers).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '#server/backup/restore-backup.ts';
import { writeBackup } from '#server/backup/write-backup.ts';
import { openPglite, type Database, type DatabaseHandle } from '#server/db/client.ts';
import {
  bidLog,
  bidLogBidders,
  bidLogRestores,
  buyerIdentifications,
  finalRoundBidders,
  finalRounds,
  offerConsents,
  offerDocuments,
  offers,
  offerTerms,
  offerTotals,
  pages,
  properties,
  propertyDocuments,
  sellerLinks,
  translations,
  users,
} from '#server/db/schema.ts';
import { DiskImageFiles } from '#server/images/disk-image-files.ts';
import { issueVerificationToken, verifyOfferByToken } from '#server/offers/offer-verification.ts';
import type { ImageFiles } from '#server/images/image-files.ts';
import { imageFilesOf } from '#server/images/open-image-store.ts';
import { openDocumentFiles } from '#server/documents/document-files.ts';
import { identificationView } from '#server/identification/identification.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { readStored } from '../helpers/images';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let t: TestApp;
let workDir: string;
const IMAGE_FILES = ['a1b2c3.webp', 'a1b2c3-thumb.webp', 'nested/d4e5f6.avif'];
const imageBytes = new Map<string, Buffer>();
/** A PDF by its first bytes, with every byte value after them. */
const PROOF_OF_FUNDS = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  randomBytes(100_000),
]);
const DOCUMENT_FILE = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(70_000)]);
const handles: DatabaseHandle[] = [];
const ID_SCAN = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(30_000)]);
const IDENTIFICATION = {
  kind: 'person',
  firstName: 'Jörg',
  lastName: 'Überall',
  birthDate: '1970-01-01',
  birthPlace: 'Landshut',
  nationality: 'deutsch',
  street: 'Hauptstraße 1',
  postcode: '84028',
  town: 'Landshut',
  country: 'Deutschland',
  documentType: 'passport',
  documentNumber: 'C01X00T47',
  documentAuthority: 'Stadt Landshut',
  documentValidUntil: '2035-01-01',
  company: null,
};

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'offers-backup-'));
  t = await createTestApp();
  const property = await insertProperty(t.db, { title: 'Sicherung „Ä“ 😀', price: '1234567.89' });
  for (const name of IMAGE_FILES) {
    const bytes = randomBytes(50_000 + name.length);
    imageBytes.set(name, bytes);
    await t.images.writeAll([{ name, data: bytes }]);
  }
  const client = t.client();
  const placed: string[] = [];
  for (const amount of ['950000.00', '999999999.99']) {
    const response = await client.post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, bidAmount: amount });
    expect(response.statusCode).toBe(201);
    placed.push(response.json<{ id: string }>().id);
  }
  // One offer verified through its link (decision 0072), another with a link not used yet.
  expect(await verifyOfferByToken(t.db, (await issueVerificationToken(t.db, placed[0]!))!)).toBe(true);
  expect(await issueVerificationToken(t.db, placed[1]!)).not.toBeNull();
  // One offer with terms and a proof of funds (decision 0070), whose bytes must come back exactly.
  const { payload, headers } = multipartBody([
    { field: 'file', filename: 'Nachweis.pdf', contentType: 'application/pdf', data: PROOF_OF_FUNDS },
  ]);
  const uploaded = await client.request({ method: 'POST', url: '/api/offer-documents', payload, headers });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const withTerms = await client.post(`/api/properties/${property.id}/bids`, {
    ...VALID_OFFER,
    bidAmount: '0.01',
    financing: 'own-funds',
    bindingDays: 14,
    message: 'Übergabe „gern“ im Frühjahr 😀',
    proofOfFundsId: uploaded.json<{ id: string }>().id,
  });
  expect(withTerms.statusCode, withTerms.body).toBe(201);
  // A seller's link (decision 0074): its token's hash must come back, or the seller's link stops working.
  const admin = await t.adminClient();
  const link = await admin.post(`/api/admin/properties/${property.id}/seller-links`, { label: 'Familie Obermaier' });
  expect(link.statusCode, link.body).toBe(201);
  // A property document: its row and its file's bytes come back.
  const document = multipartBody([{ field: 'file', filename: 'Exposé.pdf', data: DOCUMENT_FILE }]);
  const added = await admin.post(`/api/admin/properties/${property.id}/documents`, document.payload, {
    headers: document.headers,
  });
  expect(added.statusCode, added.body).toBe(201);
  // A best-and-final round on a property of its own (decision 0137), with its one final offer: the
  // round, its bidder and the offer's mark come back; the bid log's round entry is not written again.
  const roundProperty = await insertProperty(t.db, { title: 'Runde' });
  const first = await client.post(`/api/properties/${roundProperty.id}/bids`, {
    ...VALID_OFFER,
    email: 'runde@example.de',
    bidAmount: '500000',
  });
  expect(first.statusCode, first.body).toBe(201);
  const round = await admin.post(`/api/admin/properties/${roundProperty.id}/final-round`, {
    size: 1,
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    notify: false,
  });
  expect(round.statusCode, round.body).toBe(200);
  const final = await client.post(
    `/api/my-offers/${first.json<{ myOffersToken: string }>().myOffersToken}/final-offer`,
    {
      bidAmount: '510000',
      language: 'de',
    },
  );
  expect(final.statusCode, final.body).toBe(201);
  // The award to the first offer, and its buyer's identification (decision 0139): sealed bytes that
  // must come back exactly, or they would not open.
  const winner = first.json<{ id: string; myOffersToken: string }>();
  const awarded = await admin.post(`/api/admin/properties/${roundProperty.id}/award`, {
    offerId: winner.id,
    notifyWinner: false,
    notifyOfferIds: [],
  });
  expect(awarded.statusCode, awarded.body).toBe(200);
  const scan = multipartBody([
    { field: 'file', filename: 'ausweis.pdf', contentType: 'application/pdf', data: ID_SCAN },
  ]);
  const idUploaded = await client.request({
    method: 'POST',
    url: `/api/my-offers/${winner.myOffersToken}/identification/files/document`,
    payload: scan.payload,
    headers: scan.headers,
  });
  expect(idUploaded.statusCode, idUploaded.body).toBe(201);
  const identified = await client.put(`/api/my-offers/${winner.myOffersToken}/identification`, IDENTIFICATION);
  expect(identified.statusCode, identified.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  for (const handle of handles) await handle.close().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
});

/** An empty embedded database; closed by the caller (each holds its own WebAssembly memory). */
async function emptyPglite(): Promise<DatabaseHandle> {
  const handle = await openPglite();
  await handle.migrate();
  return handle;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Everything a restore must bring back, in a comparable form. */
async function stateOf(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    finalRounds: await db.select().from(finalRounds).orderBy(asc(finalRounds.id)),
    finalRoundBidders: await db.select().from(finalRoundBidders).orderBy(asc(finalRoundBidders.id)),
    translations: await db.select().from(translations).orderBy(asc(translations.id)),
    pages: await db.select().from(pages).orderBy(asc(pages.id)),
    properties: await db.select().from(properties).orderBy(asc(properties.id)),
    documents: await db.select().from(propertyDocuments).orderBy(asc(propertyDocuments.id)),
    offers: await db.select().from(offers).orderBy(asc(offers.id)),
    // The evidence of each bidder's consent (DSGVO) comes back with the offers.
    consents: await db.select().from(offerConsents).orderBy(asc(offerConsents.offerId)),
    terms: await db.select().from(offerTerms).orderBy(asc(offerTerms.offerId)),
    // The bytes by their digest: the drivers give them as different kinds of array.
    proofsOfFunds: (await db.select().from(offerDocuments).orderBy(asc(offerDocuments.id))).map(
      ({ content, ...document }) => ({ ...document, sha256: sha256Of(content) }),
    ),
    // The bid log comes back as it was, not written again by the restored offers (decision 0073).
    bidLog: await db.select().from(bidLog).orderBy(asc(bidLog.id)),
    bidLogBidders: await db.select().from(bidLogBidders).orderBy(asc(bidLogBidders.id)),
    sellerLinks: (await db.select().from(sellerLinks).orderBy(asc(sellerLinks.id))).map(({ tokenHash, ...link }) => ({
      ...link,
      tokenHash: Buffer.from(tokenHash).toString('hex'),
    })),
    // The sealed identification by its bytes' digests.
    identifications: (await db.select().from(buyerIdentifications).orderBy(asc(buyerIdentifications.id))).map(
      ({ details, document, ...row }) => ({ ...row, details: sha256Of(details!), document: sha256Of(document!) }),
    ),
    // Not in the backup: rebuilt from the offers as they are restored.
    offerTotals: await db.select().from(offerTotals).orderBy(asc(offerTotals.propertyId)),
  };
}

async function filesOf(store: ImageFiles) {
  return new Map(await Promise.all(IMAGE_FILES.map(async (name) => [name, await readStored(store, name)] as const)));
}

const diskFiles = (name: string) => new DiskImageFiles(join(workDir, name));

/** Every document file of a store by its bytes' digest. */
async function documentDigestsOf(store: ImageFiles) {
  return Promise.all((await store.names()).map(async (name) => sha256Of(await readStored(store, name))));
}

describe('backup and restore', () => {
  it('restores every row and image exactly, in the other database, and back', async () => {
    const file = join(workDir, 'state.backup');
    const summary = await writeBackup(t.db, t.images, t.documents, file);
    expect(summary.rows).toMatchObject({
      users: 1,
      properties: 2,
      property_documents: 1,
      seller_links: 1,
      final_rounds: 1,
      final_round_bidders: 1,
      buyer_identifications: 1,
      bids: 5,
      offer_consents: 5,
      offer_terms: 1,
      offer_documents: 1,
      bid_log_bidders: 2,
      bid_log: 9,
    });
    expect(summary.files).toBe(3);
    expect(summary.documentFiles).toBe(1);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const other = await emptyPglite();
    handles.push(other);
    const otherUploads = diskFiles('uploads-other');
    const otherDocuments = diskFiles('documents-other');
    expect(await restoreBackup(other.db, otherUploads, otherDocuments, file)).toEqual(summary);
    expect(await stateOf(other.db)).toEqual(await stateOf(t.db));
    expect(await filesOf(otherUploads)).toEqual(imageBytes);
    expect(await documentDigestsOf(otherDocuments)).toEqual([sha256Of(DOCUMENT_FILE)]);

    // And back from there into an empty database of this test's driver.
    const back = await createTestDatabase();
    handles.push(back);
    const backFile = join(workDir, 'back.backup');
    const backUploads = imageFilesOf(back, join(workDir, 'uploads-back'));
    const backDocuments = openDocumentFiles(back, join(workDir, 'documents-back'));
    await writeBackup(other.db, otherUploads, otherDocuments, backFile);
    await restoreBackup(back.db, backUploads, backDocuments, backFile);
    const restored = await stateOf(back.db);
    expect(restored).toEqual(await stateOf(t.db));
    expect(restored.offers.map((offer) => offer.bidAmount).sort()).toEqual([
      '0.01',
      '500000.00',
      '510000.00',
      '950000.00',
      '999999999.99',
    ]);
    expect(restored.properties.map((property) => property.title).sort()).toEqual(['Runde', 'Sicherung „Ä“ 😀']);
    expect(restored.offers.filter((offer) => offer.finalRoundId !== null).map((offer) => offer.bidAmount)).toEqual([
      '510000.00',
    ]);
    expect(restored.terms[0]!.message).toBe('Übergabe „gern“ im Frühjahr 😀');
    expect(restored.proofsOfFunds[0]!.sha256).toBe(sha256Of(PROOF_OF_FUNDS));
    // Whether an offer was verified comes back, and the totals of verified offers with it.
    expect(restored.offers.filter((offer) => offer.verifiedAt !== null).map((offer) => offer.bidAmount)).toEqual([
      '950000.00',
    ]);
    expect(restored.offerTotals).toContainEqual(
      expect.objectContaining({ offerCount: 3, verifiedCount: 1, verifiedMax: '950000.00' }),
    );
    // The restored identification opens with this installation's key.
    const [identification] = await back.db.select().from(buyerIdentifications);
    expect(identificationView(t.app.identificationKeys, identification!).details).toEqual(IDENTIFICATION);
    expect(restored.bidLog.map((entry) => entry.kind).sort()).toEqual([
      'awarded',
      'final-round',
      'offer',
      'offer',
      'offer',
      'offer',
      'offer',
      'procedure-set-up',
      'procedure-set-up',
    ]);
    expect(await filesOf(backUploads)).toEqual(imageBytes);
    expect(await documentDigestsOf(backDocuments)).toEqual([sha256Of(DOCUMENT_FILE)]);
    // Three databases made and filled: over a minute on a busy 2-core machine.
  }, 120_000);

  it('is consistent while offers arrive: the backup holds a snapshot, each offer whole or not at all', async () => {
    // The property without a round: it takes offers.
    const [property] = await t.db.select().from(properties).where(eq(properties.title, 'Sicherung „Ä“ 😀'));
    let running = true;
    let accepted = 0;
    const load = (async () => {
      const client = t.client({ remoteAddress: '10.7.0.1' });
      while (running) {
        const response = await client.post(`/api/properties/${property!.id}/bids`, VALID_OFFER);
        if (response.statusCode === 201) accepted++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const file = join(workDir, 'under-load.backup');
    const summary = await writeBackup(t.db, t.images, t.documents, file);
    running = false;
    await load;

    const target = await emptyPglite();
    await restoreBackup(target.db, diskFiles('uploads-load'), diskFiles('documents-load'), file);
    const restoredOffers = await target.db.select().from(offers);
    const sourceOffers = new Map((await t.db.select().from(offers)).map((offer) => [offer.id, offer]));
    expect(restoredOffers).toHaveLength(summary.rows.bids!);
    expect(accepted).toBeGreaterThan(0);
    expect(restoredOffers.length).toBeLessThan(sourceOffers.size);
    for (const offer of restoredOffers) expect(sourceOffers.get(offer.id)).toEqual(offer);
    await target.close();
  });

  it('refuses a target that is not empty unless forced, and then replaces it', async () => {
    const file = join(workDir, 'state.backup');
    const target = await emptyPglite();
    const uploads = diskFiles('uploads-forced');
    const documents = diskFiles('documents-forced');
    await insertProperty(target.db, { title: 'Already here' });
    await expect(restoreBackup(target.db, uploads, documents, file)).rejects.toThrow(
      /not empty \(properties: 1, bid_log: 1\).*--force/,
    );
    expect((await target.db.select().from(properties)).map((row) => row.title)).toEqual(['Already here']);

    await uploads.writeAll([{ name: 'stale.webp', data: Buffer.from('old') }]);
    await documents.writeAll([{ name: 'stale.pdf', data: Buffer.from('%PDF-old') }]);
    await restoreBackup(target.db, uploads, documents, file, { force: true });
    expect(await documents.has('stale.pdf')).toBe(false);
    expect(await documentDigestsOf(documents)).toEqual([sha256Of(DOCUMENT_FILE)]);
    expect((await target.db.select().from(properties)).map((row) => row.title).sort()).toEqual([
      'Runde',
      'Sicherung „Ä“ 😀',
    ]);
    expect(await filesOf(uploads)).toEqual(imageBytes);
    expect(await uploads.has('stale.webp')).toBe(false);
    // The replacement passed the bid log's guard, and says so for good.
    expect((await target.db.select().from(bidLogRestores)).map((row) => row.note)).toEqual([
      'state.backup (replacing)',
    ]);
    await target.close();
  });

  it('changes nothing for a cut-off, damaged or foreign file', async () => {
    const whole = readFileSync(join(workDir, 'state.backup'));
    const text = gunzipSync(whole).toString('utf8');
    const lines = text.trimEnd().split('\n');
    const cases: [string, Buffer, RegExp][] = [
      ['cut-off.backup', gzipSync(lines.slice(0, -1).join('\n')), /cut off/],
      ['truncated.backup', whole.subarray(0, Math.floor(whole.length / 2)), /cannot be read|cut off/],
      ['not-gzip.backup', Buffer.from('hello'), /cannot be read|empty/],
      ['foreign.backup', gzipSync('H\t{"format":"something-else"}\n'), /not a backup/],
      ['escape.backup', gzipSync(`${lines[0]}\nF\t"../../escape.webp"\tAAAA\n`), /outside the uploads/],
      ['escape-document.backup', gzipSync(`${lines[0]}\nD\t"../escape.pdf"\tAAAA\n`), /outside the documents/],
    ];
    // One target for all: each refused restore must leave it as empty as it was.
    const target = await emptyPglite();
    for (const [name, bytes, message] of cases) {
      const file = join(workDir, name);
      writeFileSync(file, bytes);
      const uploads = diskFiles(`uploads-${name}`);
      await expect(restoreBackup(target.db, uploads, diskFiles(`documents-${name}`), file), name).rejects.toThrow(
        message,
      );
      expect(await target.db.select().from(offers), name).toEqual([]);
      expect(await target.db.select().from(users), name).toEqual([]);
      expect(() => statSync(uploads.dir), name).toThrow();
    }
    expect(() => statSync(join(workDir, 'escape.webp'))).toThrow();
    await target.close();
  });
});
