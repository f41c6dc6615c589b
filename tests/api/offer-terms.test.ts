/**
 * Structured terms on an offer (decision 0070): financing, a proof of funds uploaded
 * before the offer (sniffed, private, admins only), the desired handover date, the binding period
 * and a message. All optional: an offer without them is as before; a bad value stores nothing.
 */
import ExcelJS from 'exceljs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerDocuments, offers, offerTerms, properties } from '#server/db/schema.ts';
import { purgeUnattachedDocuments } from '#server/offers/offer-documents.ts';
import { EXPORT_HEADERS } from '#server/offers/offers-export.ts';
import { readOfferTerms } from '#server/offers/offer-terms.ts';
import { munichToday, yearsAfter } from '#shared/offers/offer-terms.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { jpegImage, pngImage } from '../helpers/images';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let visitor: TestClient;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  visitor = t.client();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  await t.db.delete(offerDocuments);
  await t.db.delete(properties);
  property = await insertProperty(t.db);
  t.wroteBehindTheApp();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const inDays = (days: number) => addDays(munichToday(), days);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function upload(data: Buffer, filename: string, contentType = 'application/pdf') {
  const { payload, headers } = multipartBody([{ field: 'file', filename, contentType, data }]);
  return visitor.request({ method: 'POST', url: '/api/offer-documents', payload, headers });
}

async function uploadedId(data: Buffer = PDF, filename = 'Finanzierungsbestätigung.pdf'): Promise<string> {
  const response = await upload(data, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

function placeOffer(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return visitor.post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...body }, { headers });
}

async function counts() {
  const [stored] = await t.db.select({ n: count() }).from(offers);
  const [terms] = await t.db.select({ n: count() }).from(offerTerms);
  const [attached] = await t.db
    .select({ n: count() })
    .from(offerDocuments)
    .where(sql`${offerDocuments.offerId} is not null`);
  return { offers: stored!.n, terms: terms!.n, attached: attached!.n };
}

interface AdminOfferWithTerms {
  id: string;
  terms: null | {
    financing: string | null;
    handoverDate: string | null;
    bindingDays: number | null;
    message: string | null;
    proofOfFunds: { fileName: string; sizeBytes: number; mediaType: string } | null;
  };
}

describe('terms on an offer', () => {
  it('are stored with the offer and shown to the admin in the list, the paged list and the reader', async () => {
    const proofId = await uploadedId();
    const handoverDate = inDays(90);
    const response = await placeOffer({
      financing: 'financing-confirmed',
      handoverDate,
      bindingDays: 30,
      message: '  Wir könnten auch früher übernehmen.  ',
      proofOfFundsId: proofId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const offerId = response.json<{ id: string }>().id;
    // The visitor's answer stays the offer as before: the terms are the agent's to see.
    expect(response.json()).not.toHaveProperty('terms');

    const expected = {
      financing: 'financing-confirmed',
      handoverDate,
      bindingDays: 30,
      message: 'Wir könnten auch früher übernehmen.',
      proofOfFunds: { fileName: 'Finanzierungsbestätigung.pdf', sizeBytes: PDF.length, mediaType: 'application/pdf' },
    };
    const list = (await admin.get('/api/admin/bids')).json<AdminOfferWithTerms[]>();
    expect(list.find((offer) => offer.id === offerId)?.terms).toEqual(expected);
    const page = (await admin.get('/api/admin/offers')).json<{ items: AdminOfferWithTerms[] }>();
    expect(page.items.find((offer) => offer.id === offerId)?.terms).toEqual(expected);
    expect(await readOfferTerms(t.db, offerId)).toEqual(expected);

    // The admin's favourite toggle answers the offer with its terms too.
    const toggled = await admin.post(`/api/admin/bids/${offerId}/favorite`);
    expect(toggled.json<AdminOfferWithTerms>().terms).toEqual(expected);
  });

  it('may be given one at a time; a proof alone is terms too', async () => {
    const onlyDays = await placeOffer({ bindingDays: 14 });
    expect(onlyDays.statusCode, onlyDays.body).toBe(201);
    expect(await readOfferTerms(t.db, onlyDays.json<{ id: string }>().id)).toEqual({
      financing: null,
      handoverDate: null,
      bindingDays: 14,
      message: null,
      proofOfFunds: null,
    });

    const onlyProof = await placeOffer({ proofOfFundsId: await uploadedId(PDF, 'nachweis.pdf') });
    expect(onlyProof.statusCode, onlyProof.body).toBe(201);
    const terms = await readOfferTerms(t.db, onlyProof.json<{ id: string }>().id);
    expect(terms).toMatchObject({ financing: null, bindingDays: null, proofOfFunds: { fileName: 'nachweis.pdf' } });
    expect((await counts()).terms).toBe(1);
  });

  it('keeps an offer without terms working: 201, no terms row, terms null for the admin', async () => {
    const response = await visitor.post(`/api/properties/${property.id}/bids`, {
      propertyId: property.id,
      ...VALID_OFFER,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await counts()).toEqual({ offers: 1, terms: 0, attached: 0 });
    const list = (await admin.get('/api/admin/bids')).json<AdminOfferWithTerms[]>();
    expect(list[0]!.terms).toBeNull();
    expect(await readOfferTerms(t.db, list[0]!.id)).toBeNull();
  });

  it('treats an empty or blank message as none', async () => {
    const response = await placeOffer({ message: '   \n ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await counts()).toEqual({ offers: 1, terms: 0, attached: 0 });
  });

  const BAD_VALUES: Array<[string, Record<string, unknown>, RegExp]> = [
    ['an unknown financing', { financing: 'cash' }, /financing must be one of/],
    ['a financing that is not text', { financing: 1 }, /financing must be one of/],
    ['a handover date that is no calendar day', { handoverDate: '2027-02-30' }, /gültiges Datum/],
    ['a handover date in another format', { handoverDate: '01.05.2027' }, /gültiges Datum/],
    ['a handover date yesterday', { handoverDate: inDays(-1) }, /Vergangenheit/],
    ['a handover date beyond five years', { handoverDate: addDays(yearsAfter(munichToday(), 5), 1) }, /fünf Jahre/],
    ['binding days of 0', { bindingDays: 0 }, /Bindefrist/],
    ['binding days of 366', { bindingDays: 366 }, /Bindefrist/],
    ['binding days not whole', { bindingDays: 1.5 }, /Bindefrist/],
    ['binding days as text', { bindingDays: '30' }, /Bindefrist/],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, /2\.000 Zeichen/],
    ['a message with control characters', { message: 'Hallo\u0007' }, /control characters/],
    ['a proof id that is no uuid', { proofOfFundsId: 'abc' }, /proofOfFundsId/],
  ];
  for (const [what, body, message] of BAD_VALUES) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const response = await placeOffer({ financing: 'own-funds', ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
      expect(await counts()).toEqual({ offers: 0, terms: 0, attached: 0 });
    });
  }

  it('takes the edges: today, five years ahead, 1 and 365 days, 2,000 characters', async () => {
    for (const body of [
      { handoverDate: munichToday(), bindingDays: 1 },
      { handoverDate: yearsAfter(munichToday(), 5), bindingDays: 365, message: 'ä'.repeat(2000) },
    ]) {
      const response = await placeOffer(body);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await counts()).terms).toBe(2);
  });
});

describe('the proof of funds', () => {
  it('is sniffed: a PNG named .pdf is stored as PNG, under a name that says so', async () => {
    const png = await pngImage(20, 20);
    const response = await upload(png, 'kontoauszug.pdf', 'application/pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      fileName: 'kontoauszug.pdf.png',
      sizeBytes: png.length,
      mediaType: 'image/png',
    });
  });

  it('takes a JPEG by its bytes and cleans its name', async () => {
    const jpeg = await jpegImage(40, 30);
    const response = await upload(jpeg, '../../etc/scan\u0007  Seite 1.jpeg', 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ fileName: 'scan Seite 1.jpeg', mediaType: 'image/jpeg' });
  });

  it('refuses a text file named .pdf with 415, whatever its declared type', async () => {
    const response = await upload(Buffer.from('Ich habe genug Geld.'), 'nachweis.pdf', 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/PDF, JPEG or PNG/);
    const [stored] = await t.db.select({ n: count() }).from(offerDocuments);
    expect(stored!.n).toBe(0);
  });

  it('refuses more than 10 MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(big, 'gross.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/10 MB/);
    const [stored] = await t.db.select({ n: count() }).from(offerDocuments);
    expect(stored!.n).toBe(0);
  });

  it('takes exactly 10 MB', async () => {
    const full = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    const response = await upload(full, 'voll.pdf');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a body without the file, and two files', async () => {
    const none = multipartBody([{ field: 'other', filename: 'a.pdf', data: PDF }]);
    const noFile = await visitor.request({ method: 'POST', url: '/api/offer-documents', ...none });
    expect(noFile.statusCode).toBe(400);
    const two = multipartBody([
      { field: 'file', filename: 'a.pdf', data: PDF },
      { field: 'file', filename: 'b.pdf', data: PDF },
    ]);
    const twoFiles = await visitor.request({ method: 'POST', url: '/api/offer-documents', ...two });
    expect(twoFiles.statusCode).toBe(400);
    const json = await visitor.post('/api/offer-documents', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('refuses an unknown, a used and an expired proof with 400, storing nothing', async () => {
    const unknown = await placeOffer({ proofOfFundsId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/no uploaded document/);
    // The form says it in the visitor's language.
    expect(unknown.json()).toMatchObject({ reason: 'proof-unavailable' });

    const proofId = await uploadedId();
    expect((await placeOffer({ proofOfFundsId: proofId })).statusCode).toBe(201);
    const used = await placeOffer({ proofOfFundsId: proofId, bidAmount: '960000.00' });
    expect(used.statusCode).toBe(400);
    expect(used.json<{ message: string }>().message).toMatch(/already belongs to another offer/);

    const old = await uploadedId();
    await t.db
      .update(offerDocuments)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(offerDocuments.id, old));
    const expired = await placeOffer({ proofOfFundsId: old, financing: 'own-funds' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toMatch(/more than an hour ago/);

    expect(await counts()).toEqual({ offers: 1, terms: 0, attached: 1 });
  });

  it('goes to one offer only when two name it at the same moment', async () => {
    const proofId = await uploadedId();
    const answers = await Promise.all(
      ['951000.00', '952000.00', '953000.00'].map((bidAmount) =>
        placeOffer({ proofOfFundsId: proofId, bidAmount, financing: 'own-funds' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await counts()).toEqual({ offers: 1, terms: 1, attached: 1 });
  });

  it('repeated under the same Idempotency-Key answers the stored offer', async () => {
    const proofId = await uploadedId();
    const headers = { 'idempotency-key': '0b8f3a52-6f8e-4c39-9a51-2f2d6c1d8e11' };
    const first = await placeOffer({ proofOfFundsId: proofId }, headers);
    expect(first.statusCode).toBe(201);
    const again = await placeOffer({ proofOfFundsId: proofId }, headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('is downloaded by the admin only, as an attachment with its bytes', async () => {
    const png = await pngImage(16, 16);
    const upload1 = await upload(png, 'Bank.pdf');
    const proofId = upload1.json<{ id: string }>().id;
    const offerId = (await placeOffer({ proofOfFundsId: proofId })).json<{ id: string }>().id;
    const url = `/api/admin/offers/${offerId}/proof-of-funds`;

    expect((await visitor.get(url)).statusCode).toBe(401);

    const response = await admin.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Bank.pdf.png"; filename*=UTF-8''Bank.pdf.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(response.rawPayload, png)).toBe(0);

    const withoutProof = (await placeOffer({ bindingDays: 10 })).json<{ id: string }>().id;
    expect((await admin.get(`/api/admin/offers/${withoutProof}/proof-of-funds`)).statusCode).toBe(404);
  });

  it('goes with its offer: deleting one offer, and deleting all', async () => {
    const first = (await placeOffer({ proofOfFundsId: await uploadedId(), bindingDays: 7 })).json<{ id: string }>();
    await placeOffer({ proofOfFundsId: await uploadedId(), message: 'Hallo', bidAmount: '960000.00' });
    expect(await counts()).toEqual({ offers: 2, terms: 2, attached: 2 });

    expect((await admin.delete(`/api/admin/bids/${first.id}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ offers: 1, terms: 1, attached: 1 });

    const deleted = await admin.delete('/api/admin/bids');
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect(await counts()).toEqual({ offers: 0, terms: 0, attached: 0 });
    const [left] = await t.db.select({ n: count() }).from(offerDocuments);
    expect(left!.n).toBe(0);
  });

  it('is purged when no offer took it within the hour', async () => {
    const fresh = await uploadedId();
    const stale = await uploadedId();
    const attachedOld = await uploadedId();
    await placeOffer({ proofOfFundsId: attachedOld });
    await t.db
      .update(offerDocuments)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(sql`${offerDocuments.id} in (${stale}::uuid, ${attachedOld}::uuid)`);
    // What the upload routes run every five minutes.
    expect(await purgeUnattachedDocuments(t.db)).toBe(1);
    const left = await t.db.select({ id: offerDocuments.id }).from(offerDocuments);
    expect(left.map((row) => row.id).sort()).toEqual([fresh, attachedOld].sort());
  });
});

describe('the export', () => {
  it('has the terms in their own columns', async () => {
    const handoverDate = inDays(60);
    await placeOffer({
      financing: 'own-funds',
      handoverDate,
      bindingDays: 21,
      message: '=cmd|x',
      proofOfFundsId: await uploadedId(),
    });
    await placeOffer({ bidAmount: '940000.00' });
    const response = await admin.get('/api/admin/bids/export');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_HEADERS]);
    expect(EXPORT_HEADERS.slice(8, 13)).toEqual([
      'Finanzierung',
      'Übergabetermin',
      'Bindefrist (Tage)',
      'Nachricht',
      'Finanzierungsnachweis',
    ]);
    const rows = [sheet.getRow(2), sheet.getRow(3)];
    const withTerms = rows.find((row) => row.getCell(6).value === 950000)!;
    const [year, month, day] = handoverDate.split('-');
    expect([9, 10, 11, 12, 13].map((column) => withTerms.getCell(column).value)).toEqual([
      'Eigenkapital',
      `${day}.${month}.${year}`,
      21,
      '=cmd|x',
      'Ja',
    ]);
    expect(withTerms.getCell(12).formula).toBeUndefined();
    const without = rows.find((row) => row.getCell(6).value === 940000)!;
    expect([9, 10, 11, 12, 13].map((column) => without.getCell(column).value ?? null)).toEqual([
      null,
      null,
      null,
      null,
      'Nein',
    ]);
  });
});
