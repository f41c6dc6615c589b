/**
 * The commission agreement at the documents' gate: where the listing states a buyer's commission,
 * the terms are the brokerage agreement in text form; the mail carries it with the withdrawal
 * notice and the model form as a PDF (read back with pdftotext); the express request decides
 * whether the documents open at once or when the withdrawal period ends; the mailed withdrawal
 * link records a withdrawal once, closes the documents and confirms its receipt by mail. Runs on
 * both databases, with a real SMTP peer.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentAccess, documentDownloads, mailOutbox, properties } from '#server/db/schema.ts';
import { purgeExpiredAgreements } from '#server/documents/agreement-retention.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { documentGateSteps } from '../helpers/document-gate';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';
import { appWithMail, MAIL_PUBLIC_URL as PUBLIC_URL } from '../helpers/app-with-mail';
import type { TestClient } from '../helpers/test-app';

const app = appWithMail();
let steps: ReturnType<typeof documentGateSteps>;
beforeAll(() => {
  steps = documentGateSteps(app.admin, app.peer);
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function commissionProperty(overrides: Partial<Parameters<typeof insertProperty>[1]> = {}) {
  return insertProperty(app.t.db, {
    title: 'Stadthaus in Bogenhausen',
    titleEn: 'Town house in Bogenhausen',
    address: 'Ismaninger Straße 12, 81675 München',
    buyerCommission: '3.57',
    ...overrides,
  });
}

interface GateState {
  granted: boolean;
  name: string | null;
  opensAt: string | null;
  terms: Record<'de' | 'en' | 'fr', string>;
  commission: {
    rate: string;
    withdrawalNotice: Record<'de' | 'en' | 'fr', string>;
    expressRequest: Record<'de' | 'en' | 'fr', string>;
  } | null;
}

async function gateState(visitor: TestClient, property: PropertyRow): Promise<GateState> {
  const response = await visitor.get(`/api/listings/${property.slug}/document-access`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GateState;
}

const accessRow = async (property: PropertyRow) =>
  (await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id)))[0]!;

/** The withdrawal link's key in a mail's text. */
function withdrawKey(text: string | undefined, language: string): string {
  const link = new RegExp(`${PUBLIC_URL}/documents/withdraw/([A-Za-z0-9_-]+)\\?lang=${language}`).exec(text ?? '');
  expect(link, text).not.toBeNull();
  return link![1]!;
}

describe('the terms where the buyer pays a commission', () => {
  it('are the property’s terms followed by the brokerage agreement, with the withdrawal notice and the express request beside them', async () => {
    const property = await commissionProperty();
    const state = await gateState(app.t.client(), property);
    expect(state.commission?.rate).toBe('3.57');
    expect(state.terms.de).toMatch(/^Vertraulichkeit: /);
    expect(state.terms.de).toContain(
      'Maklervertrag (Textform, § 656a BGB): Mit der Annahme dieser Bedingungen schließen Sie mit der Isarwert Immobilien GmbH einen Maklervertrag über die Immobilie „Stadthaus in Bogenhausen“, Ismaninger Straße 12, 81675 München.',
    );
    // The rate as the reader's language writes it (German and French with a no-break space).
    expect(state.terms.de).toContain('Provision von 3,57\u00a0% des Kaufpreises');
    expect(state.terms.en).toContain('commission of 3.57% of the purchase price');
    expect(state.terms.en).toContain('“Town house in Bogenhausen”');
    expect(state.terms.fr).toContain('commission de 3,57\u00a0% du prix de vente');
    expect(state.commission!.withdrawalNotice.de).toMatch(/^Widerrufsbelehrung\nWiderrufsrecht: /);
    expect(state.commission!.withdrawalNotice.de).toContain(
      '(Isarwert Immobilien GmbH, Maximilianstraße 18, 80539 München',
    );
    expect(state.commission!.withdrawalNotice.de).toContain(
      '\n\nMuster-Widerrufsformular\n(Wenn Sie den Vertrag widerrufen wollen',
    );
    expect(state.commission!.withdrawalNotice.de).toContain('Maklervertrag zur Immobilie „Stadthaus in Bogenhausen“');
    expect(state.commission!.expressRequest.en).toMatch(/^I expressly request that you begin your service/);
    // The agent's terms editor is told the terms include the agreement.
    const editor = await app.admin.get(`/api/admin/properties/${property.id}/document-terms`);
    expect(editor.json()).toMatchObject({ buyerCommission: '3.57', terms: { de: '', en: '', fr: '' } });
  });

  it('are the property’s terms alone where the listing says nothing of a commission, or that it is free', async () => {
    for (const buyerCommission of [null, '0.00']) {
      const property = await commissionProperty({ buyerCommission });
      const state = await gateState(app.t.client(), property);
      expect(state.commission, String(buyerCommission)).toBeNull();
      expect(state.terms.de).not.toContain('Maklervertrag');
    }
  });

  it('refuses an express request that is not true or false, and stores nothing', async () => {
    const property = await commissionProperty();
    const refused = await steps.request(app.t.client(), property, {
      name: 'Anna',
      email: 'anna@example.de',
      language: 'de',
      acceptTerms: true,
      expressRequest: 'ja',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('expressRequest');
    expect(await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id))).toEqual([]);
  });
});

describe('the agreement with the express request', () => {
  it.skipIf(!hasPoppler && !process.env.CI)(
    'is stored as shown with its hashes, mailed as a PDF with the withdrawal link, and the documents open at once',
    async () => {
      const property = await commissionProperty();
      const documentId = await steps.documentOf(property, 'acknowledged', 'Grundbuchauszug');
      const visitor = app.t.client();
      const shown = await gateState(visitor, property);
      const email = 'helene.kraus@example.de';
      const { key, mail, confirmed } = await steps.passGate(visitor, property, email, 'de', {
        expressRequest: true,
      });
      expect(confirmed.statusCode).toBe(303);

      const row = await accessRow(property);
      expect(row).toMatchObject({
        commissionRate: '3.57',
        termsText: shown.terms.de,
        termsHash: sha256(shown.terms.de),
        withdrawalNotice: shown.commission!.withdrawalNotice.de,
        withdrawalNoticeHash: sha256(shown.commission!.withdrawalNotice.de),
        expressRequest: shown.commission!.expressRequest.de,
        expressRequestHash: sha256(shown.commission!.expressRequest.de),
        withdrawnAt: null,
      });

      expect(withdrawKey(mail.parsed.text, 'de')).toBe(key);
      expect(mail.parsed.text).toContain('Anbei erhalten Sie ihn mit der Widerrufsbelehrung');
      const [attachment, ...more] = mail.parsed.attachments;
      expect(more).toEqual([]);
      expect(attachment!.contentType).toBe('application/pdf');
      expect(attachment!.filename).toBe(`Maklervertrag-${row.id.replace(/-/g, '').slice(0, 8).toUpperCase()}.pdf`);
      const text = pdfFlatText(attachment!.content);
      for (const expected of [
        'Maklervertrag mit Widerrufsbelehrung',
        'Stadthaus in Bogenhausen',
        'Ismaninger Straße 12, 81675 München',
        '3,57 %',
        'Anna Berger',
        email,
        'Provision von 3,57 % des Kaufpreises einschließlich der gesetzlichen Umsatzsteuer',
        'Ihr ausdrückliches Verlangen (§ 356 Abs. 4 BGB)',
        'Ich verlange ausdrücklich, dass Sie vor dem Ende der Widerrufsfrist mit Ihrer Leistung beginnen',
        'Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen',
        'Folgen des Widerrufs',
        'Muster-Widerrufsformular',
        '(*) Unzutreffendes streichen.',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).toMatch(/Erklärt am \d{1,2}\. \w+ 2\d{3}/);

      expect((await gateState(visitor, property)).granted).toBe(true);
      expect((await steps.openDocument(visitor, property, documentId)).file?.statusCode).toBe(200);
    },
  );
});

describe('the agreement without the express request', () => {
  it.skipIf(!hasPoppler && !process.env.CI)(
    'says so in the PDF, and the documents open only when the withdrawal period ends',
    async () => {
      const property = await commissionProperty();
      const documentId = await steps.documentOf(property, 'acknowledged');
      const visitor = app.t.client();
      const email = 'ivo.petrov@example.de';
      const { mail } = await steps.passGate(visitor, property, email, 'en');
      const row = await accessRow(property);
      expect(row.expressRequest).toBeNull();
      expect(row.expressRequestHash).toBeNull();
      expect(row.confirmedAt).not.toBeNull();

      expect(mail.parsed.attachments[0]!.filename).toMatch(/^Brokerage-agreement-[0-9A-F]{8}\.pdf$/);
      const text = pdfFlatText(mail.parsed.attachments[0]!.content);
      expect(text).toContain('You did not request that we begin before the withdrawal period ends.');
      expect(text).not.toContain('I expressly request');
      expect(text).toContain('Model withdrawal form');

      const waiting = await gateState(visitor, property);
      expect(waiting).toMatchObject({ granted: false, name: 'Anna Berger' });
      expect(new Date(waiting.opensAt!).getTime() - row.confirmedAt!.getTime()).toBe(14 * 24 * 3600 * 1000);
      expect((await steps.openDocument(visitor, property, documentId)).link.statusCode).toBe(403);

      await app.t.db
        .update(documentAccess)
        .set({ confirmedAt: sql`now() - interval '14 days 1 minute'` })
        .where(eq(documentAccess.id, row.id));
      expect(await gateState(visitor, property)).toMatchObject({ granted: true, opensAt: null });
      expect((await steps.openDocument(visitor, property, documentId)).file?.statusCode).toBe(200);
    },
  );
});

describe('the withdrawal link', () => {
  it('shows a page that declares nothing by itself; its POST records the withdrawal once, closes the documents, confirms by mail and is in the log and the list', async () => {
    const property = await commissionProperty();
    const documentId = await steps.documentOf(property, 'acknowledged');
    const visitor = app.t.client();
    const email = 'jana.weiss@example.de';
    const { mail } = await steps.passGate(visitor, property, email, 'de', { expressRequest: true });
    const key = withdrawKey(mail.parsed.text, 'de');
    const signed = (await steps.openDocument(visitor, property, documentId)).link.headers.location as string;
    expect((await app.t.client().get(signed)).statusCode).toBe(200);

    const page = await app.t.client().get(`/documents/withdraw/${key}?lang=de`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('Widerruf erklären');
    // A withdrawal is declared by the person: no script sends this form (a link preview declares nothing).
    expect(page.body).not.toContain('<script');
    expect((await accessRow(property)).withdrawnAt).toBeNull();

    const declared = await app.t.client().post(`/documents/withdraw/${key}?lang=de`, 'x=1', steps.formPost);
    expect(declared.statusCode).toBe(303);
    expect(declared.headers.location).toBe(`/documents/withdraw/${key}?lang=de`);
    const withdrawnAt = (await accessRow(property)).withdrawnAt;
    expect(withdrawnAt).not.toBeNull();
    const after = await app.t.client().get(declared.headers.location as string);
    expect(after.body).toContain('Ihr Widerruf ist eingegangen');

    // Closed for this person: the page's state, a new link, and a link signed before.
    expect(await gateState(visitor, property)).toMatchObject({ granted: false, opensAt: null });
    expect((await steps.openDocument(visitor, property, documentId)).link.statusCode).toBe(403);
    expect((await app.t.client().get(signed)).statusCode).toBe(403);

    const receipt = await steps.mailTo(email, 1);
    expect(receipt.parsed.subject).toBe('Eingang Ihres Widerrufs: Stadthaus in Bogenhausen');
    expect(receipt.parsed.text).toContain(
      'Wir bestätigen den Eingang Ihres Widerrufs des Maklervertrags zur Immobilie „Stadthaus in Bogenhausen“ am',
    );

    // Declared again: the first time stays, no second mail, no second entry.
    await app.t.client().post(`/documents/withdraw/${key}?lang=de`, 'x=1', steps.formPost);
    expect((await accessRow(property)).withdrawnAt).toEqual(withdrawnAt);
    const row = await accessRow(property);
    const mails = await app.t.db.select().from(mailOutbox).where(eq(mailOutbox.documentAccessId, row.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['document-access', 'document-withdrawal']);
    const audit = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawDocumentAccess'), eq(auditLog.targetId, row.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ propertyId: property.id });

    const listed = await app.admin.get(`/api/admin/properties/${property.id}/document-recipients`);
    const [person] = (listed.json() as { recipients: Record<string, unknown>[] }).recipients;
    expect(person).toMatchObject({
      commissionRate: '3.57',
      expressRequest: true,
      withdrawnAt: withdrawnAt!.toISOString(),
    });
    const workbook = new ExcelJS.Workbook();
    const exported = await app.admin.get(`/api/admin/properties/${property.id}/document-recipients/export`);
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Unterlagen')!;
    expect([6, 7, 8].map((column) => sheet.getRow(1).getCell(column).value)).toEqual([
      'Provision (%)',
      'Sofortiger Beginn verlangt',
      'Widerrufen',
    ]);
    const cells = sheet.getRow(2);
    expect([cells.getCell(6).value, cells.getCell(7).value]).toEqual([3.57, 'ja']);
    expect(cells.getCell(8).type).toBe(ExcelJS.ValueType.Date);
  });

  it('declares nothing without a commission agreement, or with a changed key, and says how to withdraw instead', async () => {
    const property = await commissionProperty({ buyerCommission: null });
    const visitor = app.t.client();
    const { key, mail } = await steps.passGate(visitor, property, 'kai@example.de', 'de');
    expect(mail.parsed.text).not.toContain('/documents/withdraw/');
    expect(mail.parsed.attachments).toEqual([]);
    const changed = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const tried of [key, changed]) {
      const declared = await visitor.post(`/documents/withdraw/${tried}?lang=de`, 'x=1', steps.formPost);
      expect(declared.statusCode).toBe(303);
      const page = await visitor.get(declared.headers.location as string);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Mit diesem Link lässt sich nichts widerrufen');
      expect(page.body).toContain('angebote@isarwert-immobilien.de');
    }
    expect((await accessRow(property)).withdrawnAt).toBeNull();
    expect((await gateState(visitor, property)).granted).toBe(true);
  });
});

describe('an erasure of the person', () => {
  it('keeps a brokerage agreement within its retention and says until when; the daily job deletes it once that ended', async () => {
    const email = 'lotte.brandt@example.de';
    const property = await commissionProperty({ auctionEndDate: new Date('2027-03-31T16:00:00Z') });
    const documentId = await steps.documentOf(property, 'acknowledged');
    const visitor = app.t.client();
    await steps.passGate(visitor, property, email, 'de', { expressRequest: true, notifyOnChanges: true });
    expect((await steps.openDocument(visitor, property, documentId)).file?.statusCode).toBe(200);
    // The same person's acknowledgement of terms without a commission: it goes.
    const plain = await commissionProperty({ buyerCommission: null });
    const asked = await steps.request(app.t.client(), plain, {
      name: 'Lotte Brandt',
      email,
      language: 'de',
      acceptTerms: true,
    });
    expect(asked.statusCode).toBe(201);

    const erased = await app.admin.post('/api/admin/privacy/erase', { email: 'Lotte.Brandt@example.de' });
    expect(erased.statusCode, erased.body).toBe(200);
    // Offer period ends in 2027: the claim is time-barred at the end of 2030, Munich time.
    expect(erased.json()).toEqual({
      deleted: 0,
      feedback: 0,
      documents: 1,
      keptAgreements: 1,
      keptUntil: '2030-12-31T23:00:00.000Z',
      keptIdentifications: 0,
      identificationKeptUntil: null,
    });
    expect(await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, plain.id))).toEqual([]);
    const kept = await accessRow(property);
    // Kept for the claim alone: no more mails about new documents.
    expect(kept).toMatchObject({ email, commissionRate: '3.57', notifyOnChanges: false });
    const downloads = await app.t.db.select().from(documentDownloads).where(eq(documentDownloads.accessId, kept.id));
    expect(downloads).toHaveLength(1);
    const [entry] = await app.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacyErase'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry!.detail).toMatchObject({ documents: 1, keptAgreements: 1 });

    // Still within the retention: the daily job leaves it.
    expect(await purgeExpiredAgreements(app.t.db)).toBe(0);
    // Accepted in 2019 for an offer period that ended in 2020: kept until the end of 2023, so gone.
    await app.t.db
      .update(documentAccess)
      .set({ requestedAt: new Date('2019-06-01T10:00:00Z') })
      .where(eq(documentAccess.id, kept.id));
    await app.t.db
      .update(properties)
      .set({ auctionEndDate: new Date('2020-02-01T10:00:00Z') })
      .where(eq(properties.id, property.id));
    expect(await purgeExpiredAgreements(app.t.db)).toBe(1);
    expect(await app.t.db.select().from(documentAccess).where(eq(documentAccess.id, kept.id))).toEqual([]);
    expect(await app.t.db.select().from(documentDownloads).where(eq(documentDownloads.accessId, kept.id))).toEqual([]);
  });
});
