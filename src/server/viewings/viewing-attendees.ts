import type { Writable } from 'node:stream';
import { munichLocalOf } from '#shared/viewings/munich-time.ts';
import { createWallClock, excelSerial } from '../offers/offers-export';
import { XlsxSheetWriter, type CellValue } from '../offers/xlsx-sheet-writer';
import type { adminSlotsOf } from './viewing-slots';

type AdminSlot = NonNullable<Awaited<ReturnType<typeof adminSlotsOf>>>[number];

const HEADERS = ['Name', 'E-Mail', 'Telefon', 'Sprache', 'Stand', 'Angefragt', 'Bestätigt', 'Abgesagt'];
const COLUMN_WIDTHS = [26, 32, 20, 8, 16, 20, 20, 20];
const STATES = {
  requested: 'angefragt',
  lapsed: 'nicht bestätigt',
  confirmed: 'bestätigt',
  cancelled: 'abgesagt',
} as const;

/** The file's name: the slot's day and time on Munich's clock ("besichtigung-2027-03-28-1000.xlsx"). */
export function attendeesFileName(slot: Pick<AdminSlot, 'startsAt'>): string {
  return `besichtigung-${munichLocalOf(slot.startsAt).replace('T', '-').replace(':', '')}.xlsx`;
}

/**
 * A slot's attendee list as a spreadsheet, for the agent at the door: everyone who booked, in the
 * order they asked, with their state — the confirmed ones come, the others may. Times in Munich.
 */
export async function writeAttendeesWorkbook(slot: AdminSlot, output: Writable): Promise<void> {
  const sheet = new XlsxSheetWriter(output, {
    sheetName: 'Besichtigung',
    header: HEADERS,
    columnWidths: COLUMN_WIDTHS,
  });
  const wallClock = createWallClock();
  const date = (at: Date | null): CellValue =>
    at === null ? { kind: 'date', serial: Number.NaN } : { kind: 'date', serial: excelSerial(wallClock(at.getTime())) };
  const text = (value: string): CellValue => ({ kind: 'text', value });
  for (const booking of slot.bookings) {
    const roomLeft = sheet.addRow([
      text(booking.name),
      text(booking.email),
      text(booking.phone),
      text(booking.language),
      text(STATES[booking.status]),
      date(booking.requestedAt),
      date(booking.confirmedAt),
      date(booking.cancelledAt),
    ]);
    if (!roomLeft) await sheet.drained();
    if (output.destroyed) return;
  }
  await sheet.finish();
}
