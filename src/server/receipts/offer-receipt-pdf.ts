import { LOCALES, type Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { countedText } from '#shared/translations/plural.ts';
import { builtInMailTexts, type MailTexts } from '../mail/mail-texts';
import { formatAmount, formatReceived } from '../offers/offer-formats';
import type { OfferTerms } from '../offers/offer-terms';
import {
  CONTENT_WIDTH,
  factRows,
  financingText,
  footers,
  formatDate,
  GOLD,
  INK,
  GOLD_SOFT,
  legalBox,
  letterhead,
  MARGIN_X,
  MUTED,
  sectionTitle,
  startPdf,
  VALUE_BOLD,
  type Flow,
  type Row,
  type TextStyle,
} from './pdf-layout';

/**
 * The PDF receipt of one offer (decision 71): rendered from plain data, in the
 * bidder's language with the legal statement also in German, the binding version. The same input
 * gives the same bytes (the dates are the offer's, pdf-lib's font tags come from a fixed seed), so
 * a mail sent again carries the very same file.
 */

/** The structured terms of an offer (decision 0070). */
type ReceiptTerms = OfferTerms;

export interface OfferReceiptInput {
  offerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A decimal string, as stored ('480000.50'). */
  bidAmount: string;
  createdAt: Date;
  property: { title: string; titleEn: string | null; titleFr: string | null; address: string };
  /** The property's own public page, in the receipt's language. */
  propertyUrl: string;
  /** The public page where the bidder checks this receipt against the bid log, reference filled in. */
  checkUrl: string;
  /** The offer's entry in the property's bid log (decision 0092): its place and hash, to check later. */
  logEntry?: { position: number; hash: string } | null;
  terms: ReceiptTerms | null;
  /**
   * The texts as the admins left them (mail-texts.ts), in the receipt's language and in German;
   * a language left out gets the built-in texts.
   */
  texts?: Partial<Record<Language, MailTexts>>;
}

/** The short reference a person reads out on the phone: the offer id's first eight characters. */
export function receiptReference(offerId: string): string {
  return offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** ASCII only, so that every mail program and browser keeps the name as it is. */
const FILE_NAME_STEM: Record<Language, string> = {
  de: 'Angebotsbestaetigung',
  en: 'Offer-receipt',
  fr: 'Accuse-de-reception-offre',
};

export function receiptFileName(offerId: string, language: Language): string {
  return `${FILE_NAME_STEM[language]}-${receiptReference(offerId)}.pdf`;
}

function formatSize(bytes: number, language: Language): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return format(bytes, 'B');
}

function termRows(terms: ReceiptTerms, t: MailTexts, language: Language): Row[] {
  const rows: Row[] = [];
  if (terms.financing) rows.push([t('offer.terms.financing'), financingText(t, terms.financing)]);
  if (terms.proofOfFunds) {
    const { fileName, sizeBytes } = terms.proofOfFunds;
    rows.push([t('offer.terms.proof'), `${fileName} (${formatSize(sizeBytes, language)})`]);
  }
  if (terms.handoverDate) rows.push([t('receipt.handoverDate'), formatDate(terms.handoverDate, language)]);
  if (terms.bindingDays !== null) {
    const days = countedText(t('receipt.days'), language, terms.bindingDays, {
      count: new Intl.NumberFormat(LOCALES[language]).format(terms.bindingDays),
    });
    rows.push([t('receipt.bindingPeriod'), days]);
  }
  if (terms.message && terms.message.trim() !== '') rows.push([t('offer.terms.message'), terms.message.trim()]);
  return rows;
}

/** The offer's amount in a tinted box with a gold edge. */
function amountBox(flow: Flow, label: string, amount: string): void {
  const height = 62;
  flow.need(height);
  const bottom = flow.y - height;
  flow.artifact((page) => {
    page.drawRectangle({ x: MARGIN_X, y: bottom, width: CONTENT_WIDTH, height, color: GOLD_SOFT });
    page.drawRectangle({ x: MARGIN_X, y: bottom, width: 3, height, color: GOLD });
  });
  const labelStyle: TextStyle = { size: 9.5, color: GOLD };
  const amountStyle: TextStyle = { size: 22, bold: true, color: INK };
  const box = flow.element('Div');
  flow.drawAt(flow.clean(label, labelStyle), labelStyle, MARGIN_X + 18, flow.y - 20, flow.tags.add('P', {}, box));
  flow.drawAt(flow.clean(amount, amountStyle), amountStyle, MARGIN_X + 18, bottom + 13, flow.tags.add('P', {}, box));
  flow.y = bottom;
}

/**
 * The offer's place in the bid log's chain, when it has one (offers from before it have none), and
 * where the bidder can check it.
 */
function logEntryRows(input: OfferReceiptInput, t: MailTexts): Row[] {
  const entry = input.logEntry;
  if (!entry) return [];
  return [
    [t('receipt.logEntry'), t('receipt.logEntryValue', { position: String(entry.position), hash: entry.hash })],
    [t('receipt.checkAt'), input.checkUrl],
  ];
}

/** The receipt of one offer as a PDF (A4), in `language` with the legal statement also in German. */
export async function renderOfferReceipt(input: OfferReceiptInput, language: Language): Promise<Uint8Array> {
  const t = input.texts?.[language] ?? builtInMailTexts(language);
  const tDe = input.texts?.de ?? builtInMailTexts('de');
  const reference = receiptReference(input.offerId);
  const propertyTitle = localizedText(language, input.property.title, input.property.titleEn, input.property.titleFr);
  const received = formatReceived(input.createdAt, language);
  const amount = formatAmount(input.bidAmount, language);

  const title = t('receipt.title');
  const { flow, save } = await startPdf({
    title: `${title} ${reference} – ${propertyTitle}`,
    subject: `${propertyTitle}, ${input.property.address}`,
    keywords: [reference, input.offerId],
    language,
    date: input.createdAt,
  });
  letterhead(flow);

  flow.paragraph(title, { size: 22, bold: true, leading: 28 }, { tag: 'H1' });
  flow.gap(2);
  flow.paragraph(`${t('receipt.reference')} ${reference} · ${received}`, { size: 10, color: MUTED, leading: 15 });
  flow.gap(14);
  flow.paragraph(t('receipt.intro'), { size: 10.5, leading: 15 });
  flow.gap(14);

  amountBox(flow, t('offer.title'), amount);
  flow.gap(18);

  factRows(flow, [
    [t('admin.properties.colProperty'), propertyTitle, VALUE_BOLD],
    [t('receipt.address'), input.property.address],
    [t('receipt.propertyPage'), input.propertyUrl],
    [t('receipt.bidder'), `${input.firstName} ${input.lastName}`, VALUE_BOLD],
    [t('footer.email'), input.email],
    [t('footer.phone'), input.phone],
    [t('mail.field.receivedAt'), received],
    [t('receipt.offerId'), input.offerId],
    ...logEntryRows(input, t),
  ]);

  const terms = input.terms ? termRows(input.terms, t, language) : [];
  if (terms.length > 0) {
    flow.gap(16);
    sectionTitle(flow, t('receipt.terms'));
    factRows(flow, terms);
  }

  flow.gap(16);
  flow.paragraph(t('receipt.closing'), { size: 10.5, leading: 15 });
  flow.gap(18);
  legalBox(flow, t, tDe, language);

  footers(flow, t, `${t('receipt.reference')} ${reference}`);
  return save();
}
