import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Database } from '../db/client';
import { documentAccess, documentDownloads, offers } from '../db/schema';
import { createWallClock, excelSerial } from '../offers/offers-export';
import { XlsxSheetWriter, type CellValue } from '../offers/xlsx-sheet-writer';

/**
 * Who received what (decision 0126): each person who accepted a property's terms, newest first,
 * with when they confirmed their address, the commission agreement if any (decision 0127), every download (document, version, when) and how many
 * offers they made on the property (by the same address).
 */
export async function listDocumentRecipients(db: Database, propertyId: string) {
  const people = await db
    .select({
      id: documentAccess.id,
      name: documentAccess.name,
      email: documentAccess.email,
      language: documentAccess.language,
      termsHash: documentAccess.termsHash,
      requestedAt: documentAccess.requestedAt,
      confirmedAt: documentAccess.confirmedAt,
      commissionRate: documentAccess.commissionRate,
      expressRequest: sql<boolean>`${documentAccess.expressRequest} is not null`,
      withdrawnAt: documentAccess.withdrawnAt,
      notifyOnChanges: documentAccess.notifyOnChanges,
      // Qualified by hand: inside the subquery an unqualified column would name the offer's own.
      offers: sql<number>`(select count(*)::int from ${offers} o
        where o.property_id = document_access.property_id and lower(o.email) = document_access.email)`,
    })
    .from(documentAccess)
    .where(eq(documentAccess.propertyId, propertyId))
    .orderBy(desc(documentAccess.requestedAt), asc(documentAccess.id));
  const downloads =
    people.length === 0
      ? []
      : await db
          .select()
          .from(documentDownloads)
          .where(
            inArray(
              documentDownloads.accessId,
              people.map((person) => person.id),
            ),
          )
          .orderBy(asc(documentDownloads.downloadedAt), asc(documentDownloads.id));
  return people.map((person) => ({
    ...person,
    offers: Number(person.offers),
    downloads: downloads
      .filter((download) => download.accessId === person.id)
      .map(({ documentId, documentTitle, version, downloadedAt }) => ({
        documentId,
        documentTitle,
        version,
        downloadedAt,
      })),
  }));
}
export type DocumentRecipient = Awaited<ReturnType<typeof listDocumentRecipients>>[number];

const HEADERS = [
  'Name',
  'E-Mail',
  'Sprache',
  'Bedingungen angenommen',
  'Adresse bestätigt',
  'Provision (%)',
  'Sofortiger Beginn verlangt',
  'Widerrufen',
  'Dokument',
  'Version',
  'Heruntergeladen',
  'Angebote',
  'Prüfsumme der Bedingungen (SHA-256)',
] as const;
const COLUMN_WIDTHS = [24, 30, 8, 20, 20, 13, 14, 20, 34, 9, 20, 10, 66];

/**
 * The same list as a worksheet: one row per download, and one for a person who downloaded nothing
 * (yet). Names and addresses are written as text, never as formulas; times as date cells in the
 * agency's zone.
 */
export async function writeRecipientsWorkbook(recipients: readonly DocumentRecipient[], output: Writable) {
  const sheet = new XlsxSheetWriter(output, { sheetName: 'Unterlagen', header: HEADERS, columnWidths: COLUMN_WIDTHS });
  const wallClock = createWallClock();
  const date = (at: Date | null): CellValue =>
    at === null ? { kind: 'date', serial: Number.NaN } : { kind: 'date', serial: excelSerial(wallClock(at.getTime())) };
  const text = (value: string): CellValue => ({ kind: 'text', value });
  for (const person of recipients) {
    const rows = person.downloads.length > 0 ? person.downloads : [null];
    for (const download of rows) {
      const roomLeft = sheet.addRow([
        text(person.name),
        text(person.email),
        text(person.language),
        date(person.requestedAt),
        date(person.confirmedAt),
        { kind: 'number', value: person.commissionRate === null ? Number.NaN : Number(person.commissionRate) },
        text(person.commissionRate === null ? '' : person.expressRequest ? 'ja' : 'nein'),
        date(person.withdrawnAt),
        text(download ? download.documentTitle : ''),
        { kind: 'number', value: download ? download.version : Number.NaN },
        date(download ? download.downloadedAt : null),
        { kind: 'number', value: person.offers },
        text(person.termsHash),
      ]);
      if (!roomLeft) await sheet.drained();
      if (output.destroyed) return;
    }
  }
  await sheet.finish();
}
