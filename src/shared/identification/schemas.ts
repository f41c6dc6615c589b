import { z } from 'zod';
import { PROOF_MEDIA_TYPES } from '#shared/offers/offer-terms.ts';
import { timestampSchema, uuidParam } from '#shared/wire-schemas.ts';
import { isCalendarDate, munichToday } from '#shared/offers/offer-terms.ts';
import {
  BUYER_KINDS,
  DOCUMENT_NUMBER_PATTERN,
  EARLIEST_BIRTH_DATE,
  IDENTIFICATION_FILE_KINDS,
  IDENTIFICATION_LIMITS,
  IDENTITY_DOCUMENT_TYPES,
} from './rules';

/**
 * The buyer's identification under the money-laundering act (decision 0139): what the chosen
 * bidder gives through their personal link, and what the agent sees and confirms.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is at most ${max} characters`);

const isoDay = (field: string) =>
  z
    .string({ error: `${field} is a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} is a date (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${field} is not a date of the calendar`);

const companySchema = z.strictObject({
  name: text('company.name', IDENTIFICATION_LIMITS.line),
  /** The register court and number, e.g. "Amtsgericht München HRB 123456". */
  register: text('company.register', IDENTIFICATION_LIMITS.line),
  address: text('company.address', IDENTIFICATION_LIMITS.companyAddress),
  /** Each beneficial owner with date of birth and residence, as the register extract names them. */
  beneficialOwners: text('company.beneficialOwners', IDENTIFICATION_LIMITS.beneficialOwners),
});

/**
 * The details of the person acting (for a company: its representative), their ID document, and
 * for a company the company with its beneficial owners. The dates are checked against Munich's
 * calendar day: a birth date before it, the document valid on it.
 */
const detailsFields = z.strictObject({
  kind: z.enum(BUYER_KINDS, { error: `kind is one of ${BUYER_KINDS.join(', ')}` }),
  firstName: text('firstName', IDENTIFICATION_LIMITS.name),
  lastName: text('lastName', IDENTIFICATION_LIMITS.name),
  birthDate: isoDay('birthDate'),
  birthPlace: text('birthPlace', IDENTIFICATION_LIMITS.place),
  nationality: text('nationality', IDENTIFICATION_LIMITS.place),
  street: text('street', IDENTIFICATION_LIMITS.line),
  postcode: text('postcode', IDENTIFICATION_LIMITS.postcode),
  town: text('town', IDENTIFICATION_LIMITS.place),
  country: text('country', IDENTIFICATION_LIMITS.place),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES, {
    error: `documentType is one of ${IDENTITY_DOCUMENT_TYPES.join(', ')}`,
  }),
  documentNumber: text('documentNumber', IDENTIFICATION_LIMITS.documentNumber).regex(
    DOCUMENT_NUMBER_PATTERN,
    'documentNumber holds letters, digits, spaces and hyphens',
  ),
  documentAuthority: text('documentAuthority', IDENTIFICATION_LIMITS.line),
  documentValidUntil: isoDay('documentValidUntil'),
  company: companySchema.nullable(),
});

/**
 * The details as stored and shown: the agent reads them years later, when the document has long
 * expired, so what was checked on the way in is not checked again on the way out.
 */
const storedIdentificationDetailsSchema = detailsFields;

/** The details as the buyer sends them. */
export const identificationDetailsSchema = detailsFields.superRefine((details, context) => {
  const today = munichToday();
  if (details.birthDate >= today || details.birthDate < EARLIEST_BIRTH_DATE)
    context.addIssue({ code: 'custom', path: ['birthDate'], message: 'birthDate lies in the past' });
  if (details.documentValidUntil < today)
    context.addIssue({ code: 'custom', path: ['documentValidUntil'], message: 'the document has expired' });
  if (details.kind === 'company' && details.company === null)
    context.addIssue({ code: 'custom', path: ['company'], message: 'a company buyer names the company' });
  if (details.kind === 'person' && details.company !== null)
    context.addIssue({ code: 'custom', path: ['company'], message: 'company is null for a private buyer' });
});
export type IdentificationDetails = z.output<typeof identificationDetailsSchema>;

const storedFileSchema = z.object({
  name: z.string(),
  mediaType: z.enum(PROOF_MEDIA_TYPES),
  byteSize: z.number().int(),
});

/** What the buyer's own page shows of it: where it stands and the files' names, never the data. */
export const myIdentificationSchema = z.object({
  submittedAt: timestampSchema.nullable(),
  confirmedAt: timestampSchema.nullable(),
  files: z.object({ document: z.string().nullable(), register: z.string().nullable() }),
});
export type MyIdentification = z.input<typeof myIdentificationSchema>;

export const identificationFileStoredSchema = storedFileSchema.extend({ kind: z.enum(IDENTIFICATION_FILE_KINDS) });

export const identificationSubmittedSchema = z.object({ submittedAt: timestampSchema });

/** GET /api/admin/properties/:id/identification: the awarded buyer's record, opened for the agent. */
export const identificationStateSchema = z.object({
  awarded: z.boolean(),
  identification: z
    .object({
      requestedAt: timestampSchema.nullable(),
      submittedAt: timestampSchema.nullable(),
      confirmedAt: timestampSchema.nullable(),
      confirmedBy: z.string().nullable(),
      confirmationNote: z.string().nullable(),
      /** Kept until then also through an erasure request; null until given. */
      keptUntil: timestampSchema.nullable(),
      /** Sealed with a key this installation does not have (SECRETS_KEY changed): nothing can be shown. */
      sealedWithOtherKey: z.boolean(),
      details: storedIdentificationDetailsSchema.nullable(),
      files: z.object({ document: storedFileSchema.nullable(), register: storedFileSchema.nullable() }),
    })
    .nullable(),
});
export type IdentificationState = z.input<typeof identificationStateSchema>;

export const adminIdentificationFileParams = z.object({ id: uuidParam, kind: z.enum(IDENTIFICATION_FILE_KINDS) });

export const identificationRequestedSchema = z.object({ message: z.string(), requestedAt: timestampSchema });

export const confirmIdentificationSchema = z.strictObject({
  /** The submission the agent looked at (its submittedAt): a later change is not confirmed unseen. */
  submittedAt: z.iso.datetime({
    offset: true,
    error: 'submittedAt is the submission’s time, as the identification gave it',
  }),
  note: z
    .string()
    .trim()
    .max(IDENTIFICATION_LIMITS.note, `note is at most ${IDENTIFICATION_LIMITS.note} characters`)
    .optional(),
});
