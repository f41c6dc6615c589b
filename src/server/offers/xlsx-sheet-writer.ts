import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';
import { withoutXmlForbidden } from '#shared/text-schemas.ts';

/**
 * A streamed XLSX file with one worksheet: the few fixed parts of the format, and the sheet's rows
 * written as XML text straight into the zip. A row costs a string template instead of exceljs's
 * cell and row objects (1,000,000 offers: CPU and garbage were the limit), and the sheet stream's
 * backpressure reaches the caller, so neither slow compression nor a slow client piles the file up
 * in memory. Text is written as inline strings (no shared-string table to hold).
 */

export type CellValue =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number; style?: CellStyle }
  | { kind: 'date'; serial: number };

/** The cell formats the sheet offers; their numbers index cellXfs in styles.xml below. */
type CellStyle = 'euro';
const STYLE_INDEX = { date: 1, euro: 2, header: 3 } as const;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
</Relationships>`;

const STYLES = `${XML_DECLARATION}<styleSheet xmlns="${NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd.mm.yyyy hh:mm"/>\
<numFmt numFmtId="165" formatCode="#,##0.00 &quot;€&quot;"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

/** Anything in a text that XML must escape or cannot hold at all (see schemas/text.ts). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for.
const NEEDS_CARE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/u;

/**
 * Text as XML character data. Rows stored before the input check may hold characters XML forbids;
 * one of them would make the whole file unreadable, so they are left out. Most texts need
 * nothing: one test, and they are written as they are.
 */
function xmlText(text: string): string {
  return NEEDS_CARE.test(text) ? escapeXml(withoutXmlForbidden(text)) : text;
}

/** Whitespace a reader would fold or trim unless told to keep it. */
const FRAGILE_SPACE = /^\s|\s$|\s\s|[\t\n\r]/;

function textElement(text: string): string {
  return FRAGILE_SPACE.test(text) ? `<t xml:space="preserve">${xmlText(text)}</t>` : `<t>${xmlText(text)}</t>`;
}

const escapeAttribute = escapeXml;

/** A, B, … Z, AA, … for a 1-based column number. */
function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * A cell with its reference ("B7"): optional in the format, but some readers (exceljs among them)
 * cannot place a cell without it.
 */
function cellXml(reference: string, cell: CellValue, bold = false): string {
  switch (cell.kind) {
    case 'text':
      return `<c r="${reference}"${bold ? ` s="${STYLE_INDEX.header}"` : ''} t="inlineStr"><is>${textElement(cell.value)}</is></c>`;
    case 'number':
      if (!Number.isFinite(cell.value)) return `<c r="${reference}"/>`;
      return `<c r="${reference}"${cell.style ? ` s="${STYLE_INDEX[cell.style]}"` : ''}><v>${cell.value}</v></c>`;
    case 'date':
      // An empty cell for a date that is not there (an offer not withdrawn).
      if (!Number.isFinite(cell.serial)) return `<c r="${reference}"/>`;
      return `<c r="${reference}" s="${STYLE_INDEX.date}"><v>${cell.serial}</v></c>`;
  }
}

const CHUNK_CHARS = 64 * 1024;

export interface SheetOptions {
  sheetName: string;
  header: readonly string[];
  columnWidths: readonly number[];
}

export class XlsxSheetWriter {
  // The fastest level: 10 % larger than the default, and compression no longer paces the export.
  private readonly zip = archiver('zip', { zlib: { level: 1 } });
  private readonly sheet = new PassThrough({ highWaterMark: 256 * 1024 });
  private readonly letters: string[];
  private rowNumber = 0;
  /** Rows collected into one write: per-chunk costs (checksum, deflate, stream) dominate otherwise. */
  private pending = '';
  private readonly done: Promise<unknown>;

  constructor(output: Writable, options: SheetOptions) {
    this.letters = options.header.map((_, index) => columnLetter(index + 1));
    this.done = Promise.race([once(output, 'finish'), once(output, 'close')]);
    this.zip.on('error', (error) => output.destroy(error));
    this.zip.pipe(output);
    this.zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
    this.zip.append(ROOT_RELS, { name: '_rels/.rels' });
    this.zip.append(
      `${XML_DECLARATION}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>\
<sheet name="${escapeAttribute(options.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      { name: 'xl/workbook.xml' },
    );
    this.zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
    this.zip.append(STYLES, { name: 'xl/styles.xml' });
    this.zip.append(this.sheet, { name: 'xl/worksheets/sheet1.xml' });

    const columns = options.columnWidths
      .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
      .join('');
    // The header row stays in view (frozen pane below row 1).
    this.sheet.write(
      `${XML_DECLARATION}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">\
<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${columns}</cols><sheetData>`,
    );
    this.writeRow(
      options.header.map((value) => ({ kind: 'text', value })),
      true,
    );
  }

  /** Adds a row; false when the caller should wait for `drained()` before adding more. */
  addRow(cells: readonly CellValue[]): boolean {
    return this.writeRow(cells);
  }

  /** Resolves when the sheet stream has room again (or the download is gone). */
  async drained(): Promise<void> {
    if (!this.sheet.writableNeedDrain || this.sheet.destroyed) return;
    const controller = new AbortController();
    try {
      await Promise.race([
        once(this.sheet, 'drain', { signal: controller.signal }),
        once(this.sheet, 'close', { signal: controller.signal }),
        this.done,
      ]);
    } finally {
      controller.abort();
    }
  }

  /** Ends the sheet and the file; resolves when the zip has been written out. */
  async finish(): Promise<void> {
    this.sheet.end(`${this.pending}</sheetData></worksheet>`);
    this.pending = '';
    await this.zip.finalize();
  }

  private writeRow(cells: readonly CellValue[], bold = false): boolean {
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let index = 0; index < cells.length; index++) {
      xml += cellXml(`${this.letters[index] ?? columnLetter(index + 1)}${r}`, cells[index]!, bold);
    }
    this.pending += `${xml}</row>`;
    if (this.pending.length < CHUNK_CHARS) return true;
    const chunk = this.pending;
    this.pending = '';
    return this.sheet.write(chunk);
  }
}
