import type { Writable } from 'node:stream';
import { wallClockIn } from '../wall-clock';
import type { Financing } from '#shared/offers/offer-terms.ts';
import type { ExportRow } from './offer-export-pages';
import { XlsxSheetWriter, type CellValue } from './xlsx-sheet-writer';

type TextCell = Extract<CellValue, { kind: 'text' }>;

/** The office is in Munich: dates in the sheet show Munich wall-clock time. */
const EXPORT_TIME_ZONE = 'Europe/Berlin';
/** Rows written between two turns of the event loop (each row costs a few microseconds). */
const ROWS_PER_TURN = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const EXPORT_HEADERS = [
  'Datum',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Angebot (EUR)',
  'Immobilie',
  'Favorit',
  'Finanzierung',
  'Übergabetermin',
  'Bindefrist (Tage)',
  'Nachricht',
  'Finanzierungsnachweis',
  'E-Mail bestätigt',
  'Zurückgezogen am',
] as const;

/** The bidder's financing as the sheet names it (FINANCING_OPTIONS). */
const FINANCING_LABELS: Record<Financing, string> = {
  'own-funds': 'Eigenkapital',
  'financing-confirmed': 'Finanzierung bestätigt',
  'financing-in-progress': 'Finanzierung in Bearbeitung',
};

/** 2027-05-01 → 01.05.2027, the way the office writes dates. */
function germanDate(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

const HOUR_MS = 3_600_000;
/**
 * Excel dates have no zone: the cell must hold the Munich wall-clock time. Returns the wall-clock
 * time (as milliseconds on a UTC clock) for an instant. The zone offset only changes on a full UTC
 * hour, so it is computed once per hour and cached.
 */
export function createWallClock(): (epochMs: number) => number {
  const munich = wallClockIn(EXPORT_TIME_ZONE);
  const offsets = new Map<number, number>();
  const offsetOf = (hour: number): number => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = munich(hour * HOUR_MS) - hour * HOUR_MS;
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (epochMs) => epochMs + offsetOf(Math.floor(epochMs / HOUR_MS));
}

const DAY_MS = 86_400_000;
/** Excel's serial day number of 1970-01-01 (1900 date system). */
const EXCEL_EPOCH_DAYS = 25_569;

/** An Excel date is a day number (and a date format), computed without allocating Dates. */
export function excelSerial(wallMs: number): number {
  return wallMs / DAY_MS + EXCEL_EPOCH_DAYS;
}

const COLUMN_WIDTHS = [18, 18, 18, 30, 20, 18, 40, 10, 26, 16, 16, 50, 22, 18, 18];

/**
 * Streams the offers as one worksheet into output: a header row, then one row per offer, newest
 * first. User text is always written as a plain string (never a formula); amounts are numbers with a
 * euro format; dates are real date cells. Stops quietly when output is destroyed (client gone).
 */
export async function writeOffersWorkbook(pages: AsyncIterable<ExportRow[]>, output: Writable): Promise<void> {
  const sheet = new XlsxSheetWriter(output, {
    sheetName: 'Angebote',
    header: EXPORT_HEADERS,
    columnWidths: COLUMN_WIDTHS,
  });
  const wallClock = createWallClock();
  // One set of cells, refilled for every row: a million offers would otherwise leave nine million
  // short-lived objects behind, and the garbage, not the work, would set the memory used.
  const date: Extract<CellValue, { kind: 'date' }> = { kind: 'date', serial: 0 };
  const withdrawn: Extract<CellValue, { kind: 'date' }> = { kind: 'date', serial: Number.NaN };
  const texts = Array.from({ length: 11 }, () => ({ kind: 'text' as const, value: '' }));
  const amount = { kind: 'number' as const, value: 0, style: 'euro' as const };
  const bindingDays: Extract<CellValue, { kind: 'number' }> = { kind: 'number', value: Number.NaN };
  const [first, last, email, phone, title, favorite, financing, handover, message, proof, verified] = texts as [
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
    TextCell,
  ];
  const cells: readonly CellValue[] = [
    date,
    first,
    last,
    email,
    phone,
    amount,
    title,
    favorite,
    financing,
    handover,
    bindingDays,
    message,
    proof,
    verified,
    withdrawn,
  ];
  let written = 0;
  for await (const page of pages) {
    if (output.destroyed) return;
    for (const row of page) {
      date.serial = excelSerial(wallClock(row[0]));
      first.value = row[1];
      last.value = row[2];
      email.value = row[3];
      phone.value = row[4];
      amount.value = row[5];
      title.value = row[7] ?? '';
      favorite.value = row[6] ? 'Ja' : 'Nein';
      financing.value = row[8] ? (FINANCING_LABELS[row[8] as Financing] ?? row[8]) : '';
      handover.value = germanDate(row[9]);
      // An empty cell (not a number) when the bidder gave no binding period.
      bindingDays.value = row[10] ?? Number.NaN;
      message.value = row[11] ?? '';
      proof.value = row[12] ? 'Ja' : 'Nein';
      // Whether the bidder confirmed their address through the link of the confirmation mail (decision 0072).
      verified.value = row[13] ? 'Ja' : 'Nein';
      // When the bidder withdrew the offer (decision 0114); empty while it stands.
      withdrawn.serial = row[14] === null ? Number.NaN : excelSerial(wallClock(Number(row[14])));
      const roomLeft = sheet.addRow(cells);
      // A slow download or slow compression holds the writing back; requests that arrive during
      // a long export are served between rows, not after the page.
      if (!roomLeft) await sheet.drained();
      if (++written % ROWS_PER_TURN === 0) await nextTurn();
      if (output.destroyed) return;
    }
  }
  await sheet.finish();
}
