import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { requiredLine, text } from '#shared/text-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** How long the property's own terms may be, per language. */
export const DOCUMENT_TERMS_MAX_CHARS = 20_000;

const NAME_MESSAGE = messageKey('documentAccess.validation.name');
const EMAIL_MESSAGE = messageKey('documentAccess.validation.email');
const ACCEPT_MESSAGE = messageKey('documentAccess.validation.accept');

/**
 * POST /api/listings/:slug/document-access: a visitor accepts the property's terms (as shown in
 * `language`) and asks for the link that confirms the address and opens the gated documents.
 */
export const documentAccessRequestSchema = z.object({
  name: requiredLine(LIMITS.offerName, {
    required: NAME_MESSAGE,
    tooLong: NAME_MESSAGE,
    notOneLine: NAME_MESSAGE,
  }).transform((value) => value.trim()),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(LIMITS.offerEmail, EMAIL_MESSAGE)
    .pipe(z.email({ error: EMAIL_MESSAGE }))
    .transform((value) => value.toLowerCase()),
  language: languageSchema,
  acceptTerms: z.literal(true, { error: ACCEPT_MESSAGE }),
});

const termsSchema = z.object({ de: z.string(), en: z.string(), fr: z.string() });

/**
 * GET /api/listings/:slug/document-access: whether this browser opens the property's gated
 * documents (it confirmed an acknowledgement), for whom, and the terms to accept in each language.
 */
export const documentAccessStateSchema = z.object({
  granted: z.boolean(),
  /** The name given with the acknowledgement that opens them; null when none does. */
  name: z.string().nullable(),
  terms: termsSchema,
});
export type DocumentAccessState = z.input<typeof documentAccessStateSchema>;

const ownTerms = text(DOCUMENT_TERMS_MAX_CHARS).transform((value) => value.trim());

/** The agent's own terms of a property; empty means the fallback (German, then the template). */
export const documentTermsSchema = z.object({ de: ownTerms, en: ownTerms, fr: ownTerms });
export type DocumentTerms = z.input<typeof documentTermsSchema>;

/** GET/PUT …/document-terms: the property's own terms, and the template shown where they are empty. */
export const documentTermsAnswerSchema = z.object({
  terms: termsSchema,
  template: termsSchema,
  message: z.string().optional(),
});

/** GET …/document-recipients: who received what, newest acknowledgement first. */
export const documentRecipientsSchema = z.object({
  recipients: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      language: z.string(),
      /** Hex SHA-256 of the terms as the person accepted them. */
      termsHash: z.string(),
      requestedAt: timestampSchema,
      /** When the address was confirmed through the mailed link; null: not (yet), nothing opened. */
      confirmedAt: timestampSchema.nullable(),
      /** Offers on this property from the same address. */
      offers: z.number().int(),
      downloads: z.array(
        z.object({
          documentId: z.uuid(),
          /** The German title as it was then (the document may have been renamed or removed since). */
          documentTitle: z.string(),
          version: z.number().int(),
          downloadedAt: timestampSchema,
        }),
      ),
    }),
  ),
});

/** The file name of the export of who received a property's documents. */
export const recipientsExportFileName = (slug: string) => `unterlagen-empfaenger-${slug}.xlsx`;
