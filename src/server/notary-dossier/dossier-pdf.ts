import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import type { MailAttachment } from '../mail/mail-sender';
import type { MailTexts } from '../mail/mail-texts';
import { formatAmount, formatReceived } from '../offers/offer-formats';
import { receiptReference } from '../receipts/offer-receipt-pdf';
import {
  factRows,
  financingText,
  footers,
  formatDate,
  letterhead,
  MUTED,
  sectionTitle,
  startPdf,
  VALUE_BOLD,
  type Row,
} from '../receipts/pdf-layout';
import type { DossierData } from './dossier-data';

/**
 * The notary's dossier (decision 0138): one PDF per award, in German — the language of the
 * contract it prepares — with what the notary's office asks an agency for: the property, the
 * seller's reference, the buyer, whether and how they were identified (GwG), the accepted offer
 * with its terms, the bid log's head hash (which pins the whole procedure down, decision 0092)
 * and the dates. Its fixed labels are German on purpose and not among the editable texts.
 */
const DE = {
  title: 'Unterlagen für das Notariat',
  intro:
    'Zuschlag im Angebotsverfahren, vorbehaltlich der notariellen Beurkundung. Die Angebote waren unverbindlich; maßgeblich ist allein der notarielle Kaufvertrag.',
  property: 'Immobilie',
  object: 'Objekt',
  address: 'Anschrift',
  sellerReference: 'Verkäufer / Auftrag (Referenz)',
  buyer: 'Käufer (Zuschlag)',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  identification: 'Identifizierung nach GwG',
  notIdentified:
    'Noch nicht abgeschlossen: Die Identifizierung (§§ 11, 12 GwG) erfolgt spätestens vor der Beurkundung.',
  identificationPending: (date: string) =>
    `Angaben und Ausweisdokument am ${date} eingegangen; die Prüfung durch den Makler steht noch aus.`,
  identified: (date: string, by: string, register: boolean, until: string | null) =>
    `Abgeschlossen am ${date} durch ${by} (§§ 11, 12 GwG): Angaben, Ausweisdokument${register ? ', Auszug aus dem Transparenzregister' : ''} geprüft.` +
    (until ? ` Aufbewahrt nach § 8 GwG bis ${until}.` : ''),
  offer: 'Angenommenes Angebot',
  amount: 'Kaufpreisangebot',
  received: 'Eingegangen am',
  reference: 'Referenz',
  offerId: 'Angebots-ID',
  kind: 'Art',
  finalOffer: 'Finales Angebot aus der finalen Angebotsrunde',
  regularOffer: 'Angebot in der Angebotsfrist',
  terms: 'Angaben des Käufers',
  handover: 'Gewünschte Übergabe',
  binding: 'Gebunden an das Angebot',
  days: (n: number) => `${n} ${n === 1 ? 'Tag' : 'Tage'}`,
  message: 'Nachricht',
  proof: 'Finanzierungsnachweis',
  log: 'Bietprotokoll',
  logEntries: 'Einträge',
  logHead: 'Letzter Eintrag',
  logHash: 'Prüfwert (SHA-256)',
  logNone: 'Keine Einträge',
  dates: 'Daten',
  periodEnd: 'Ende der Angebotsfrist',
  awardedAt: 'Zuschlag am',
  createdAt: 'Unterlagen erstellt am',
  footer: 'Unterlagen für das Notariat',
} as const;

/** The last day a record is kept: the day before its retention ends, in Munich. */
function lastDayKept(keptUntil: Date): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' }).format(
    new Date(keptUntil.getTime() - 1),
  );
}

function identificationLine(identification: DossierData['identification']): string {
  if (identification?.confirmedAt) {
    const { confirmedAt, confirmedBy, withRegisterExtract, keptUntil } = identification;
    return DE.identified(
      formatReceived(confirmedAt, 'de'),
      confirmedBy ?? '–',
      withRegisterExtract,
      keptUntil ? lastDayKept(keptUntil) : null,
    );
  }
  if (identification?.submittedAt) return DE.identificationPending(formatReceived(identification.submittedAt, 'de'));
  return DE.notIdentified;
}

function offerTermRows(data: DossierData, t: MailTexts): Row[] {
  const { terms } = data.offer;
  if (!terms) return [];
  const rows: Row[] = [];
  if (terms.financing) rows.push([t('offer.terms.financing'), financingText(t, terms.financing)]);
  if (terms.proofOfFunds) rows.push([DE.proof, terms.proofOfFunds.fileName]);
  if (terms.handoverDate) rows.push([DE.handover, formatDate(terms.handoverDate, 'de')]);
  if (terms.bindingDays !== null) rows.push([DE.binding, DE.days(terms.bindingDays)]);
  if (terms.message && terms.message.trim() !== '') rows.push([DE.message, terms.message.trim()]);
  return rows;
}

/** The dossier as a PDF (A4, German), drawn at `now`. */
export async function renderDossierPdf(data: DossierData, t: MailTexts, now: Date): Promise<Uint8Array> {
  const { offer, property } = data;
  const reference = receiptReference(offer.id);
  const { flow, save } = await startPdf({
    title: `${DE.title} – ${property.title}`,
    subject: `${property.title}, ${property.address}`,
    keywords: [reference, offer.id, property.id],
    language: 'de',
    date: now,
  });
  letterhead(flow);
  flow.paragraph(DE.title, { size: 22, bold: true, leading: 28 }, { tag: 'H1' });
  flow.gap(2);
  flow.paragraph(`${property.title} · ${DE.awardedAt} ${formatReceived(property.awardedAt, 'de')}`, {
    size: 10,
    color: MUTED,
    leading: 15,
  });
  flow.gap(12);
  flow.paragraph(DE.intro, { size: 10.5, leading: 15 });
  flow.gap(16);

  sectionTitle(flow, DE.property);
  factRows(flow, [
    [DE.object, property.title, VALUE_BOLD],
    [DE.address, property.address],
    [DE.sellerReference, data.sellerReference, VALUE_BOLD],
  ]);
  flow.gap(14);
  sectionTitle(flow, DE.buyer);
  factRows(flow, [
    [DE.name, `${offer.firstName} ${offer.lastName}`, VALUE_BOLD],
    [DE.email, offer.email],
    [DE.phone, offer.phone],
    [DE.identification, identificationLine(data.identification)],
  ]);
  flow.gap(14);
  sectionTitle(flow, DE.offer);
  factRows(flow, [
    [DE.amount, formatAmount(offer.bidAmount, 'de'), VALUE_BOLD],
    [DE.kind, data.finalRound ? DE.finalOffer : DE.regularOffer],
    [DE.received, formatReceived(offer.createdAt, 'de')],
    [DE.reference, reference],
    [DE.offerId, offer.id],
  ]);
  const terms = offerTermRows(data, t);
  if (terms.length > 0) {
    flow.gap(14);
    sectionTitle(flow, DE.terms);
    factRows(flow, terms);
  }
  flow.gap(14);
  sectionTitle(flow, DE.log);
  const { head } = data.bidLog;
  factRows(flow, [
    [DE.logEntries, String(data.bidLog.entries)],
    ...(head
      ? ([
          [DE.logHead, `Nr. ${head.position}`],
          [DE.logHash, head.hash],
        ] satisfies Row[])
      : ([[DE.logHead, DE.logNone]] satisfies Row[])),
  ]);
  flow.gap(14);
  sectionTitle(flow, DE.dates);
  factRows(flow, [
    [DE.periodEnd, formatReceived(property.auctionEndDate, 'de')],
    [DE.awardedAt, formatReceived(property.awardedAt, 'de')],
    [DE.createdAt, formatReceived(now, 'de')],
  ]);
  footers(flow, t, `${DE.footer} · ${reference}`);
  return save();
}

/** ASCII only, so that every mail program keeps the name. */
export function dossierFileName(data: DossierData): string {
  return `Notarunterlagen-${receiptReference(data.offer.id)}.pdf`;
}

export async function dossierAttachment(data: DossierData, t: MailTexts, now: Date): Promise<MailAttachment> {
  return {
    fileName: dossierFileName(data),
    content: await renderDossierPdf(data, t, now),
    contentType: PDF_MEDIA_TYPE,
  };
}
