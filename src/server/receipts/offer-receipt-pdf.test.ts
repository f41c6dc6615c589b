import { describe, expect, it } from 'vitest';
import { hasPoppler, pdfFlatText, pdfInfo } from '#tests/helpers/pdf-text.ts';
import { receiptFileName, receiptReference, renderOfferReceipt, type OfferReceiptInput } from './offer-receipt-pdf';

const OFFER: OfferReceiptInput = {
  offerId: '3f2a9c1e-7b4d-4e8a-9c21-5d6e7f8a9b0c',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.de',
  phone: '+49 89 123456',
  bidAmount: '480000.50',
  createdAt: new Date('2026-07-20T09:15:00Z'),
  property: {
    title: 'Dachterrassenwohnung in der Maxvorstadt',
    titleEn: 'Roof-terrace flat in Maxvorstadt',
    titleFr: null,
    address: 'Theresienstraße 42, 80333 München',
  },
  propertyUrl: 'https://angebote.isarwert.de/immobilien/dachterrassenwohnung-in-der-maxvorstadt?lang=fr',
  checkUrl: 'https://angebote.isarwert.de/bietprotokoll?ref=9F3C2A1B&lang=fr',
  terms: null,
};

describe('the reference and file name of a receipt', () => {
  it('reads the first eight characters of the offer id, in capitals, into an ASCII file name per language', () => {
    expect(receiptReference(OFFER.offerId)).toBe('3F2A9C1E');
    expect(receiptFileName(OFFER.offerId, 'de')).toBe('Angebotsbestaetigung-3F2A9C1E.pdf');
    expect(receiptFileName(OFFER.offerId, 'en')).toBe('Offer-receipt-3F2A9C1E.pdf');
    expect(receiptFileName(OFFER.offerId, 'fr')).toBe('Accuse-de-reception-offre-3F2A9C1E.pdf');
  });
});

describe.skipIf(!hasPoppler)('renderOfferReceipt', () => {
  it('gives the same bytes for the same offer, dated at the offer', async () => {
    const first = await renderOfferReceipt(OFFER, 'en');
    const second = await renderOfferReceipt(OFFER, 'en');
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const info = pdfInfo(first);
    expect(info.Title).toBe('Offer receipt 3F2A9C1E – Roof-terrace flat in Maxvorstadt');
    expect(info.Author).toBe('Isarwert Immobilien GmbH');
    expect(info.CreationDate).toBe('2026-07-20T09:15:00Z');
    expect(info['Page size']).toContain('(A4)');
  });

  it('falls back to the German title, and to a replacement character for what the font cannot draw', async () => {
    const pdf = await renderOfferReceipt(
      { ...OFFER, firstName: 'Yamada 山田', lastName: 'Taro\u0007\u200b Øster', terms: null },
      'fr',
    );
    const text = pdfFlatText(pdf);
    expect(text).toContain('Dachterrassenwohnung in der Maxvorstadt');
    expect(text).toContain('Yamada \uFFFD\uFFFD Taro Øster');
    expect(text).toContain('480 000,50 €');
    expect(text).toContain('20 juillet 2026 à 11:15 UTC+2');
    // The property's own page, where the bidder follows the procedure.
    expect(text).toContain('Page du bien');
    // Too long for its column, it breaks after a slash: read without the line break, it is whole.
    expect(text).toContain('https://angebote.isarwert.de/immobilien/ dachterrassenwohnung-in-der-maxvorstadt?lang=fr');
  });

  it('shows the terms when given: financing, proof of funds, handover, binding period and a long message over pages', async () => {
    const message = `${'Wir möchten gern vor Ort noch einmal die Dachterrasse ansehen. '.repeat(80)}Ende der Nachricht.`;
    const pdf = await renderOfferReceipt(
      {
        ...OFFER,
        terms: {
          financing: 'financing-confirmed',
          handoverDate: '2027-03-01',
          bindingDays: 14,
          message,
          proofOfFunds: { fileName: 'Bankbestaetigung.pdf', sizeBytes: 1_234_567, mediaType: 'application/pdf' },
        },
      },
      'de',
    );
    const text = pdfFlatText(pdf);
    expect(text).toContain('Finanzierung Finanzierungszusage liegt vor');
    expect(text).toContain('Bankbestaetigung.pdf (1,2 MB)');
    expect(text).toContain('Gewünschter Übergabetermin 1. März 2027');
    expect(text).toContain('Angebot gültig für 14 Tage');
    expect(text).toContain('Ende der Nachricht.');
    expect(Number(pdfInfo(pdf).Pages)).toBeGreaterThan(1);
    // The legal statement comes once, in German, after the message.
    expect(text.indexOf('§ 311b Abs. 1 BGB')).toBeGreaterThan(text.indexOf('Ende der Nachricht.'));
    expect(text.match(/Maßgeblich ist die deutsche Fassung\./g)).toHaveLength(1);
  });
});
