/**
 * The buyer's identification under the money-laundering act: after the award the agent asks the
 * buyer through a real SMTP peer; the buyer uploads the ID scan and gives their details through
 * their own link; everything is sealed in the database (no name, number or scan readable there);
 * only owners and agents open it; the agent confirms the check; the record outlives an erasure
 * request for five years after the end of the calendar year, and then goes. Both databases.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, buyerIdentifications, offers, users } from '#server/db/schema.ts';
import { bindingOf, IdentificationKeys } from '#server/identification/identification-keys.ts';
import { identificationView } from '#server/identification/identification.ts';
import { deleteExpiredIdentifications } from '#server/identification/identification-record.ts';
import { createUser } from '#server/auth/users.ts';
import { appWithMail } from '../helpers/app-with-mail';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { bidderSteps } from '../helpers/bidder-steps';
import { jpegImage } from '../helpers/images';
import { multipartBody } from '../helpers/multipart';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';

const app = appWithMail();
const steps = bidderSteps(app);

const PERSON = {
  kind: 'person',
  firstName: 'Sophie Marie',
  lastName: 'Brandl',
  birthDate: '1986-04-17',
  birthPlace: 'Rosenheim',
  nationality: 'deutsch',
  street: 'Perlschneiderstraße 12',
  postcode: '81241',
  town: 'München',
  country: 'Deutschland',
  documentType: 'id-card',
  documentNumber: 'L01X00T47',
  documentAuthority: 'Stadt München',
  documentValidUntil: '2031-08-31',
  company: null,
} as const;

const REGISTER_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const adminUrl = (property: PropertyRow) => `/api/admin/properties/${property.id}/identification`;

async function awardedProperty(email: string) {
  const property = await insertProperty(app.t.db, { title: 'Stadthaus in Haidhausen' });
  const placed = await app.t.client().post(`/api/properties/${property.id}/bids`, {
    ...VALID_OFFER,
    firstName: 'Sophie',
    lastName: 'Brandl',
    email,
    bidAmount: '1250000',
    language: 'en',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id: winner, myOffersToken: token } = placed.json<{ id: string; myOffersToken: string }>();
  const otherToken = (
    await app.t.client().post(`/api/properties/${property.id}/bids`, {
      ...VALID_OFFER,
      email: `andere-${property.id}@example.de`,
      bidAmount: '1100000',
      language: 'de',
    })
  ).json<{ myOffersToken: string }>().myOffersToken;
  const awarded = await app.admin.post(`/api/admin/properties/${property.id}/award`, {
    offerId: winner,
    notifyWinner: false,
    notifyOfferIds: [],
  });
  expect(awarded.statusCode, awarded.body).toBe(200);
  return { property, winner, token, otherToken };
}

function upload(token: string, kind: string, data: Buffer, filename: string, contentType: string) {
  const { payload, headers } = multipartBody([{ field: 'file', filename, contentType, data }]);
  return app.t.client().request({
    method: 'POST',
    url: `/api/my-offers/${token}/identification/files/${kind}`,
    payload,
    headers,
  });
}

const submit = (token: string, details: unknown) =>
  app.t.client().put(`/api/my-offers/${token}/identification`, details);

async function storedRow(propertyId: string) {
  const [row] = await app.t.db
    .select()
    .from(buyerIdentifications)
    .where(eq(buyerIdentifications.propertyId, propertyId));
  return row!;
}

describe('the buyer’s identification', () => {
  it('is asked for by mail, given through the buyer’s link, sealed at rest, confirmed, and kept through an erasure', async () => {
    const email = `sophie.brandl.${Date.now()}@example.de`;
    const { property, token } = await awardedProperty(email);
    expect((await app.admin.get(adminUrl(property))).json()).toEqual({ awarded: true, identification: null });

    const requested = await app.admin.post(`${adminUrl(property)}/request`, {});
    expect(requested.statusCode, requested.body).toBe(200);
    const mail = await steps.mailTo(email, /^Your identification for Stadthaus in Haidhausen$/);
    expect(mail.parsed.text).toContain('German Money Laundering Act');
    expect(mail.parsed.text).toContain(`/meine-angebote/${token}?lang=en`);

    const page = (await app.t.client().get(`/api/my-offers/${token}`)).json();
    expect(page.standing.awarded).toBe(true);
    expect(page.identification).toEqual({
      submittedAt: null,
      confirmedAt: null,
      files: { document: null, register: null },
    });

    // The details need the scan first.
    const early = await submit(token, PERSON);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Upload the photo or scan of your ID document first.');

    const scan = await jpegImage(800, 500);
    const stored = await upload(token, 'document', scan, 'Ausweis Sophie.jpg', 'image/jpeg');
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toEqual({
      kind: 'document',
      name: 'Ausweis Sophie.jpg',
      mediaType: 'image/jpeg',
      byteSize: scan.length,
    });
    const given = await submit(token, PERSON);
    expect(given.statusCode, given.body).toBe(200);
    expect((await app.t.client().get(`/api/my-offers/${token}`)).json().identification).toMatchObject({
      confirmedAt: null,
      files: { document: 'Ausweis Sophie.jpg', register: null },
    });

    // At rest: sealed bytes only; the address is a keyed hash.
    const row = await storedRow(property.id);
    for (const sealed of [row.details!, row.document!]) {
      const bytes = Buffer.from(sealed);
      for (const plain of ['L01X00T47', 'Brandl', 'Rosenheim', '1986-04-17']) expect(bytes.includes(plain)).toBe(false);
      expect(bytes.includes(scan.subarray(0, 64))).toBe(false);
    }
    expect(row.emailDigest).not.toContain('sophie');
    expect(row.emailDigest).toMatch(/^[0-9a-f]{64}$/);
    // Read with another key, nothing opens.
    expect(identificationView(new IdentificationKeys('another secret, long enough for a key'), row)).toMatchObject({
      sealedWithOtherKey: true,
      details: null,
    });

    // The agent opens it.
    const opened = (await app.admin.get(adminUrl(property))).json();
    expect(opened.identification).toMatchObject({
      details: PERSON,
      sealedWithOtherKey: false,
      confirmedAt: null,
      files: {
        document: { name: 'Ausweis Sophie.jpg', mediaType: 'image/jpeg', byteSize: scan.length },
        register: null,
      },
    });
    const file = await app.admin.get(`${adminUrl(property)}/files/document`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(file.rawPayload, scan)).toBe(0);
    expect((await app.admin.get(`${adminUrl(property)}/files/register`)).statusCode).toBe(404);
    // Each opening is in the audit log, with the file it opened.
    const audit = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, property.id), eq(auditLog.action, 'identificationFile')));
    expect(audit.map((entry) => entry.detail)).toEqual([{ file: 'document' }]);

    // The buyer may still correct it; the agent confirms only what they saw.
    const seen = opened.identification.submittedAt;
    expect((await submit(token, { ...PERSON, birthPlace: 'Bad Aibling' })).statusCode).toBe(200);
    const stale = await app.admin.post(`${adminUrl(property)}/confirmation`, { submittedAt: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The buyer has changed their identification since you opened it: look at it again before confirming.',
    );
    // A new file after the details counts as a change too.
    const resubmitted = (await app.admin.get(adminUrl(property))).json().identification.submittedAt;
    expect((await upload(token, 'document', scan, 'Ausweis Sophie.jpg', 'image/jpeg')).statusCode).toBe(201);
    const afterFile = (await app.admin.get(adminUrl(property))).json().identification.submittedAt;
    expect(new Date(afterFile).getTime()).toBeGreaterThan(new Date(resubmitted).getTime());
    expect((await app.admin.post(`${adminUrl(property)}/confirmation`, { submittedAt: resubmitted })).statusCode).toBe(
      409,
    );
    const confirmed = await app.admin.post(`${adminUrl(property)}/confirmation`, {
      note: 'Original vorgelegt',
      submittedAt: afterFile,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const state = confirmed.json().identification;
    expect(state).toMatchObject({ confirmedBy: expect.any(String), confirmationNote: 'Original vorgelegt' });
    expect(state.details.birthPlace).toBe('Bad Aibling');
    // Five years from the end of this calendar year: 1 January, six years on, in Munich.
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
    );
    expect(new Date(state.keptUntil).toISOString()).toBe(new Date(`${year + 6}-01-01T00:00:00+01:00`).toISOString());
    expect((await app.t.client().get(`/api/my-offers/${token}`)).json().identification.confirmedAt).not.toBeNull();
    // Checked: the buyer's link takes nothing more, and the agent confirms once.
    expect((await submit(token, PERSON)).statusCode).toBe(409);
    expect((await upload(token, 'document', scan, 'neu.jpg', 'image/jpeg')).statusCode).toBe(409);
    expect(
      (await app.admin.post(`${adminUrl(property)}/confirmation`, { submittedAt: afterFile })).json().message,
    ).toBe('The identification has been checked already.');

    // Years on the document has expired: the agent still reads what was checked.
    const [kept] = await app.t.db
      .select()
      .from(buyerIdentifications)
      .where(eq(buyerIdentifications.propertyId, property.id));
    await app.t.db
      .update(buyerIdentifications)
      .set({
        details: app.t.app.identificationKeys.seal(
          Buffer.from(JSON.stringify({ ...PERSON, birthPlace: 'Bad Aibling', documentValidUntil: '2020-01-31' })),
          bindingOf(kept!.id, 'details'),
        ),
      })
      .where(eq(buyerIdentifications.id, kept!.id));
    const years = await app.admin.get(adminUrl(property));
    expect(years.statusCode, years.body).toBe(200);
    expect(years.json().identification.details.documentValidUntil).toBe('2020-01-31');

    // The notary's dossier says it is done, not what it holds.
    if (hasPoppler || process.env.CI) {
      expect(
        (
          await app.admin.put(`/api/admin/properties/${property.id}/notary-dossier`, {
            sellerReference: 'A-1',
            notaryEmail: '',
          })
        ).statusCode,
      ).toBe(200);
      const text = pdfFlatText(
        (await app.admin.get(`/api/admin/properties/${property.id}/notary-dossier.pdf`)).rawPayload,
      );
      expect(text).toContain('Identifizierung nach GwG Abgeschlossen am');
      expect(text).toContain(`Aufbewahrt nach § 8 GwG bis 31.12.${year + 5}`);
      expect(text).not.toContain('L01X00T47');
    }

    // An erasure request deletes the offers but keeps the identification, and says so.
    const erased = await app.admin.post('/api/admin/privacy/erase', { email: email.toUpperCase() });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 1, keptIdentifications: 1 });
    expect(new Date(erased.json().identificationKeptUntil).getTime()).toBe(new Date(state.keptUntil).getTime());
    expect(
      await app.t.db
        .select()
        .from(offers)
        .where(sql`lower(${offers.email}) = ${email}`),
    ).toEqual([]);
    expect((await storedRow(property.id)).offerId).toBeNull();
    expect((await app.t.client().get(`/api/my-offers/${token}`)).statusCode).toBe(404);
    expect((await app.admin.get(adminUrl(property))).json().identification.details).toEqual({
      ...PERSON,
      birthPlace: 'Bad Aibling',
      documentValidUntil: '2020-01-31',
    });
    // The person's data request still shows what is kept about them.
    const exported = JSON.parse(
      (await app.admin.get(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`)).body,
    );
    expect(exported.offers).toEqual([]);
    expect(exported.identifications).toMatchObject([
      {
        property: 'Stadthaus in Haidhausen',
        details: { documentNumber: 'L01X00T47' },
        documentFile: 'Ausweis Sophie.jpg',
      },
    ]);

    // After the five years, the daily job deletes it.
    await app.t.db
      .update(buyerIdentifications)
      .set({ keptUntil: sql`now() - interval '1 day'` })
      .where(eq(buyerIdentifications.propertyId, property.id));
    expect(await deleteExpiredIdentifications(app.t.db)).toBe(1);
    expect((await app.admin.get(adminUrl(property))).json()).toEqual({ awarded: true, identification: null });
  });

  it('takes a company with its register extract, and refuses what it must, storing nothing for it', async () => {
    const { property, token, otherToken } = await awardedProperty(`gmbh-${Date.now()}@example.de`);
    const company = {
      ...PERSON,
      kind: 'company',
      company: {
        name: 'Brandl Grundbesitz GmbH',
        register: 'Amtsgericht München HRB 123456',
        address: 'Maximilianstraße 1, 80539 München',
        beneficialOwners: 'Sophie Brandl, geb. 17.04.1986, München (100 %)',
      },
    };
    const scan = await jpegImage(400, 300);
    // Only the awarded offer's link gives an identification.
    // The other bidder's page says the property is awarded, and shows no identification.
    const othersPage = (await app.t.client().get(`/api/my-offers/${otherToken}`)).json();
    expect(othersPage.standing.awarded).toBe(true);
    expect(othersPage.identification).toBeNull();
    expect((await upload(otherToken, 'document', scan, 'a.jpg', 'image/jpeg')).statusCode).toBe(409);
    expect((await submit(otherToken, PERSON)).json().message).toBe(
      'Only the buyer the property was awarded to gives an identification.',
    );
    expect((await submit('0'.repeat(32) + 'A'.repeat(22), PERSON)).statusCode).toBe(404);
    // Files that are not a scan.
    expect((await upload(token, 'document', Buffer.from('just text'), 'a.txt', 'text/plain')).statusCode).toBe(415);
    expect((await upload(token, 'document', Buffer.alloc(0), 'a.jpg', 'image/jpeg')).statusCode).toBe(400);
    expect((await upload(token, 'passport', scan, 'a.jpg', 'image/jpeg')).statusCode).toBe(404);
    // Details that cannot be right.
    for (const bad of [
      { ...PERSON, firstName: '' },
      { ...PERSON, birthDate: '2999-01-01' },
      { ...PERSON, birthDate: '1986-02-30' },
      { ...PERSON, documentValidUntil: '2001-01-01' },
      { ...PERSON, documentType: 'driving-licence' },
      { ...PERSON, documentNumber: 'L01;DROP' },
      { ...PERSON, company: company.company },
      { ...company, company: null },
      { ...PERSON, extra: 'x' },
      [PERSON],
    ]) {
      const refused = await submit(token, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Nothing was stored for any of them: there is no record yet.
    expect(
      await app.t.db.select().from(buyerIdentifications).where(eq(buyerIdentifications.propertyId, property.id)),
    ).toEqual([]);

    expect((await upload(token, 'document', scan, 'pass.jpg', 'image/jpeg')).statusCode).toBe(201);
    const withoutExtract = await submit(token, company);
    expect(withoutExtract.statusCode).toBe(422);
    expect(withoutExtract.json().message).toBe('Upload the extract from the transparency register first.');
    expect(
      (await upload(token, 'register', REGISTER_PDF, 'Transparenzregister.pdf', 'application/pdf')).statusCode,
    ).toBe(201);
    expect((await submit(token, company)).statusCode).toBe(200);
    const opened = (await app.admin.get(adminUrl(property))).json().identification;
    expect(opened.details.company).toEqual(company.company);
    expect(opened.files.register).toMatchObject({ name: 'Transparenzregister.pdf', mediaType: 'application/pdf' });
    const extract = await app.admin.get(`${adminUrl(property)}/files/register`);
    expect(Buffer.compare(extract.rawPayload, REGISTER_PDF)).toBe(0);

    // Not for assistants, nor without a session; not before an award.
    await createUser(app.t.db, 'gwg.assistenz', 'quiet-harbour-violet-engine');
    await app.t.db.update(users).set({ role: 'assistant' }).where(eq(users.username, 'gwg.assistenz'));
    const assistant = app.t.client();
    expect((await assistant.login('gwg.assistenz', 'quiet-harbour-violet-engine')).statusCode).toBe(200);
    expect((await assistant.get(adminUrl(property))).statusCode).toBe(403);
    expect((await assistant.get(`${adminUrl(property)}/files/document`)).statusCode).toBe(403);
    expect((await app.t.client().get(adminUrl(property))).statusCode).toBe(401);
    const open = await insertProperty(app.t.db);
    expect((await app.admin.get(adminUrl(open))).json()).toEqual({ awarded: false, identification: null });
    expect((await app.admin.post(`${adminUrl(open)}/request`, {})).statusCode).toBe(409);
    expect(
      (await app.admin.post(`${adminUrl(open)}/confirmation`, { submittedAt: new Date().toISOString() })).statusCode,
    ).toBe(409);
    expect((await app.admin.post(`${adminUrl(property)}/confirmation`, {})).statusCode).toBe(400);
    expect(
      (
        await app.admin.post(`${adminUrl(property)}/confirmation`, {
          note: 'x'.repeat(1001),
          submittedAt: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('opens nothing to a link whose offer is gone, keeps what another key sealed, and drops what was never sent', async () => {
    const scan = await jpegImage(300, 200);
    // A buyer who sent their identification, then asked for their data to be erased.
    const erasedBuyer = `weg-${Date.now()}@example.de`;
    const first = await awardedProperty(erasedBuyer);
    expect((await upload(first.token, 'document', scan, 'a.jpg', 'image/jpeg')).statusCode).toBe(201);
    expect((await submit(first.token, PERSON)).statusCode).toBe(200);
    expect((await app.admin.post('/api/admin/privacy/erase', { email: erasedBuyer })).json().keptIdentifications).toBe(
      1,
    );
    const before = await storedRow(first.property.id);
    expect((await upload(first.token, 'document', scan, 'b.jpg', 'image/jpeg')).statusCode).toBe(404);
    expect((await submit(first.token, { ...PERSON, lastName: 'Fremd' })).statusCode).toBe(404);
    const after = await storedRow(first.property.id);
    expect(Buffer.compare(Buffer.from(after.details!), Buffer.from(before.details!))).toBe(0);
    expect(after.documentName).toBe('a.jpg');

    // Another bidder's link is refused before its upload is read.
    const second = await awardedProperty(`zweite-${Date.now()}@example.de`);
    const junk = await upload(second.otherToken, 'document', Buffer.alloc(2_000_000, 7), 'x.jpg', 'image/jpeg');
    expect(junk.statusCode).toBe(409);
    expect(junk.headers.connection).toBe('close');

    // Sealed under another key (an instance with another SECRETS_KEY): kept as it is, not overwritten.
    expect((await upload(second.token, 'document', scan, 'c.jpg', 'image/jpeg')).statusCode).toBe(201);
    expect((await submit(second.token, PERSON)).statusCode).toBe(200);
    await app.t.db
      .update(buyerIdentifications)
      .set({ keyId: 'ffffffffffffffff' })
      .where(eq(buyerIdentifications.propertyId, second.property.id));
    const refused = await upload(second.token, 'document', scan, 'd.jpg', 'image/jpeg');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('other-key');
    expect((await submit(second.token, PERSON)).json().reason).toBe('other-key');
    expect(await storedRow(second.property.id)).toMatchObject({ documentName: 'c.jpg', submittedAt: expect.any(Date) });
    expect((await app.admin.get(adminUrl(second.property))).json().identification.sealedWithOtherKey).toBe(true);

    // Asked for, a file uploaded, never sent: once the offer is gone, the daily job drops it.
    const third = await awardedProperty(`dritte-${Date.now()}@example.de`);
    expect((await upload(third.token, 'document', scan, 'e.jpg', 'image/jpeg')).statusCode).toBe(201);
    await app.t.db.delete(offers).where(eq(offers.id, third.winner));
    expect(await deleteExpiredIdentifications(app.t.db)).toBeGreaterThanOrEqual(1);
    expect(
      await app.t.db.select().from(buyerIdentifications).where(eq(buyerIdentifications.propertyId, third.property.id)),
    ).toEqual([]);
    // The erased buyer's submitted record stays.
    expect((await storedRow(first.property.id)).submittedAt).not.toBeNull();
  });
});
