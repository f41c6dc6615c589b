/** The name the offers export is saved under. */
export const OFFERS_EXPORT_FILE_NAME = 'bids-export.xlsx';

/** One property's offers: its address in the name, so a file forwarded to its seller says whose it is. */
export function propertyExportFileName(slug: string): string {
  return `bids-export-${slug}.xlsx`;
}
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The offer receipt (decision 71): a PDF per offer. */
export const PDF_MEDIA_TYPE = 'application/pdf';
