import { bidLogHeadLine, bidLogLine, formatLogTime, type BidLogLine } from '#shared/bid-log/bid-log-text.ts';
import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import type { BidLog } from '#shared/bid-log/schemas.ts';
import type { Database } from '../db/client';
import { builtInMailTexts, loadMailTexts, type MailTexts } from '../mail/mail-texts';
import {
  BOTTOM,
  CONTENT_WIDTH,
  factRows,
  footers,
  GOLD_SOFT,
  legalBox,
  letterhead,
  MARGIN_X,
  MUTED,
  startPdf,
  VALUE_BOLD,
  type Flow,
  type TextStyle,
} from '../receipts/pdf-layout';
import type { StructureElement } from '../receipts/pdf-structure';
import { readBidLog } from './read-bid-log';

/**
 * The bid log as a PDF for the seller (decision 0073): the receipt's letterhead, fonts and legal
 * box (receipts/pdf-layout.ts), the property and its procedure, then every entry in a table whose
 * head repeats on each page.
 */

const CELL: TextStyle = { size: 8.5, leading: 11.5 };
const CELL_BOLD: TextStyle = { ...CELL, bold: true };
const CELL_MUTED: TextStyle = { ...CELL, size: 8, color: MUTED, leading: 11 };
const HEAD: TextStyle = { size: 8, bold: true, color: MUTED, leading: 11 };
const PADDING = 5;
const GUTTER = 8;

/** Time, bidder, event (with its details below), amount (right-aligned). */
const COLUMNS = (() => {
  const time = 104;
  const bidder = 74;
  const amount = 88;
  const event = CONTENT_WIDTH - time - bidder - amount - 3 * GUTTER;
  const x0 = MARGIN_X;
  return {
    time: { x: x0, width: time },
    bidder: { x: x0 + time + GUTTER, width: bidder },
    event: { x: x0 + time + bidder + 2 * GUTTER, width: event },
    amount: { x: x0 + time + bidder + event + 3 * GUTTER, width: amount },
  };
})();

/**
 * The table's head. Tagged as its head the first time (`table`); repeated after a page break it is
 * an artifact, so a screen reader does not read it between the rows.
 */
function tableHead(flow: Flow, t: MailTexts, table: StructureElement | null): void {
  const height = HEAD.leading! + 2 * PADDING;
  flow.need(height + 3 * CELL.leading!);
  const bottom = flow.y - height;
  flow.artifact((page) =>
    page.drawRectangle({ x: MARGIN_X, y: bottom, width: CONTENT_WIDTH, height, color: GOLD_SOFT }),
  );
  const baseline = bottom + PADDING + 3;
  const amount = flow.clean(t('bidLog.colAmount'), HEAD);
  const cells: Array<[text: string, x: number]> = [
    [flow.clean(t('bidLog.colTime'), HEAD), COLUMNS.time.x + 2],
    [flow.clean(t('bidLog.colBidder'), HEAD), COLUMNS.bidder.x],
    [flow.clean(t('bidLog.colEvent'), HEAD), COLUMNS.event.x],
    [amount, COLUMNS.amount.x + COLUMNS.amount.width - flow.width(amount, HEAD) - 2],
  ];
  if (table) {
    const row = flow.tags.add('TR', {}, flow.tags.add('THead', {}, table));
    for (const [text, x] of cells) flow.drawAt(text, HEAD, x, baseline, flow.tags.add('TH', { scope: 'Column' }, row));
  } else {
    flow.artifact(() => {
      for (const [text, x] of cells) flow.drawUntagged(text, HEAD, x, baseline);
    }, 'Pagination');
  }
  flow.y = bottom;
}

/** One entry; a row never splits, and a new page starts with the table's head again. */
function tableRow(flow: Flow, t: MailTexts, line: BidLogLine, body: StructureElement): void {
  const time = flow.wrap(line.time, CELL, COLUMNS.time.width);
  const bidder = flow.wrap(line.bidder, CELL_BOLD, COLUMNS.bidder.width);
  const event = flow.wrap(line.event, CELL, COLUMNS.event.width);
  const details = line.details.flatMap((detail) => flow.wrap(detail, CELL_MUTED, COLUMNS.event.width));
  const amount = flow.clean(line.amount, CELL_BOLD);
  const eventHeight = event.length * CELL.leading! + details.length * CELL_MUTED.leading!;
  const height = Math.max(time.length * CELL.leading!, bidder.length * CELL.leading!, eventHeight) + 2 * PADDING;
  if (flow.y - height < BOTTOM) {
    flow.newPage();
    tableHead(flow, t, null);
  }
  const row = flow.tags.add('TR', {}, body);
  // Four cells in every row, an empty amount too: the table stays regular for assistive technology.
  const [timeCell, bidderCell, eventCell, amountCell] = (['TD', 'TD', 'TD', 'TD'] as const).map((type) =>
    flow.tags.add(type, {}, row),
  ) as [StructureElement, StructureElement, StructureElement, StructureElement];
  const top = flow.y - PADDING;
  const firstBaseline = top - CELL.size;
  time.forEach((text, index) =>
    flow.drawAt(text, CELL, COLUMNS.time.x + 2, firstBaseline - index * CELL.leading!, timeCell),
  );
  bidder.forEach((text, index) =>
    flow.drawAt(text, CELL_BOLD, COLUMNS.bidder.x, firstBaseline - index * CELL.leading!, bidderCell),
  );
  event.forEach((text, index) =>
    flow.drawAt(text, CELL, COLUMNS.event.x, firstBaseline - index * CELL.leading!, eventCell),
  );
  const detailsTop = firstBaseline - event.length * CELL.leading!;
  details.forEach((text, index) =>
    flow.drawAt(text, CELL_MUTED, COLUMNS.event.x, detailsTop - index * CELL_MUTED.leading!, eventCell),
  );
  if (amount) {
    const right = COLUMNS.amount.x + COLUMNS.amount.width - 2;
    flow.drawAt(amount, CELL_BOLD, right - flow.width(amount, CELL_BOLD), firstBaseline, amountCell);
  }
  flow.y -= height;
  flow.rule();
}

interface BidLogPdfInput {
  log: BidLog;
  /** The moment the PDF shows as "as of" and carries as its date. */
  now: Date;
  /** The texts as the admins left them, in the PDF's language and in German (for the legal box). */
  texts?: Partial<Record<Language, MailTexts>>;
}

/** The bid log of one property as a PDF (A4) in `language`, the legal statement also in German. */
async function drawBidLogPdf({ log, now, texts }: BidLogPdfInput, language: Language): Promise<Uint8Array> {
  const t = texts?.[language] ?? builtInMailTexts(language);
  const tDe = texts?.de ?? builtInMailTexts('de');
  const { property } = log;
  const propertyTitle = localizedText(language, property.title, property.titleEn, property.titleFr);
  const title = t('bidLog.title');
  const { flow, save } = await startPdf({
    title: `${title} – ${propertyTitle}`,
    subject: `${propertyTitle}, ${property.address}`,
    keywords: [property.id],
    language,
    date: now,
  });
  letterhead(flow);

  flow.paragraph(title, { size: 22, bold: true, leading: 28 }, { tag: 'H1' });
  flow.gap(2);
  flow.paragraph(t('bidLog.asOf', { time: formatLogTime(now, language) }), { size: 10, color: MUTED, leading: 15 });
  flow.gap(12);
  factRows(flow, [
    [t('admin.properties.colProperty'), propertyTitle, VALUE_BOLD],
    [t('receipt.address'), property.address],
    [t('admin.procedure.mode'), t(property.offerMode === 'open' ? 'admin.procedure.open' : 'admin.procedure.sealed')],
    [t('bidLog.currentEnd'), formatLogTime(property.auctionEndDate, language)],
  ]);
  flow.gap(12);
  flow.paragraph(t('bidLog.intro'), { size: 9.5, color: MUTED, leading: 13.5 });
  flow.gap(12);

  if (log.entries.length === 0) {
    flow.paragraph(t('bidLog.empty'), { size: 10.5, leading: 15 });
  } else {
    const table = flow.element('Table');
    tableHead(flow, t, table);
    const body = flow.tags.add('TBody', {}, table);
    for (const entry of log.entries) tableRow(flow, t, bidLogLine(entry, t, language), body);
    flow.gap(8);
    // The hash is one long word: the line breaks inside it where it must.
    flow.paragraph(bidLogHeadLine(log.entries, t), { size: 8, color: MUTED, leading: 11 });
  }

  flow.gap(14);
  legalBox(flow, t, tDe, language, 'bidLog.legal');
  footers(flow, t, title);
  return save();
}

const FILE_NAME_STEM: Record<Language, string> = {
  de: 'Bietprotokoll',
  en: 'Bid-log',
  fr: 'Registre-des-offres',
};

/** ASCII, so that every browser and mail program keeps the name: Bietprotokoll-2026-11-26.pdf. */
function bidLogFileName(language: Language, now: Date): string {
  return `${FILE_NAME_STEM[language]}-${now.toISOString().slice(0, 10)}.pdf`;
}

/**
 * The seller's PDF of one property's bid log, with the texts as the admins edited them; null for
 * an unknown property. For the admin's download and the seller's view alike.
 */
export async function renderBidLogPdf(
  db: Database,
  propertyId: string,
  language: Language,
  now: Date = new Date(),
): Promise<{ fileName: string; content: Uint8Array } | null> {
  const log = await readBidLog(db, propertyId);
  if (!log) return null;
  const texts = { [language]: await loadMailTexts(db, language), de: await loadMailTexts(db, 'de') };
  return { fileName: bidLogFileName(language, now), content: await drawBidLogPdf({ log, now, texts }, language) };
}
