/**
 * The gate in front of a property's documents "after accepting the terms": a visitor gives name
 * and address and accepts the terms; a real SMTP peer receives the link; following it confirms the
 * address and gives the browser its key; only then is a gated document signed, for that person,
 * and each download is recorded and in the audit log. Runs on both databases.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentAccess, documentDownloads, properties } from '#server/db/schema.ts';
import { DocumentLinks } from '#server/documents/document-links.ts';
import { DOCUMENT_TERMS_TEMPLATE } from '#shared/documents/terms-template.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { documentGateSteps, GATE_TEST_PDF } from '../helpers/document-gate';
import { appWithMail, MAIL_PUBLIC_URL as PUBLIC_URL } from '../helpers/app-with-mail';
import type { TestClient } from '../helpers/test-app';

const app = appWithMail();
let steps: ReturnType<typeof documentGateSteps>;
beforeAll(() => {
  steps = documentGateSteps(app.admin, app.peer);
});

const GATED_MESSAGE =
  'This document opens once you accept the terms on the property’s page and confirm your e-mail address.';

const PDF = GATE_TEST_PDF;
const documentOf: typeof steps.documentOf = (...args) => steps.documentOf(...args);
const mailTo: typeof steps.mailTo = (...args) => steps.mailTo(...args);
const request: typeof steps.request = (...args) => steps.request(...args);
const passGate: typeof steps.passGate = (...args) => steps.passGate(...args);
const openDocument: typeof steps.openDocument = (...args) => steps.openDocument(...args);

describe('the documents a page lists', () => {
  it('lists public and gated documents, marks the gated ones, and never the team’s', async () => {
    const property = await insertProperty(app.t.db);
    const open = await documentOf(property, 'public', 'Exposé');
    const gated = await documentOf(property, 'acknowledged', 'Teilungserklärung');
    await documentOf(property, 'agent', 'Grundbuchauszug');
    const page = await app.t.client().get(`/api/listings/${property.slug}`);
    const documents = (page.json() as { documents: { id: string; gated: boolean }[] }).documents;
    expect(documents.map(({ id, gated: isGated }) => [id, isGated])).toEqual([
      [open, false],
      [gated, true],
    ]);
  });
});

describe('a gated document without the acknowledgement', () => {
  it('is refused with 403 and a message, and no link of any shape opens it', async () => {
    const property = await insertProperty(app.t.db);
    const documentId = await documentOf(property, 'acknowledged');
    const visitor = app.t.client();
    const { link } = await openDocument(visitor, property, documentId);
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(GATED_MESSAGE);

    // A link signed with the app's key, but as for a public document (no acknowledgement in it).
    const keys = new DocumentLinks(app.t.app.config.secretsKey ?? app.t.app.config.sessionSecret!);
    const unbound = keys.sign(documentId, 1);
    const base = `/api/listings/${property.slug}/documents/${documentId}`;
    const asPublic = await visitor.get(`${base}?version=1&expires=${unbound.expires}&signature=${unbound.signature}`);
    expect(asPublic.statusCode).toBe(403);
    expect(asPublic.json().message).toBe(GATED_MESSAGE);
    // Signed for an acknowledgement that does not exist.
    const ghost = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
    const forGhost = keys.sign(documentId, 1, Date.now(), ghost);
    const ghostLink = `${base}?version=1&expires=${forGhost.expires}&signature=${forGhost.signature}&access=${ghost}`;
    expect((await visitor.get(ghostLink)).statusCode).toBe(403);
    // An access id alone is not a signed link.
    expect((await visitor.get(`${base}?access=${ghost}`)).statusCode).toBe(400);
  });
});

describe('asking for access', () => {
  it('refuses what is not a complete acknowledgement with a message per field and stores nothing', async () => {
    const property = await insertProperty(app.t.db);
    const visitor = app.t.client();
    for (const [body, field] of [
      [{ name: 'Anna', email: 'anna@example.de', language: 'de' }, 'acceptTerms'],
      [{ name: 'Anna', email: 'anna@example.de', language: 'de', acceptTerms: false }, 'acceptTerms'],
      [{ name: 'Anna', email: 'no address', language: 'de', acceptTerms: true }, 'email'],
      [{ name: ' ', email: 'anna@example.de', language: 'de', acceptTerms: true }, 'name'],
      [{ name: 'Anna\nBcc: x', email: 'anna@example.de', language: 'de', acceptTerms: true }, 'name'],
      [{ name: 'Anna', email: 'anna@example.de', language: 'es', acceptTerms: true }, 'language'],
    ] as const) {
      const response = await request(visitor, property, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body, field).toContain(field);
    }
    const stored = await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id));
    expect(stored).toEqual([]);
    expect(
      (
        await visitor.post('/api/listings/no-such-property/document-access', {
          name: 'Anna',
          email: 'anna@example.de',
          language: 'de',
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores the terms as shown with their hash, and mails the link with the terms in the visitor’s language', async () => {
    const property = await insertProperty(app.t.db, {
      title: 'Altbau am Gärtnerplatz',
      titleEn: 'Period flat at Gärtnerplatz',
    });
    const visitor = app.t.client();
    const email = 'anna.berger@example.de';
    const asked = await request(visitor, property, {
      name: 'Anna Berger',
      email: 'Anna.Berger@Example.de',
      language: 'en',
      acceptTerms: true,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [row] = await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id));
    expect(row).toMatchObject({
      name: 'Anna Berger',
      email,
      language: 'en',
      termsText: DOCUMENT_TERMS_TEMPLATE.en,
      confirmedAt: null,
    });
    expect(row!.termsHash).toBe(createHash('sha256').update(DOCUMENT_TERMS_TEMPLATE.en).digest('hex'));

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Your access to the documents: Period flat at Gärtnerplatz');
    expect(mail.parsed.text).toContain('Dear Anna Berger,');
    expect(mail.parsed.text).toContain(DOCUMENT_TERMS_TEMPLATE.en);
    expect(mail.parsed.text).toMatch(new RegExp(`${PUBLIC_URL}/documents/access/[A-Za-z0-9_-]{54}\\?lang=en`));
  });

  it('refuses a fourth unconfirmed request for one address and property within a day', async () => {
    const property = await insertProperty(app.t.db);
    const body = { name: 'Bert', email: 'bert@example.de', language: 'de', acceptTerms: true };
    for (let i = 0; i < 3; i += 1) expect((await request(app.t.client(), property, body)).statusCode).toBe(201);
    const fourth = await request(app.t.client(), property, body);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain('Several links were sent to this address for this property today');
    const [{ n }] = (await app.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentAccess)
      .where(eq(documentAccess.propertyId, property.id))) as [{ n: number }];
    expect(Number(n)).toBe(3);
  });
});

describe('the mailed link', () => {
  it('confirms nothing when opened; its POST confirms, gives the browser its key and goes on to the documents', async () => {
    const property = await insertProperty(app.t.db);
    const documentId = await documentOf(property, 'acknowledged');
    const visitor = app.t.client();
    const state = (client: TestClient) => client.get(`/api/listings/${property.slug}/document-access`);
    const before = await state(visitor);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.json()).toMatchObject({ granted: false, name: null, terms: DOCUMENT_TERMS_TEMPLATE });

    const email = 'carla@example.de';
    await request(visitor, property, { name: 'Carla Roth', email, language: 'fr', acceptTerms: true });
    const key = /\/documents\/access\/([A-Za-z0-9_-]+)/.exec((await mailTo(email)).parsed.text ?? '')![1]!;
    const page = await app.t.client().get(`/documents/access/${key}?lang=fr`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Confirmer et ouvrir');
    const [unconfirmed] = await app.t.db
      .select()
      .from(documentAccess)
      .where(eq(documentAccess.propertyId, property.id));
    expect(unconfirmed!.confirmedAt).toBeNull();
    expect((await state(visitor)).json().granted).toBe(false);

    const confirmed = await visitor.post(`/documents/access/${key}?lang=fr`, 'x=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/immobilien/${property.slug}?lang=fr#documents`);
    const cookie = confirmed.cookies.find((c) => c.name === 'isarwert_documents');
    expect(cookie).toMatchObject({ path: '/api/listings', httpOnly: true, sameSite: 'Lax' });
    expect((await state(visitor)).json()).toMatchObject({ granted: true, name: 'Carla Roth' });
    // Another browser has no key: the same link opens it there too (the mail is the person's).
    const other = app.t.client();
    expect((await state(other)).json().granted).toBe(false);
    await other.post(`/documents/access/${key}`, 'x=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await state(other)).json().granted).toBe(true);
    expect((await openDocument(other, property, documentId)).file?.statusCode).toBe(200);
  });

  it('opens nothing when changed, when not followed within 7 days, or once the property is offline', async () => {
    const property = await insertProperty(app.t.db);
    const visitor = app.t.client();
    const late = 'late@example.de';
    await request(visitor, property, { name: 'Late', email: late, language: 'de', acceptTerms: true });
    const key = /\/documents\/access\/([A-Za-z0-9_-]+)/.exec((await mailTo(late)).parsed.text ?? '')![1]!;
    const post = (path: string) =>
      visitor.post(path, 'x=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    const changed = await post(`/documents/access/${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    expect(changed.headers.location).toBe('/documents/access/failed?lang=de');
    await app.t.db
      .update(documentAccess)
      .set({ requestedAt: sql`now() - interval '8 days'` })
      .where(eq(documentAccess.propertyId, property.id));
    expect((await post(`/documents/access/${key}`)).headers.location).toBe('/documents/access/failed?lang=de');
    const failed = await visitor.get('/documents/access/failed?lang=de');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Dieser Link öffnet nichts mehr');

    await app.t.db
      .update(documentAccess)
      .set({ requestedAt: sql`now()` })
      .where(eq(documentAccess.propertyId, property.id));
    await app.t.db.update(properties).set({ isActive: false }).where(eq(properties.id, property.id));
    expect((await post(`/documents/access/${key}`)).headers.location).toBe('/documents/access/failed?lang=de');
    expect(visitor.cookies.has('isarwert_documents')).toBe(false);
  });
});

describe('a gated document with the acknowledgement', () => {
  it('is signed for that person; each download is recorded with title and version, and in the audit log', async () => {
    const property = await insertProperty(app.t.db);
    const documentId = await documentOf(property, 'acknowledged', 'Teilungserklärung');
    const visitor = app.t.client();
    const { confirmed } = await passGate(visitor, property, 'dora@example.de');
    expect(confirmed.statusCode).toBe(303);

    const { link, file } = await openDocument(visitor, property, documentId);
    expect(link.statusCode).toBe(303);
    const [access] = await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id));
    expect(link.headers.location).toContain(`&access=${access!.id}`);
    expect(file!.statusCode).toBe(200);
    expect(file!.rawPayload.equals(PDF)).toBe(true);

    // Without the browser's key the signed link still opens (a download manager has no cookie).
    const again = await app.t.client().get(link.headers.location as string);
    expect(again.statusCode).toBe(200);

    const downloads = await app.t.db.select().from(documentDownloads).where(eq(documentDownloads.accessId, access!.id));
    expect(downloads.map((d) => [d.documentId, d.documentTitle, d.version])).toEqual([
      [documentId, 'Teilungserklärung', 1],
      [documentId, 'Teilungserklärung', 1],
    ]);
    const audit = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'openGatedDocument'), eq(auditLog.targetId, documentId)));
    expect(audit).toHaveLength(2);
    expect(audit[0]!.detail).toEqual({ access: access!.id, version: 1 });

    // The acknowledgement belongs to this property: a gated document of another one stays shut.
    const elsewhere = await insertProperty(app.t.db);
    const otherDocument = await documentOf(elsewhere, 'acknowledged');
    expect((await openDocument(visitor, elsewhere, otherDocument)).link.statusCode).toBe(403);
  });

  it('stops opening once the acknowledgement is gone, and a link made while the document was public stops when it is gated', async () => {
    const property = await insertProperty(app.t.db);
    const documentId = await documentOf(property, 'public');
    const visitor = app.t.client();
    const publicLink = (await openDocument(visitor, property, documentId)).link.headers.location as string;
    await app.admin.put(`/api/admin/properties/${property.id}/documents/${documentId}`, {
      title: { de: 'Teilungserklärung', en: '', fr: '' },
      visibility: 'acknowledged',
    });
    expect((await visitor.get(publicLink)).statusCode).toBe(403);

    await passGate(visitor, property, 'emil@example.de');
    const signed = (await openDocument(visitor, property, documentId)).link.headers.location as string;
    expect((await visitor.get(signed)).statusCode).toBe(200);
    await app.t.db.delete(documentAccess).where(eq(documentAccess.propertyId, property.id));
    expect((await visitor.get(signed)).statusCode).toBe(403);
    expect((await openDocument(visitor, property, documentId)).link.statusCode).toBe(403);
  });
});

describe('the property’s own terms', () => {
  it('the agent writes them per language; visitors get them with the German one and then the template as fallback', async () => {
    const property = await insertProperty(app.t.db);
    const path = `/api/admin/properties/${property.id}/document-terms`;
    const empty = await app.admin.get(path);
    expect(empty.json()).toEqual({
      terms: { de: '', en: '', fr: '' },
      template: DOCUMENT_TERMS_TEMPLATE,
      buyerCommission: null,
    });

    const saved = await app.admin.put(path, {
      de: '  Provision 3,57 % inkl. MwSt.  ',
      en: '',
      fr: 'Commission 3,57 % TTC',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().terms).toEqual({ de: 'Provision 3,57 % inkl. MwSt.', en: '', fr: 'Commission 3,57 % TTC' });
    const visitorTerms = (await app.t.client().get(`/api/listings/${property.slug}/document-access`)).json().terms;
    expect(visitorTerms).toEqual({
      de: 'Provision 3,57 % inkl. MwSt.',
      en: 'Provision 3,57 % inkl. MwSt.',
      fr: 'Commission 3,57 % TTC',
    });

    const tooLong = await app.admin.put(path, { de: 'x'.repeat(20_001), en: '', fr: '' });
    expect(tooLong.statusCode).toBe(400);
    expect((await app.admin.get(path)).json().terms.de).toBe('Provision 3,57 % inkl. MwSt.');
    expect(
      (await app.admin.get('/api/admin/properties/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/document-terms')).statusCode,
    ).toBe(404);
  });
});

describe('who received what', () => {
  it('lists each person with the confirmation, every download and their offers; the spreadsheet says the same', async () => {
    const property = await insertProperty(app.t.db);
    const documentId = await documentOf(property, 'acknowledged', 'Grundbuchauszug');
    const visitor = app.t.client();
    await passGate(visitor, property, 'frieda@example.de', 'de');
    expect((await openDocument(visitor, property, documentId)).file?.statusCode).toBe(200);
    // Someone who asked but never confirmed is listed too, without downloads.
    expect(
      (
        await request(app.t.client(), property, {
          name: 'Gustav =HYPERLINK("x")',
          email: 'gustav@example.de',
          language: 'en',
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(201);
    const offer = await app.t.client().post(`/api/properties/${property.id}/bids`, {
      ...VALID_OFFER,
      email: 'Frieda@Example.de',
      language: 'de',
    });
    expect(offer.statusCode, offer.body).toBe(201);

    const listed = await app.admin.get(`/api/admin/properties/${property.id}/document-recipients`);
    expect(listed.statusCode).toBe(200);
    const { recipients } = listed.json() as {
      recipients: { name: string; email: string; confirmedAt: string | null; offers: number; downloads: unknown[] }[];
    };
    expect(recipients.map((r) => [r.name, r.email, r.confirmedAt !== null, r.offers])).toEqual([
      ['Gustav =HYPERLINK("x")', 'gustav@example.de', false, 0],
      ['Anna Berger', 'frieda@example.de', true, 1],
    ]);
    expect(recipients[1]!.downloads).toEqual([
      { documentId, documentTitle: 'Grundbuchauszug', version: 1, downloadedAt: expect.any(String) },
    ]);

    const exported = await app.admin.get(`/api/admin/properties/${property.id}/document-recipients/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="unterlagen-empfaenger-${property.slug}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Unterlagen')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.rowCount).toBe(3);
    const gustav = sheet.getRow(2);
    expect(gustav.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(gustav.getCell(1).value).toBe('Gustav =HYPERLINK("x")');
    expect(gustav.getCell(5).value).toBeNull();
    const frieda = sheet.getRow(3);
    // No commission agreement: its three columns stay empty.
    expect([6, 7, 8].map((column) => frieda.getCell(column).value)).toEqual([null, null, null]);
    expect([
      frieda.getCell(2).value,
      frieda.getCell(9).value,
      frieda.getCell(10).value,
      frieda.getCell(12).value,
    ]).toEqual(['frieda@example.de', 'Grundbuchauszug', 1, 1]);
    expect(frieda.getCell(11).type).toBe(ExcelJS.ValueType.Date);
    const [audit] = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exportDocumentRecipients'), eq(auditLog.targetId, property.id)));
    expect(audit).toBeDefined();
    expect(
      (await app.admin.get('/api/admin/properties/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/document-recipients'))
        .statusCode,
    ).toBe(404);
  });
});
