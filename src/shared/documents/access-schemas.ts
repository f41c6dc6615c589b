import { z } from 'zod';
import { text } from '#shared/text-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { visitorEmail, visitorName } from '#shared/visitor-fields.ts';

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
  name: visitorName(NAME_MESSAGE),
  email: visitorEmail(EMAIL_MESSAGE),
  language: languageSchema,
  acceptTerms: z.literal(true, { error: ACCEPT_MESSAGE }),
  /**
   * With a commission agreement: the express request to start before the withdrawal period ends
   * (decision 0127). Without it the documents open when the period ends; elsewhere it is ignored.
   */
  expressRequest: z.boolean({ error: 'expressRequest must be true or false' }).default(false),
  /** A mail when documents are added or replaced, once the address is confirmed (decision 0130). */
  notifyOnChanges: z.boolean({ error: 'notifyOnChanges must be true or false' }).default(false),
});

const termsSchema = z.object({ de: z.string(), en: z.string(), fr: z.string() });

/**
 * GET /api/listings/:slug/document-access: whether this browser opens the property's gated
 * documents (it confirmed an acknowledgement), for whom, and the terms to accept in each language.
 */
export const documentAccessStateSchema = z.object({
  /** Whether the documents open now. */
  granted: z.boolean(),
  /** The name given with the confirmed acknowledgement; null when there is none. */
  name: z.string().nullable(),
  /**
   * When a confirmed acknowledgement without the express request opens them: the end of the
   * withdrawal period. Null when they are open, or nothing is confirmed.
   */
  opensAt: timestampSchema.nullable(),
  /** The terms, with the commission agreement where the buyer pays a commission. */
  terms: termsSchema,
  /** Where the buyer pays a commission: the rate, the withdrawal notice and the express request. */
  commission: z
    .object({
      /** % incl. VAT, as stored ("3.57"). */
      rate: z.string(),
      withdrawalNotice: termsSchema,
      expressRequest: termsSchema,
    })
    .nullable(),
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
  /**
   * The buyer's commission the listing states (% incl. VAT); above 0 the visitor's terms also hold
   * the brokerage agreement (decision 0127). Null: none stated.
   */
  buyerCommission: z.string().nullable(),
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
      /** The buyer's commission agreed with the terms; null: no commission agreement. */
      commissionRate: z.string().nullable(),
      /** Whether the express request to start before the withdrawal period ends was made. */
      expressRequest: z.boolean(),
      /** When the commission agreement was withdrawn through the mailed link. */
      withdrawnAt: timestampSchema.nullable(),
      /** Whether they get a mail when documents are added or replaced. */
      notifyOnChanges: z.boolean(),
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
