import { z } from 'zod';
import { readAmount } from '#shared/amount-input.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { LIMITS } from '#shared/limits.ts';
import { isPositiveAmount, normalizeAmount } from '#shared/money.ts';
import { FINANCING_OPTIONS, handoverDateProblem, OFFER_TERMS_LIMITS } from './offer-terms';
import { requiredLine, text } from '#shared/text-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** bidAmount as sent over the wire: a JSON number or decimal string, normalized to "1234.50". */
export const bidAmountSchema = z
  .union([z.string(), z.number()], { error: messageKey('validation.amountInvalid') })
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.amountRequired') });
      return z.NEVER;
    }
    const normalized = normalizeAmount(value);
    if (normalized === null || !isPositiveAmount(normalized)) {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.amountInvalid') });
      return z.NEVER;
    }
    return normalized;
  });

/** A field of one line: its own message when empty, the shared ones when too long or not one line. */
const lineMessages = (required: string) => ({
  required,
  tooLong: messageKey('validation.tooLong'),
  notOneLine: messageKey('validation.notOneLine'),
});

const emailSchema = requiredLine(LIMITS.offerEmail, lineMessages(messageKey('validation.emailRequired'))).pipe(
  z.email({ error: messageKey('validation.emailInvalid') }),
);

const HANDOVER_MESSAGES = {
  invalid: messageKey('validation.handoverInvalid'),
  past: messageKey('validation.handoverPast'),
  'too-far': messageKey('validation.handoverTooFar'),
} as const;

/** A YYYY-MM-DD day of the calendar, from today in Munich to five years ahead. */
const handoverDateSchema = z.string({ error: messageKey('validation.handoverInvalid') }).superRefine((value, ctx) => {
  const problem = handoverDateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: HANDOVER_MESSAGES[problem] });
});

/** The bidder's message: trimmed; an empty one is no message. */
const termsMessageSchema = z
  .string({ error: 'message must be text' })
  .transform((value) => value.trim())
  .pipe(
    text(OFFER_TERMS_LIMITS.messageChars).max(OFFER_TERMS_LIMITS.messageChars, messageKey('validation.messageTooLong')),
  )
  .transform((value) => (value === '' ? undefined : value));

const BINDING_DAYS_MESSAGE = messageKey('validation.bindingDays');

/** The optional terms of an offer, as the server accepts them. */
const offerTermsFields = {
  financing: z
    .enum(FINANCING_OPTIONS, { error: `financing must be one of ${FINANCING_OPTIONS.join(', ')}` })
    .optional(),
  handoverDate: handoverDateSchema.optional(),
  bindingDays: z
    .number({ error: BINDING_DAYS_MESSAGE })
    .int(BINDING_DAYS_MESSAGE)
    .min(OFFER_TERMS_LIMITS.bindingDaysMin, BINDING_DAYS_MESSAGE)
    .max(OFFER_TERMS_LIMITS.bindingDaysMax, BINDING_DAYS_MESSAGE)
    .optional(),
  message: termsMessageSchema.optional(),
  /** The id POST /api/offer-documents answered: the proof of funds goes with this offer. */
  proofOfFundsId: z.uuid({ error: 'proofOfFundsId must be the id of an uploaded document' }).optional(),
};

/** The offer as the server accepts it (POST /api/properties/:id/bids). */
export const offerBodySchema = z.object({
  /** Ignored: the path decides the property. */
  propertyId: z.unknown().optional(),
  firstName: requiredLine(LIMITS.offerName, lineMessages(messageKey('validation.firstNameRequired'))),
  lastName: requiredLine(LIMITS.offerName, lineMessages(messageKey('validation.lastNameRequired'))),
  email: emailSchema,
  phone: requiredLine(LIMITS.offerPhone, lineMessages(messageKey('validation.phoneRequired'))),
  bidAmount: bidAmountSchema,
  /** The form's hidden trap field (see offer-spam.ts): people never see it, so leave it empty. */
  website: z.string({ error: 'website must be text' }).max(2048).optional(),
  /** How long the page was open before the offer was sent, in milliseconds (see offer-spam.ts). */
  fillMs: z.number({ error: 'fillMs must be a number of milliseconds' }).int().min(0).optional(),
  /** The language of the form: the bidder's confirmation e-mail is written in it (default de). */
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
  ...offerTermsFields,
});
export type OfferBody = z.input<typeof offerBodySchema>;

/**
 * The offer form: the same rules plus the terms checkbox, which is never sent. The amount is read
 * as the visitor's language writes numbers (readAmount); what cannot be read unambiguously is
 * refused with its own message.
 */
export function offerFormSchema(language: Language) {
  return offerBodySchema
    .omit({
      propertyId: true,
      bidAmount: true,
      language: true,
      website: true,
      fillMs: true,
      financing: true,
      handoverDate: true,
      bindingDays: true,
      message: true,
      proofOfFundsId: true,
    })
    .extend({
      bidAmount: z.string().superRefine((value, ctx) => {
        const reading = readAmount(value, language);
        if (reading.kind === 'amount') return;
        const message = {
          empty: messageKey('validation.amountRequired'),
          unclear: messageKey('validation.amountUnclear'),
          notPositive: messageKey('validation.amountInvalid'),
        }[reading.kind];
        ctx.addIssue({ code: 'custom', message });
      }),
      terms: z.boolean().refine((value) => value, messageKey('validation.termsRequired')),
      // The optional terms as the form's fields hold them: empty means not given (the proof of
      // funds is uploaded on its own and not a field).
      financing: z.union([z.literal(''), z.enum(FINANCING_OPTIONS)]).optional(),
      handoverDate: z
        .string()
        .optional()
        .superRefine((value, ctx) => {
          const problem = value ? handoverDateProblem(value) : null;
          if (problem) ctx.addIssue({ code: 'custom', message: HANDOVER_MESSAGES[problem] });
        }),
      bindingDays: z
        .string()
        .optional()
        .refine((value) => !value?.trim() || isBindingDays(value.trim()), BINDING_DAYS_MESSAGE),
      message: z
        .string()
        .optional()
        .refine(
          (value) => (value ?? '').trim().length <= OFFER_TERMS_LIMITS.messageChars,
          messageKey('validation.messageTooLong'),
        ),
    });
}

/** A whole number of days the binding period may be, as typed. */
function isBindingDays(typed: string): boolean {
  if (!/^\d{1,3}$/.test(typed)) return false;
  const days = Number(typed);
  return days >= OFFER_TERMS_LIMITS.bindingDaysMin && days <= OFFER_TERMS_LIMITS.bindingDaysMax;
}
export type OfferFormValues = z.input<ReturnType<typeof offerFormSchema>>;

/**
 * The offer form's Idempotency-Key (a UUID made when the form is filled in): the same offer sent
 * again with it — a lost answer, a retry, a double click — is answered, not stored twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const offerHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Idempotency-Key must be a UUID')
    .transform((key) => key.toLowerCase())
    .optional(),
});

/** An offer as the API returns it. */
export const offerSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  bidAmount: z.string(),
  isFavorite: z.boolean(),
  createdAt: timestampSchema,
});
export type Offer = z.input<typeof offerSchema>;

/**
 * The answer to placing an offer: the offer, its receipt's reference, and the token of the
 * bidder's own page, where the receipt can be downloaded at once (decision 0110).
 */
export const placedOfferSchema = offerSchema.extend({ reference: z.string(), myOffersToken: z.string() });
export type PlacedOffer = z.input<typeof placedOfferSchema>;
