/**
 * The buyer's identification's rules (decision 0139), without zod: the server's schemas and the
 * buyer's form (a chunk loaded before zod's configuration) read them from here.
 */
export const IDENTIFICATION_LIMITS = {
  name: 100,
  place: 100,
  line: 200,
  postcode: 20,
  documentNumber: 40,
  companyAddress: 300,
  beneficialOwners: 2000,
  note: 1000,
  fileBytes: 10 * 1024 * 1024,
} as const;

export const IDENTITY_DOCUMENT_TYPES = ['id-card', 'passport'] as const;
export const BUYER_KINDS = ['person', 'company'] as const;
/** The two files: the ID document's photo or scan, and a company's transparency-register extract. */
export const IDENTIFICATION_FILE_KINDS = ['document', 'register'] as const;
export type IdentificationFileKind = (typeof IDENTIFICATION_FILE_KINDS)[number];
export const IDENTIFICATION_UPLOAD_FIELD = 'file';

/** Letters, digits, spaces and hyphens, as ID numbers are printed. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** The earliest birth date taken. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
