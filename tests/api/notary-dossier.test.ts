/**
 * The notary's dossier of an awarded property: the agent enters the seller's reference and the
 * notary's address; the PDF, in German, names the property, the reference, the buyer, the state of
 * their identification, the accepted offer with its terms, the bid log's head hash and the dates —
 * read back with pdftotext — and is sent to the notary through a real SMTP peer. Both databases.
 */
import { describe, expect, it } from 'vitest';
import { appWithMail } from '../helpers/app-with-mail';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { bidderSteps } from '../helpers/bidder-steps';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';

const app = appWithMail();
const steps = bidderSteps(app);

const dossierUrl = (property: PropertyRow) => `/api/admin/properties/${property.id}/notary-dossier`;

async function awardedProperty() {
  const property = await insertProperty(app.t.db, {
    title: 'Reihenhaus in Pasing',
    address: 'Perlschneiderstraße 12, 81241 München',
  });
  const placed = await app.t.client().post(`/api/properties/${property.id}/bids`, {
    ...VALID_OFFER,
    firstName: 'Sophie',
    lastName: 'Brandl',
    email: 'sophie.brandl@example.de',
    bidAmount: '905000',
    language: 'en',
    financing: 'own-funds',
    bindingDays: 21,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  await steps.placeOffer(property, { email: `andere-${property.id}@example.de`, language: 'de', amount: '880000' });
  const winner = placed.json<{ id: string }>().id;
  const awarded = await app.admin.post(`/api/admin/properties/${property.id}/award`, {
    offerId: winner,
    notifyWinner: false,
    notifyOfferIds: [],
  });
  expect(awarded.statusCode, awarded.body).toBe(200);
  return { property, winner };
}

describe.skipIf(!hasPoppler && !process.env.CI)('the notary dossier', () => {
  it('reads back in German with the property, reference, buyer, offer, bid log head and dates, and is sent to the notary', async () => {
    const { property, winner } = await awardedProperty();
    expect((await app.admin.get(dossierUrl(property))).json()).toEqual({
      awarded: true,
      sellerReference: '',
      notaryEmail: null,
      sentAt: null,
    });
    // Without the seller's reference there is no dossier yet.
    const early = await app.admin.get(`${dossierUrl(property)}.pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Enter the seller’s or the mandate’s reference first.');

    const notary = `notariat-${property.id}@example.de`;
    const saved = await app.admin.put(dossierUrl(property), {
      sellerReference: 'Auftrag 2026-117 / Familie Berger',
      notaryEmail: notary,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sellerReference: 'Auftrag 2026-117 / Familie Berger', notaryEmail: notary });

    const pdf = await app.admin.get(`${dossierUrl(property)}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Notarunterlagen-${winner.replace(/-/g, '').slice(0, 8).toUpperCase()}.pdf"`,
    );
    const log = (await app.admin.get(`/api/admin/properties/${property.id}/bid-log`)).json<{
      entries: Array<{ position: number; hash: string }>;
    }>();
    const head = log.entries.reduce((last, entry) => (entry.position > last.position ? entry : last));
    const text = pdfFlatText(pdf.rawPayload);
    for (const expected of [
      'Unterlagen für das Notariat',
      'Reihenhaus in Pasing',
      'Perlschneiderstraße 12, 81241 München',
      'Auftrag 2026-117 / Familie Berger',
      'Sophie Brandl',
      'sophie.brandl@example.de',
      'Identifizierung nach GwG Noch nicht abgeschlossen',
      '905.000,00 €',
      'Angebot in der Angebotsfrist',
      'Aus Eigenmitteln',
      '21 Tage',
      'Zuschlag am',
      'vorbehaltlich der notariellen Beurkundung',
    ]) {
      expect(text).toContain(expected);
    }
    // The hash wraps in its column: read without the breaks.
    expect(text).toContain(`Letzter Eintrag Nr. ${head.position}`);
    expect(text.replace(/ /g, '')).toContain(head.hash);

    const sent = await app.admin.post(`${dossierUrl(property)}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`The dossier is on its way to ${notary}.`);
    const mail = await steps.mailTo(notary, /^Unterlagen zum Zuschlag: Reihenhaus in Pasing \(Auftrag 2026-117/);
    expect(mail.parsed.text).toContain('Sehr geehrte Damen und Herren');
    const [attachment, ...more] = mail.parsed.attachments;
    expect(more).toEqual([]);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(pdfFlatText(attachment!.content).replace(/ /g, '')).toContain(head.hash);
    expect((await app.admin.get(dossierUrl(property))).json().sentAt).not.toBeNull();
  });

  it('refuses before the award, without a notary address, or with bad input, and changes nothing', async () => {
    const open = await insertProperty(app.t.db);
    const body = { sellerReference: 'Auftrag 1', notaryEmail: 'notar@example.de' };
    const early = await app.admin.put(dossierUrl(open), body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This property is not awarded: the notary’s dossier follows the award.');
    expect((await app.admin.get(`${dossierUrl(open)}.pdf`)).statusCode).toBe(409);

    const { property } = await awardedProperty();
    for (const bad of [
      { sellerReference: '', notaryEmail: '' },
      { sellerReference: 'Auftrag 1\nZeile zwei', notaryEmail: '' },
      { sellerReference: 'Auftrag 1', notaryEmail: 'kein-mail' },
      { sellerReference: 'x'.repeat(201), notaryEmail: '' },
      { sellerReference: 'Auftrag 1' },
    ]) {
      const refused = await app.admin.put(dossierUrl(property), bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await app.admin.get(dossierUrl(property))).json().sellerReference).toBe('');
    expect((await app.admin.put(dossierUrl(property), { ...body, notaryEmail: '' })).statusCode).toBe(200);
    const send = await app.admin.post(`${dossierUrl(property)}/send`, {});
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe('Enter the notary’s e-mail address first.');
    expect((await app.t.client().get(`/api/admin/properties/${property.id}/notary-dossier.pdf`)).statusCode).toBe(401);
  });
});
