/**
 * Decision 64 (DSGVO): each offer records the consent and the privacy page version it was given
 * on; one person's data can be handed out (Art. 15) and deleted (Art. 17) by e-mail address; offers
 * go OFFER_RETENTION_DAYS after their property's offer period ended.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityFeedback,
  auditLog,
  documentAccess,
  documentDownloads,
  mailOutbox,
  offerConsents,
  offers,
  pages,
} from '#server/db/schema.ts';
import { deleteExpiredOffers } from '#server/privacy/personal-data.ts';
import { insertOffer } from '../helpers/admin-fixtures';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: TestClient;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp({ mail: { notify: ['makler@example.de'], notifyLanguage: 'de' } });
  admin = await t.adminClient();
  property = await insertProperty(t.db);
});
afterAll(() => t.close());

async function placeOffer(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const privacyVersion = (texts: Array<string | null>) =>
  createHash('sha256')
    .update(texts.filter((text) => text !== null).join('\n'))
    .digest('hex');

describe('consent', () => {
  it('records when the bidder agreed and to which version of the privacy page', async () => {
    await t.db.delete(pages).where(eq(pages.slug, 'datenschutz'));
    const [page] = await t.db
      .insert(pages)
      .values({ slug: 'datenschutz', title: 'Datenschutz', content: 'Fassung 1', contentEn: 'Version 1' })
      .returning();
    const first = await placeOffer();
    await t.db.update(pages).set({ content: 'Fassung 2' }).where(eq(pages.id, page!.id));
    const second = await placeOffer({ email: 'zweite@example.de' });

    const consents = await t.db.select().from(offerConsents);
    const of = (id: string) => consents.find((consent) => consent.offerId === id)!;
    expect(of(first).privacyVersion).toBe(privacyVersion(['Datenschutz', null, null, 'Fassung 1', 'Version 1', null]));
    expect(of(second).privacyVersion).toBe(privacyVersion(['Datenschutz', null, null, 'Fassung 2', 'Version 1', null]));
    const [stored] = await t.db.select().from(offers).where(eq(offers.id, first));
    expect(of(first).consentedAt.getTime()).toBe(stored!.createdAt.getTime());
  });
});

describe("one person's data", () => {
  it('is counted, handed out as JSON with offers, terms, property, consent and mails, and nobody else’s', async () => {
    await placeOffer({
      email: 'Lena.Auskunft@Example.de',
      firstName: 'Lena',
      bidAmount: '777000',
      financing: 'financing-confirmed',
      handoverDate: '2027-03-01',
      message: 'Bitte um Rückruf',
    });
    await placeOffer({ email: 'andere@example.de', firstName: 'Andere' });
    // Feedback on accessibility with the address for a reply is hers too (decision 0113).
    const feedback = { message: 'Der Fokus ist kaum zu sehen.', email: 'LENA.auskunft@example.de', language: 'de' };
    expect((await t.client().post('/api/accessibility-feedback', feedback)).statusCode).toBe(201);
    // So is her acknowledgement of a property's terms for its documents, and what she downloaded.
    const acknowledged = await t.client().post(`/api/listings/${property.slug}/document-access`, {
      name: 'Lena Auskunft',
      email: 'Lena.Auskunft@example.de',
      language: 'de',
      acceptTerms: true,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(201);
    const [access] = await t.db
      .update(documentAccess)
      .set({ confirmedAt: new Date() })
      .where(eq(documentAccess.email, 'lena.auskunft@example.de'))
      .returning();
    await t.db.insert(documentDownloads).values({
      accessId: access!.id,
      documentId: access!.id,
      documentTitle: 'Teilungserklärung',
      version: 2,
    });

    const lookup = await admin.get('/api/admin/privacy?email=lena.auskunft@example.de');
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      email: 'lena.auskunft@example.de',
      offers: 1,
      mails: 2,
      feedback: 1,
      documents: 1,
      retentionDays: 180,
    });

    const [lena] = await t.db.select().from(offers).where(eq(offers.firstName, 'Lena'));
    const noted = await admin.patch(`/api/admin/bids/${lena!.id}`, { status: 'contacted', note: 'Rückruf Montag' });
    expect(noted.statusCode, noted.body).toBe(200);
    const exported = await admin.get('/api/admin/privacy/export?email=LENA.AUSKUNFT@example.de');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/json');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = exported.json();
    expect(data.offers).toHaveLength(1);
    expect(data.offers[0]).toMatchObject({
      firstName: 'Lena',
      email: 'Lena.Auskunft@Example.de',
      bidAmount: '777000.00',
      status: 'contacted',
      note: 'Rückruf Montag',
      property: { id: property.id, title: property.title },
      consent: { privacyVersion: expect.stringMatching(/^[0-9a-f]{64}$/) },
      terms: {
        financing: 'financing-confirmed',
        handoverDate: '2027-03-01',
        bindingDays: null,
        message: 'Bitte um Rückruf',
        proofOfFunds: null,
      },
    });
    expect(data.offers[0].mails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      'offer-confirmation',
      'offer-notification',
    ]);
    expect(data.accessibilityFeedback).toEqual([
      expect.objectContaining({ message: 'Der Fokus ist kaum zu sehen.', email: 'LENA.auskunft@example.de' }),
    ]);
    expect(data.documentAccess).toEqual([
      expect.objectContaining({
        property: { id: property.id, title: property.title },
        name: 'Lena Auskunft',
        terms: access!.termsText,
        termsHash: access!.termsHash,
        commissionRate: null,
        withdrawnAt: null,
        downloads: [expect.objectContaining({ document: 'Teilungserklärung', version: 2 })],
      }),
    ]);
    expect(exported.body).not.toContain('andere@example.de');
  });

  it('is deleted with its consents and mails, and the log says how many without the address', async () => {
    const id = await placeOffer({ email: 'loeschen@example.de' });
    const other = await placeOffer({ email: 'bleibt@example.de' });
    for (const email of ['Loeschen@example.de', 'bleibt@example.de']) {
      const sent = await t
        .client()
        .post('/api/accessibility-feedback', { message: 'Zu klein.', email, language: 'de' });
      expect(sent.statusCode).toBe(201);
      const asked = await t.client().post(`/api/listings/${property.slug}/document-access`, {
        name: 'Lösch Probe',
        email,
        language: 'de',
        acceptTerms: true,
      });
      expect(asked.statusCode).toBe(201);
    }
    const erased = await admin.post('/api/admin/privacy/erase', { email: ' LOESCHEN@example.de ' });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({
      deleted: 1,
      feedback: 1,
      documents: 1,
      keptAgreements: 0,
      keptUntil: null,
      keptIdentifications: 0,
      identificationKeptUntil: null,
    });
    const acknowledgements = (await t.db.select().from(documentAccess)).map((row) => row.email);
    expect(acknowledgements).toContain('bleibt@example.de');
    expect(acknowledgements).not.toContain('loeschen@example.de');
    const left = (await t.db.select().from(accessibilityFeedback)).map((row) => row.email?.toLowerCase());
    expect(left).toContain('bleibt@example.de');
    expect(left).not.toContain('loeschen@example.de');

    expect(await t.db.select().from(offers).where(eq(offers.id, id))).toEqual([]);
    expect(await t.db.select().from(offerConsents).where(eq(offerConsents.offerId, id))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.offerId, id))).toEqual([]);
    expect(await t.db.select().from(offers).where(eq(offers.id, other))).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacyErase'));
    expect(entry).toMatchObject({ detail: { deleted: 1, feedback: 1, documents: 1, keptAgreements: 0 } });
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain('loeschen');
  });

  it.each([
    ['GET', '/api/admin/privacy'],
    ['GET', `/api/admin/privacy?email=${'a'.repeat(256)}`],
    ['GET', '/api/admin/privacy/export?email=%20'],
    ['POST', '/api/admin/privacy/erase'],
  ])('refuses %s %s without a usable address, changing nothing', async (method, url) => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(offers))[0]!.n;
    const response = await admin.request({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(offers))[0]!.n).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/privacy/export?email=a@example.de')).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('deletes offers, consents and mails once their property ended longer ago than the retention', async () => {
    const old = await insertProperty(t.db, { auctionEndDate: new Date(Date.now() - 181 * DAY_MS) });
    const recent = await insertProperty(t.db, { auctionEndDate: new Date(Date.now() - 179 * DAY_MS) });
    const expired = await insertOffer(t.db, old.id, { email: 'alt@example.de' });
    const kept = await insertOffer(t.db, recent.id, { email: 'neu@example.de' });
    await t.db.insert(offerConsents).values({ offerId: expired.id, consentedAt: new Date() });

    expect(await deleteExpiredOffers(t.db, 180)).toBe(1);
    expect(await t.db.select().from(offers).where(eq(offers.id, expired.id))).toEqual([]);
    expect(await t.db.select().from(offerConsents).where(eq(offerConsents.offerId, expired.id))).toEqual([]);
    expect(await t.db.select().from(offers).where(eq(offers.id, kept.id))).toHaveLength(1);
    // The overview's totals follow (the offer_totals triggers).
    const overview = (await admin.get('/api/admin/overview')).json();
    expect(overview.offersPerProperty.map((row: { propertyId: string }) => row.propertyId)).not.toContain(old.id);
  });
});
