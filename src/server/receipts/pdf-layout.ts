import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkitModule from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { CONTACT } from '#shared/site/contact.ts';
import { LOCALES, type Language } from '#shared/languages.ts';
import type { Financing } from '#shared/offers/offer-terms.ts';
import type { MailTexts } from '../mail/mail-texts';
import {
  StructureTree,
  type ArtifactKind,
  type StructureElement,
  type StructureOptions,
  type StructureType,
} from './pdf-structure';
import { setXmpMetadata } from './pdf-xmp';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * What every PDF of ours shares (decision 71): DejaVu Sans embedded as a subset, A4 with the
 * agency's letterhead, text flowing over pages, label/value rows, the legal statement with German
 * as the binding version, and a footer with page numbers. The receipt and the bid log use it.
 * Everything is drawn tagged (decision 0121): text into the structure element it belongs to, the
 * rest as artifacts, so a screen reader reads the document in order and skips the decoration.
 */

// DejaVu Sans covers Latin (Extended), Greek and Cyrillic: names like Łukasz, Şahin or Дмитрий,
// which the standard PDF fonts (WinAnsi) cannot encode. Fontsource ships the whole font under the
// name "latin". Its WOFF, not the WOFF2: fontkit's subsetter fails on the latter, outside any
// promise (decision 71).
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: () => require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'),
  bold: () => require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'),
} as const;
type FontStyle = keyof typeof FONT_FILES;

// The package's types declare named exports; Node hands an ES module the CommonJS exports as default.
const fontkit = (fontkitModule as unknown as { default?: typeof fontkitModule }).default ?? fontkitModule;

interface LoadedFont {
  bytes: Uint8Array;
  /** Whether the font can draw a character (checked before drawing: a missing glyph would be a blank box). */
  covers(codePoint: number): boolean;
}
const loadedFonts = new Map<FontStyle, LoadedFont>();

function loadFont(style: FontStyle): LoadedFont {
  let font = loadedFonts.get(style);
  if (!font) {
    const bytes = woffToSfnt(readFileSync(FONT_FILES[style]()));
    const parsed = fontkit.create(bytes);
    font = { bytes, covers: (codePoint) => parsed.hasGlyphForCodePoint(codePoint) };
    loadedFonts.set(style, font);
  }
  return font;
}

const REPLACEMENT = '\uFFFD';

/**
 * The text as the font can draw it: composed (NFC), tabs and line breaks as spaces, other control
 * and format characters left out, and anything the font has no glyph for as U+FFFD.
 */
function drawable(text: string, font: LoadedFont): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/[\t\n\r\u2028\u2029]/.test(char)) out += ' ';
    else if (/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u.test(char)) continue;
    else out += font.covers(char.codePointAt(0)!) ? char : font.covers(0xfffd) ? REPLACEMENT : '?';
  }
  return out;
}

const hex = (value: string): RGB =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );

// The brand's colours, as in the mails (mail-layout.ts).
export const INK = hex('#1c2633');
export const GOLD = hex('#86653a');
export const GOLD_SOFT = hex('#f7f1e6');
export const MUTED = hex('#56606d');
const RULE = hex('#ddd6ca');

const A4: [number, number] = [595.28, 841.89];
export const MARGIN_X = 57;
const TOP = A4[1] - 54;
/** Content stops here; the footer sits below. */
export const BOTTOM = 78;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN_X;
const LABEL_WIDTH = 158;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
  /** Distance between baselines. */
  leading?: number;
}

export interface ParagraphOptions extends StructureOptions {
  x?: number;
  width?: number;
  /** The paragraph's structure type: a heading's level, or P. */
  tag?: StructureType;
}

/** A column of text flowing down the pages: wraps lines, and starts a new page when one is full. */
export class Flow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly tags: StructureTree,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
  }

  /** Makes sure `height` points fit on this page; otherwise continues on a new one. */
  need(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  clean(text: string, style: TextStyle): string {
    return drawable(text, loadFont(style.bold ? 'bold' : 'regular'));
  }

  width(text: string, style: TextStyle): number {
    return this.font(style).widthOfTextAtSize(text, style.size);
  }

  /**
   * The lines of a text within `width`: broken at spaces, a word longer than a line after its last
   * slash or hyphen in the second half of the line, else anywhere.
   */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    const paragraphs = text.split(/\r\n|\r|\n/);
    paragraphs.forEach((paragraph, index) => {
      let line = '';
      for (const word of this.clean(paragraph, style).split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        // The space a line breaks at stays at its end, unseen: text read out of the structure
        // keeps its words apart ("the following", not "thefollowing").
        if (line) lines.push(`${line} `);
        line = '';
        for (const char of word) {
          if (line && this.width(line + char, style) > width) {
            // An address breaks after a slash, hyphen, '?' or '&' where it has one, so its parts
            // (a path's segments, a query's parameters) stay whole.
            const after = Math.max(...['/', '-', '?', '&'].map((mark) => line.lastIndexOf(mark))) + 1;
            const cut = after > line.length / 2 ? after : line.length;
            lines.push(line.slice(0, cut));
            line = line.slice(cut);
          }
          line += char;
        }
      }
      // A line break in the text separates words as well.
      lines.push(index < paragraphs.length - 1 && !line.endsWith(' ') ? `${line} ` : line);
    });
    return lines;
  }

  leading(style: TextStyle): number {
    return style.leading ?? style.size * 1.4;
  }

  /**
   * Draws one line of text that fits the font (see clean) with its baseline at y, as content of
   * `into` (the current structure element unless given).
   */
  drawAt(text: string, style: TextStyle, x: number, y: number, into = this.tags.current): void {
    this.tags.mark(this.page, into, () => this.drawUntagged(text, style, x, y));
  }

  /** Draws a line of text without a tag: only inside artifact(). */
  drawUntagged(text: string, style: TextStyle, x: number, y: number): void {
    this.page.drawText(text, { x, y, size: style.size, font: this.font(style), color: style.color ?? INK });
  }

  /** Draws what is no content (a rule, a box, a footer) on the current page, marked as an artifact. */
  artifact(draw: (page: PDFPage) => void, kind: ArtifactKind = 'Layout'): void {
    const { page } = this;
    this.tags.artifact(page, () => draw(page), kind);
  }

  /** A new structure element inside the current one. */
  element(type: StructureType, options: StructureOptions = {}): StructureElement {
    return this.tags.add(type, options);
  }

  /** Draws already wrapped lines from the current position at x into `into`; moves down past them. */
  drawLines(lines: string[], style: TextStyle, x = MARGIN_X, into = this.tags.current): void {
    const leading = this.leading(style);
    for (const line of lines) {
      this.need(leading);
      this.y -= leading;
      this.drawAt(line, style, x, this.y + (leading - style.size) / 2, into);
    }
  }

  /** A paragraph (or heading, by `tag`) of its own, wrapped to `width`. */
  paragraph(text: string, style: TextStyle, options: ParagraphOptions = {}): void {
    const { x = MARGIN_X, width = CONTENT_WIDTH, tag = 'P', ...structure } = options;
    const element = this.element(tag, structure);
    this.drawLines(this.wrap(text, style, width), style, x, element);
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(color = RULE, thickness = 0.6): void {
    const { y } = this;
    this.artifact((page) =>
      page.drawLine({ start: { x: MARGIN_X, y }, end: { x: A4[0] - MARGIN_X, y }, thickness, color }),
    );
  }
}

const LABEL: TextStyle = { size: 9.5, color: MUTED, leading: 14 };
const VALUE: TextStyle = { size: 10.5, leading: 14 };
export const VALUE_BOLD: TextStyle = { ...VALUE, bold: true };

export type Row = [label: string, value: string, style?: TextStyle];

/**
 * Label and value side by side, the value wrapping in its column; a hairline between rows. Tagged
 * as a table whose rows each start with a header cell: "Bidder: Anna Huber" is read as a pair.
 */
export function factRows(flow: Flow, rows: Row[]): void {
  const valueX = MARGIN_X + LABEL_WIDTH;
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  const padding = 6;
  const table = flow.element('Table');
  rows.forEach(([label, value, style = VALUE], index) => {
    const row = flow.tags.add('TR', {}, table);
    const labelCell = flow.tags.add('TH', { scope: 'Row' }, row);
    const valueCell = flow.tags.add('TD', {}, row);
    const labelLines = flow.wrap(label, LABEL, LABEL_WIDTH - 12);
    const valueLines = flow.wrap(value, style, valueWidth);
    const count = Math.max(labelLines.length, valueLines.length);
    const leading = flow.leading(style);
    // A short row stays together; a long message runs on over the next page.
    flow.need(Math.min(count, 6) * leading + 2 * padding);
    if (index > 0) flow.rule();
    flow.gap(padding);
    for (let line = 0; line < count; line++) {
      flow.need(leading);
      flow.y -= leading;
      const baseline = flow.y + (leading - style.size) / 2;
      const labelLine = labelLines[line];
      const valueLine = valueLines[line];
      if (labelLine) flow.drawAt(labelLine, LABEL, MARGIN_X, baseline, labelCell);
      if (valueLine) flow.drawAt(valueLine, style, valueX, baseline, valueCell);
    }
    flow.gap(padding);
  });
}

export function sectionTitle(flow: Flow, text: string): void {
  const style: TextStyle = { size: 12, bold: true, color: INK, leading: 16 };
  flow.need(16 + 40);
  flow.paragraph(text, style, { tag: 'H2' });
  flow.gap(4);
}

export function financingText(t: MailTexts, financing: Financing): string {
  if (financing === 'own-funds') return t('receipt.financing.ownFunds');
  if (financing === 'financing-confirmed') return t('receipt.financing.confirmed');
  return t('receipt.financing.inProgress');
}

export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The agency's letterhead: name and address on the left, how to reach it on the right. */
export function letterhead(flow: Flow): void {
  flow.artifact((page) => page.drawRectangle({ x: 0, y: A4[1] - 6, width: A4[0], height: 6, color: GOLD }));
  const nameStyle: TextStyle = { size: 15, bold: true };
  const small: TextStyle = { size: 9, color: MUTED };
  const right = A4[0] - MARGIN_X;
  const sender = flow.element('Div');
  const line = (text: string, style: TextStyle, x: number, y: number) =>
    flow.drawAt(text, style, x, y, flow.tags.add('P', {}, sender));
  line(flow.clean(CONTACT.company, nameStyle), nameStyle, MARGIN_X, TOP - 10);
  line(flow.clean(`${CONTACT.street} · ${CONTACT.city}`, small), small, MARGIN_X, TOP - 26);
  for (const [index, contact] of [CONTACT.phone, CONTACT.email].entries()) {
    const text = flow.clean(contact, small);
    line(text, small, right - flow.width(text, small), TOP - 10 - index * 14);
  }
  flow.y = TOP - 40;
  flow.rule(GOLD, 0.8);
  flow.gap(34);
}

/**
 * The legal statement in the document's language and, unless that is German, in German too:
 * about one offer (the receipt) or about all offers listed (the bid log).
 */
export function legalBox(
  flow: Flow,
  t: MailTexts,
  tDe: MailTexts,
  language: Language,
  statement: 'receipt.legal' | 'bidLog.legal' = 'receipt.legal',
): void {
  const padding = 14;
  const innerX = MARGIN_X + padding + 3;
  const innerWidth = CONTENT_WIDTH - 2 * padding - 3;
  const heading: TextStyle = { size: 10.5, bold: true, leading: 15 };
  const body: TextStyle = { size: 9.5, leading: 13.5 };
  const bodyBold: TextStyle = { ...body, bold: true };
  const subheading: TextStyle = { size: 9.5, bold: true, color: GOLD, leading: 14 };
  // The German statement is marked as German, so a screen reader reads it in a German voice.
  const german: StructureOptions = { lang: LOCALES.de };
  const blocks: Array<{
    lines: string[];
    style: TextStyle;
    gapBefore: number;
    tag: StructureType;
    options?: StructureOptions;
  }> = [
    { lines: flow.wrap(t('receipt.legalTitle'), heading, innerWidth), style: heading, gapBefore: 0, tag: 'H2' },
    { lines: flow.wrap(t(statement), body, innerWidth), style: body, gapBefore: 2, tag: 'P' },
    { lines: flow.wrap(t('receipt.bindingVersion'), bodyBold, innerWidth), style: bodyBold, gapBefore: 4, tag: 'P' },
  ];
  if (language !== 'de') {
    blocks.push(
      {
        lines: flow.wrap(t('receipt.germanVersion'), subheading, innerWidth),
        style: subheading,
        gapBefore: 10,
        tag: 'H3',
      },
      { lines: flow.wrap(tDe(statement), body, innerWidth), style: body, gapBefore: 2, tag: 'P', options: german },
      {
        lines: flow.wrap(tDe('receipt.bindingVersion'), bodyBold, innerWidth),
        style: bodyBold,
        gapBefore: 4,
        tag: 'P',
        options: german,
      },
    );
  }
  const height =
    blocks.reduce((sum, block) => sum + block.gapBefore + block.lines.length * flow.leading(block.style), 0) +
    2 * padding;
  flow.need(height);
  const bottom = flow.y - height;
  flow.artifact((page) => {
    page.drawRectangle({ x: MARGIN_X, y: bottom, width: CONTENT_WIDTH, height, borderColor: RULE, borderWidth: 0.8 });
    page.drawRectangle({ x: MARGIN_X, y: bottom, width: 3, height, color: GOLD });
  });
  flow.gap(padding);
  const section = flow.element('Sect');
  for (const block of blocks) {
    flow.gap(block.gapBefore);
    flow.drawLines(block.lines, block.style, innerX, flow.tags.add(block.tag, block.options, section));
  }
  flow.y = bottom;
}

/** On every page: the agency, what the document is about (`label`), and the page number. */
export function footers(flow: Flow, t: MailTexts, label: string): void {
  const small: TextStyle = { size: 8, color: MUTED };
  const right = A4[0] - MARGIN_X;
  const lines: Array<[left: string, right: (page: number) => string]> = [
    [`${CONTACT.company} · ${CONTACT.street} · ${CONTACT.city}`, () => label],
    [
      `${CONTACT.phone} · ${CONTACT.email}`,
      (page) => t('paging.pageOf', { page: String(page), pages: String(flow.pages.length) }),
    ],
  ];
  flow.pages.forEach((page, index) => {
    flow.page = page;
    // The same on every page, and the letterhead says it once: not content.
    flow.artifact(() => {
      page.drawLine({ start: { x: MARGIN_X, y: 52 }, end: { x: right, y: 52 }, thickness: 0.6, color: RULE });
      lines.forEach(([left, rightText], line) => {
        const y = 40 - line * 11;
        flow.drawUntagged(flow.clean(left, small), small, MARGIN_X, y);
        const text = flow.clean(rightText(index + 1), small);
        flow.drawUntagged(text, small, right - flow.width(text, small), y);
      });
    }, 'Pagination');
  });
}

const PRODUCER = 'pdf-lib';

export interface PdfMetadata {
  title: string;
  subject: string;
  keywords: string[];
  language: Language;
  /** Creation and modification date: a fixed moment keeps the same input giving the same bytes. */
  date: Date;
}

export interface StartedPdf {
  flow: Flow;
  /** Writes the structure tree and gives the file's bytes. */
  save(): Promise<Uint8Array>;
}

/**
 * A new A4 document with DejaVu Sans embedded as a subset, its metadata set (info dictionary and
 * XMP), and its first page, ready to be drawn tagged.
 */
export async function startPdf(metadata: PdfMetadata): Promise<StartedPdf> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  // A subset of each font: only the glyphs the document uses travel in the file. The fixed names
  // keep the bytes the same from one rendering to the next.
  const fonts: Fonts = {
    regular: await doc.embedFont(loadFont('regular').bytes, { subset: true, customName: 'IWRECA+DejaVuSans' }),
    bold: await doc.embedFont(loadFont('bold').bytes, { subset: true, customName: 'IWRECB+DejaVuSans-Bold' }),
  };
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  doc.setSubject(metadata.subject);
  doc.setAuthor(CONTACT.company);
  doc.setCreator(CONTACT.company);
  doc.setProducer(PRODUCER);
  doc.setKeywords(metadata.keywords);
  doc.setLanguage(LOCALES[metadata.language]);
  doc.setCreationDate(metadata.date);
  doc.setModificationDate(metadata.date);
  setXmpMetadata(doc, {
    title: metadata.title,
    author: CONTACT.company,
    subject: metadata.subject,
    keywords: metadata.keywords,
    language: LOCALES[metadata.language],
    producer: PRODUCER,
    date: metadata.date,
  });
  const tags = new StructureTree(doc);
  const flow = new Flow(doc, fonts, tags);
  return {
    flow,
    save: () => {
      tags.write();
      return doc.save();
    },
  };
}
