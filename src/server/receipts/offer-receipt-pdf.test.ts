import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { hasPoppler, pdfFlatText, pdfInfo } from '#tests/helpers/pdf-text.ts';
import { allNodes, expectTaggedThroughout, structureText } from '#tests/helpers/pdf-tags.ts';
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

  describe('is tagged for assistive technology (PDF/UA-style)', () => {
    const withTerms: OfferReceiptInput = {
      ...OFFER,
      property: { ...OFFER.property, titleEn: 'Roof & garden <flat>' },
      logEntry: { position: 3, hash: 'ab'.repeat(32) },
      terms: {
        financing: 'own-funds',
        handoverDate: '2027-03-01',
        bindingDays: 14,
        message: `${'Wir möchten gern vor Ort noch einmal die Dachterrasse ansehen. '.repeat(60)}\nEnde der Nachricht.`,
        proofOfFunds: null,
      },
    };

    it('draws nothing untagged over all its pages, and every piece of text has one element to belong to', async () => {
      const pdf = await renderOfferReceipt(withTerms, 'en');
      expect(Number(pdfInfo(pdf).Pages)).toBeGreaterThan(1);
      expect(pdfInfo(pdf).Tagged).toBe('yes');
      await expectTaggedThroughout(pdf);
    });

    it('reads in order: title, amount, the facts as label/value pairs, terms, the legal notice; no footers', async () => {
      const pdf = await renderOfferReceipt(withTerms, 'en');
      const tree = await expectTaggedThroughout(pdf);
      const headings = allNodes(tree.root).filter((node) => /^H\d$/.test(node.type));
      // One title, sections below it, no level skipped.
      expect(headings.map((node) => node.type)).toEqual(['H1', 'H2', 'H2', 'H3']);
      const structure = structureText(pdf);
      const inOrder = [
        'H1 (block)\n    "Offer receipt"',
        '"€480,000.50"',
        'TH:\n         /Scope /Row\n        "Prospective buyer"\n      TD\n        "Anna Huber"',
        'H2 (block)\n    "Terms of the offer"',
        '"Ende der Nachricht."',
        'H2 (block)\n      "Legal notice"',
      ];
      const positions = inOrder.map((part) => structure.indexOf(part));
      expect(
        positions.every((position) => position >= 0),
        structure,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // Every row of facts is a header cell and a data cell.
      const rows = allNodes(tree.root).filter((node) => node.type === 'TR');
      expect(rows.length).toBeGreaterThan(8);
      for (const row of rows)
        expect(row.kids.map((cell) => `${cell.type}/${cell.scope ?? ''}`)).toEqual(['TH/Row', 'TD/']);
      // The footer repeats on each page: shown, but not read as content.
      expect(pdfFlatText(pdf)).toContain('Page 2 of');
      expect(structure).not.toContain('Page 2 of');
      // Words stay apart where a line breaks.
      expect(structure).toContain('ansehen. "');
    });

    it('marks the German statement as German inside an English or French receipt, and nothing in a German one', async () => {
      for (const language of ['en', 'fr'] as const) {
        const tree = await expectTaggedThroughout(await renderOfferReceipt(OFFER, language));
        const german = allNodes(tree.root).filter((node) => node.lang);
        expect(german.map((node) => `${node.type} ${node.lang}`)).toEqual(['P de-DE', 'P de-DE']);
      }
      const tree = await expectTaggedThroughout(await renderOfferReceipt(OFFER, 'de'));
      expect(allNodes(tree.root).filter((node) => node.lang)).toEqual([]);
      expect(pdfInfo(await renderOfferReceipt(OFFER, 'fr')).Title).toBe(
        'Accusé de réception de l’offre 3F2A9C1E – Dachterrassenwohnung in der Maxvorstadt',
      );
    });

    it('says in its XMP metadata that it follows PDF/UA-1, with its title escaped', async () => {
      const xmp = execFileSync('pdfinfo', ['-meta', '-'], {
        input: await renderOfferReceipt(withTerms, 'en'),
        encoding: 'utf8',
      });
      expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
      expect(xmp).toContain(
        '<rdf:li xml:lang="x-default">Offer receipt 3F2A9C1E – Roof &#38; garden &#60;flat&#62;</rdf:li>',
      );
      expect(xmp).toContain('<dc:language><rdf:Bag><rdf:li>en-GB</rdf:li></rdf:Bag></dc:language>');
      expect(xmp).toContain('<xmp:CreateDate>2026-07-20T09:15:00Z</xmp:CreateDate>');
    });
  });
});
