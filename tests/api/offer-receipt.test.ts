/**
 * Decision 71: every offer has a PDF receipt the admin can download, in the language the
 * offer was placed in (or another one asked for), read back with poppler's pdftotext.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bidLog } from '#server/db/schema.ts';
import type { Language } from '#shared/languages.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { multipartBody } from '../helpers/multipart';
import { hasPoppler, pdfFlatText, pdfInfo } from '../helpers/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  property = await insertProperty(t.db, {
    title: 'Dachterrassenwohnung in der Maxvorstadt',
    titleEn: 'Roof-terrace flat in Maxvorstadt',
    titleFr: 'Appartement avec toit-terrasse à Maxvorstadt',
    address: 'Theresienstraße 42, 80333 München',
  });
});
afterAll(() => t.close());

/** The smallest file that passes as a PDF by its bytes. */
const PROOF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

async function placeOffer(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const referenceOf = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

async function receipt(id: string, query = '') {
  const response = await admin.get(`/api/admin/offers/${id}/receipt${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const EXPECTED: Record<
  Language,
  {
    amount: string;
    title: string;
    file: string;
    reference: string;
    statement: string;
    binding: string;
    logEntry: string;
    checkAt: string;
  }
> = {
  de: {
    amount: '480.000,50 €',
    title: 'Dachterrassenwohnung in der Maxvorstadt',
    file: 'Angebotsbestaetigung',
    reference: 'Referenz',
    logEntry: 'Eintrag im Bietprotokoll Nr. {position}, Prüfsumme (SHA-256)',
    checkAt: 'Prüfen unter',
    statement: 'wird nach § 311b Abs. 1 BGB erst mit der notariellen Beurkundung wirksam und verbindlich',
    binding: 'Maßgeblich ist die deutsche Fassung.',
  },
  en: {
    amount: '€480,000.50',
    title: 'Roof-terrace flat in Maxvorstadt',
    file: 'Offer-receipt',
    reference: 'Reference',
    logEntry: 'Entry in the bid log No. {position}, checksum (SHA-256)',
    checkAt: 'Check it at',
    statement:
      'Under § 311b (1) of the German Civil Code (BGB), a contract for the purchase of real property only becomes valid and binding once it has been notarised.',
    binding: 'The German version is binding.',
  },
  fr: {
    amount: '480 000,50 €',
    title: 'Appartement avec toit-terrasse à Maxvorstadt',
    file: 'Accuse-de-reception-offre',
    reference: 'Référence',
    logEntry: 'Entrée du registre des offres N° {position}, somme de contrôle (SHA-256)',
    checkAt: 'À vérifier sur',
    statement: 'Selon le § 311b, alinéa 1, du Code civil allemand (BGB)',
    binding: 'Seule la version allemande fait foi.',
  },
};

describe.skipIf(!hasPoppler)('GET /api/admin/offers/:id/receipt', () => {
  it('shows the terms the bidder added, with the proof of funds named', async () => {
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'Finanzierungsbestätigung.pdf', contentType: 'application/pdf', data: PROOF },
    ]);
    const uploaded = await t.client().request({ method: 'POST', url: '/api/offer-documents', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const year = new Date().getFullYear() + 1;
    const id = await placeOffer({
      language: 'de',
      financing: 'financing-confirmed',
      handoverDate: `${year}-03-01`,
      bindingDays: 30,
      message: 'Wir sind flexibel beim Übergabetermin.',
      proofOfFundsId: uploaded.json<{ id: string }>().id,
    });
    const text = pdfFlatText((await receipt(id)).rawPayload);
    expect(text).toContain('Finanzierungszusage liegt vor');
    expect(text).toContain(`1. März ${year}`);
    expect(text).toContain('30 Tage');
    expect(text).toContain('Wir sind flexibel beim Übergabetermin.');
    expect(text).toContain('Finanzierungsbestätigung.pdf');
  });

  it.each(['de', 'en', 'fr'] as const)(
    'answers the receipt of an offer placed in %s, in that language with the statement also in German',
    async (language) => {
      const id = await placeOffer({ bidAmount: '480000.50', language });
      const response = await receipt(id);
      const expected = EXPECTED[language];
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${expected.file}-${referenceOf(id)}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');

      const pdf = response.rawPayload;
      const text = pdfFlatText(pdf);
      expect(text).toContain('Maximilian Huber');
      expect(text).toContain(VALID_OFFER.email);
      expect(text).toContain(VALID_OFFER.phone);
      expect(text).toContain(expected.amount);
      expect(text).toContain(expected.title);
      expect(text).toContain('Theresienstraße 42, 80333 München');
      expect(text).toContain(`${expected.reference} ${referenceOf(id)}`);
      expect(text).toContain(id);
      expect(text).toContain(expected.statement);
      expect(text).toContain(expected.binding);
      // The German statement, the binding version, is in every receipt.
      expect(text).toContain(EXPECTED.de.statement);
      expect(text).toContain(EXPECTED.de.binding);
      expect(text).toMatch(/\d{1,2}:\d\d (MEZ|MESZ|CET|CEST|UTC\+1|UTC\+2)/);
      // The offer's place in the bid log's hash chain, as the log holds it (the hash may break over lines).
      const [entry] = await t.db.select().from(bidLog).where(eq(bidLog.offerId, id));
      expect(entry).toBeDefined();
      expect(text).toContain(expected.logEntry.replace('{position}', String(entry!.position)));
      expect(text.replace(/\s/g, '')).toContain(entry!.hash);
      // The property's own page, in the receipt's language (the line may break after a slash or hyphen).
      expect(text.replace(/([/-]) /g, '$1')).toContain(`/immobilien/${property.slug}?lang=${language}`);
      // Where the bidder checks the entry, in the receipt's language (the link may break after '/', '?' or '&').
      expect(text.replace(/([/?&]) /g, '$1')).toMatch(
        new RegExp(`${expected.checkAt} http://[\\w.:]+/bietprotokoll\\?ref=${referenceOf(id)}&lang=${language}`),
      );
      expect(pdfInfo(pdf).Author).toBe('Isarwert Immobilien GmbH');
    },
  );

  it('gives the same file on every download, and another language when asked for', async () => {
    const id = await placeOffer({ language: 'de', bidAmount: '1250000' });
    const first = await receipt(id);
    const again = await receipt(id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const french = await receipt(id, '?language=fr');
    expect(french.headers['content-disposition']).toBe(
      `attachment; filename="Accuse-de-reception-offre-${referenceOf(id)}.pdf"`,
    );
    const text = pdfFlatText(french.rawPayload);
    expect(text).toContain('1 250 000,00 €');
    expect(text).toContain(EXPECTED.fr.title);
    expect(text).toContain(EXPECTED.fr.binding);
  });

  it('draws names in any Latin or Cyrillic letters, and a replacement for what the font cannot draw', async () => {
    const polish = await placeOffer({ firstName: 'Łukasz', lastName: 'Øster-Şahin', email: 'lukasz@example.pl' });
    expect(pdfFlatText((await receipt(polish)).rawPayload)).toContain('Łukasz Øster-Şahin');

    const russian = await placeOffer({ firstName: 'Дмитрий', lastName: 'Иванов', language: 'en' });
    expect(pdfFlatText((await receipt(russian)).rawPayload)).toContain('Дмитрий Иванов');

    const japanese = await placeOffer({ firstName: 'Ğül', lastName: '山田', language: 'fr' });
    expect(pdfFlatText((await receipt(japanese)).rawPayload)).toContain('Ğül \uFFFD\uFFFD');
  });

  it('uses the receipt texts as the admin edited them', async () => {
    const edit = await admin.post('/api/admin/translations', {
      key: 'receipt.title',
      language: 'en',
      value: 'Confirmation of your offer',
      category: 'offer',
    });
    expect(edit.statusCode, edit.body).toBe(201);
    const id = await placeOffer({ language: 'en' });
    const text = pdfFlatText((await receipt(id)).rawPayload);
    expect(text).toContain('Confirmation of your offer');
    expect(text).not.toContain('Offer receipt');
  });
});

describe('GET /api/admin/offers/:id/receipt in the audit log', () => {
  it('records each download with the offer, since the receipt hands out the bidder’s contact data', async () => {
    const id = await placeOffer();
    expect((await admin.get(`/api/admin/offers/${id}/receipt`)).statusCode).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offerReceipt'), eq(auditLog.targetId, id)));
    expect(audited).toHaveLength(1);
  });
});

describe('GET /api/admin/offers/:id/receipt refusals', () => {
  it('needs a signed-in admin', async () => {
    const id = await placeOffer();
    const response = await t.client().get(`/api/admin/offers/${id}/receipt`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers 404 for an offer that does not exist, or an id that cannot name one', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await admin.get(`/api/admin/offers/${id}/receipt`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found' });
    }
  });

  it('answers 400 for a language the site does not have', async () => {
    const id = await placeOffer();
    for (const language of ['es', '', 'DE']) {
      const response = await admin.get(`/api/admin/offers/${id}/receipt?language=${language}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/language/);
    }
  });
});
