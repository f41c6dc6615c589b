import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { formatCommissionRate } from '#shared/properties/buyer-commission.ts';
import type { MailAttachment } from '../mail/mail-sender';
import type { MailTexts } from '../mail/mail-texts';
import { formatReceived } from '../offers/offer-formats';
import {
  factRows,
  footers,
  letterhead,
  MUTED,
  sectionTitle,
  startPdf,
  VALUE_BOLD,
  type Flow,
} from '../receipts/pdf-layout';
import type { AccessMailSubject } from './document-access';

/** An acknowledgement that made a commission agreement: what its PDF records. */
type AgreementRecord = AccessMailSubject & { commissionRate: string; withdrawalNotice: string };

/** Whether an acknowledgement made a commission agreement (decision 0127). */
export function isAgreement(subject: AccessMailSubject): subject is AgreementRecord {
  return subject.commissionRate !== null && subject.withdrawalNotice !== null;
}

/** The short reference of an acknowledgement: its id's first eight characters. */
const agreementReference = (accessId: string) => accessId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** ASCII only, so that every mail program keeps the name as it is. */
const FILE_NAME_STEM: Record<Language, string> = {
  de: 'Maklervertrag',
  en: 'Brokerage-agreement',
  fr: 'Contrat-de-courtage',
};

const BODY = { size: 10, leading: 14.5 };
const BODY_BOLD = { ...BODY, bold: true };

/** A text of several paragraphs (blank lines between them), each its own paragraph. */
function paragraphs(flow: Flow, text: string): void {
  for (const block of text.split(/\n{2,}/)) {
    flow.paragraph(block, BODY);
    flow.gap(6);
  }
}

/**
 * The withdrawal notice and the model form as stored: blocks apart by a blank line, each starting
 * with its heading line.
 */
function headedBlocks(flow: Flow, text: string): void {
  for (const block of text.split(/\n{2,}/)) {
    const [heading = '', ...lines] = block.split('\n');
    flow.gap(6);
    sectionTitle(flow, heading);
    for (const line of lines) {
      flow.paragraph(line, BODY);
      flow.gap(4);
    }
  }
}

/**
 * The durable medium of a commission agreement: the agreement as accepted, the express request (or
 * that none was made), the withdrawal notice and the model withdrawal form, in the language the
 * visitor saw them. Rendered from the stored record alone, so every attempt sends the same file.
 */
async function renderAgreementPdf(record: AgreementRecord, language: Language, t: MailTexts): Promise<Uint8Array> {
  const reference = agreementReference(record.id);
  const property = localizedText(language, record.title, record.titleEn, record.titleFr);
  const accepted = formatReceived(record.requestedAt, language);
  const title = t('commission.pdf.title');
  const { flow, save } = await startPdf({
    title: `${title} ${reference} – ${property}`,
    subject: `${property}, ${record.address}`,
    keywords: [reference, record.id],
    language,
    date: record.requestedAt,
  });
  letterhead(flow);
  flow.paragraph(title, { size: 20, bold: true, leading: 26 }, { tag: 'H1' });
  flow.gap(2);
  flow.paragraph(`${reference} · ${accepted}`, { size: 10, color: MUTED, leading: 15 });
  flow.gap(12);
  flow.paragraph(t('commission.pdf.intro'), { size: 10.5, leading: 15 });
  flow.gap(12);
  factRows(flow, [
    [t('admin.properties.colProperty'), property, VALUE_BOLD],
    [t('receipt.address'), record.address],
    [t('commission.pdf.rate'), formatCommissionRate(record.commissionRate, language), VALUE_BOLD],
    [t('commission.pdf.customer'), record.name, VALUE_BOLD],
    [t('footer.email'), record.email],
    [t('commission.pdf.acceptedAt'), accepted],
  ]);

  flow.gap(14);
  sectionTitle(flow, t('commission.pdf.terms'));
  paragraphs(flow, record.termsText);

  flow.gap(8);
  sectionTitle(flow, t('commission.pdf.expressRequest'));
  if (record.expressRequest === null) {
    flow.paragraph(t('commission.pdf.noExpressRequest'), BODY);
  } else {
    flow.paragraph(t('commission.pdf.expressRequestMade', { date: accepted }), BODY_BOLD);
    flow.gap(2);
    flow.paragraph(record.expressRequest, BODY);
  }

  flow.gap(8);
  headedBlocks(flow, record.withdrawalNotice);

  footers(flow, t, `${title} ${reference}`);
  return save();
}

/** The agreement's PDF as a mail attachment. */
export async function agreementAttachment(
  record: AgreementRecord,
  language: Language,
  t: MailTexts,
): Promise<MailAttachment> {
  return {
    fileName: `${FILE_NAME_STEM[language]}-${agreementReference(record.id)}.pdf`,
    content: await renderAgreementPdf(record, language, t),
    contentType: PDF_MEDIA_TYPE,
  };
}
