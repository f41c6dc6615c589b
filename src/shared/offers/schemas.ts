import { z } from 'zod';
import { readAmount } from '#shared/amount-input.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { LIMITS } from '#shared/limits.ts';
import { isPositiveAmount, normalizeAmount } from '#shared/money.ts';
import { FINANCING_OPTIONS, handoverDateProblem, OFFER_TERMS_LIMITS } from './offer-terms';
import { requiredText, text } from '#shared/text-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** Message keys double as German defaults (German is the form's default language); the client translates them. */
export const OFFER_MESSAGES = {
  firstName: 'Vorname ist erforderlich',
  lastName: 'Nachname ist erforderlich',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  phone: 'Telefonnummer ist erforderlich',
  amountRequired: 'Angebotssumme ist erforderlich',
  amountInvalid: 'Bitte geben Sie einen gültigen Betrag ein',
  amountUnclear: 'Dieser Betrag ist nicht eindeutig. Bitte schreiben Sie ihn z. B. als 480.000 oder 480.000,50',
  terms: 'Sie müssen den Bedingungen zustimmen',
} as const;

/** bidAmount as sent over the wire: a JSON number or decimal string, normalized to "1234.50". */
export const bidAmountSchema = z
  .union([z.string(), z.number()], { error: OFFER_MESSAGES.amountInvalid })
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.amountRequired });
      return z.NEVER;
    }
    const normalized = normalizeAmount(value);
    if (normalized === null || !isPositiveAmount(normalized)) {
      ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return normalized;
  });

const emailSchema = requiredText(LIMITS.offerEmail, OFFER_MESSAGES.emailRequired).pipe(
  z.email({ error: OFFER_MESSAGES.emailInvalid }),
);

/** The terms' messages (decision 0070): German defaults like OFFER_MESSAGES; the client translates them. */
export const OFFER_TERMS_MESSAGES = {
  financing: 'Bitte wählen Sie eine der angebotenen Finanzierungsarten',
  handoverInvalid: 'Bitte geben Sie ein gültiges Datum ein',
  handoverPast: 'Der Übergabetermin darf nicht in der Vergangenheit liegen',
  handoverTooFar: 'Der Übergabetermin darf höchstens fünf Jahre in der Zukunft liegen',
  bindingDays: 'Die Bindefrist muss eine ganze Zahl von 1 bis 365 Tagen sein',
  messageTooLong: 'Die Nachricht darf höchstens 2.000 Zeichen lang sein',
  proofOfFundsId: 'proofOfFundsId must be the id of an uploaded document',
} as const;

const HANDOVER_MESSAGES = {
  invalid: OFFER_TERMS_MESSAGES.handoverInvalid,
  past: OFFER_TERMS_MESSAGES.handoverPast,
  'too-far': OFFER_TERMS_MESSAGES.handoverTooFar,
} as const;

/** A YYYY-MM-DD day of the calendar, from today in Munich to five years ahead. */
const handoverDateSchema = z.string({ error: OFFER_TERMS_MESSAGES.handoverInvalid }).superRefine((value, ctx) => {
  const problem = handoverDateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: HANDOVER_MESSAGES[problem] });
});

/** The bidder's message: trimmed; an empty one is no message. */
const termsMessageSchema = z
  .string({ error: 'message must be text' })
  .transform((value) => value.trim())
  .pipe(text(OFFER_TERMS_LIMITS.messageChars).max(OFFER_TERMS_LIMITS.messageChars, OFFER_TERMS_MESSAGES.messageTooLong))
  .transform((value) => (value === '' ? undefined : value));

/** The optional terms of an offer, as the server accepts them. */
const offerTermsFields = {
  financing: z
    .enum(FINANCING_OPTIONS, { error: `financing must be one of ${FINANCING_OPTIONS.join(', ')}` })
    .optional(),
  handoverDate: handoverDateSchema.optional(),
  bindingDays: z
    .number({ error: OFFER_TERMS_MESSAGES.bindingDays })
    .int(OFFER_TERMS_MESSAGES.bindingDays)
    .min(OFFER_TERMS_LIMITS.bindingDaysMin, OFFER_TERMS_MESSAGES.bindingDays)
    .max(OFFER_TERMS_LIMITS.bindingDaysMax, OFFER_TERMS_MESSAGES.bindingDays)
    .optional(),
  message: termsMessageSchema.optional(),
  /** The id POST /api/offer-documents answered: the proof of funds goes with this offer. */
  proofOfFundsId: z.uuid({ error: OFFER_TERMS_MESSAGES.proofOfFundsId }).optional(),
};

/** The offer as the server accepts it (POST /api/properties/:id/bids). */
export const offerBodySchema = z.object({
  /** Ignored: the path decides the property. */
  propertyId: z.unknown().optional(),
  firstName: requiredText(LIMITS.offerName, OFFER_MESSAGES.firstName),
  lastName: requiredText(LIMITS.offerName, OFFER_MESSAGES.lastName),
  email: emailSchema,
  phone: requiredText(LIMITS.offerPhone, OFFER_MESSAGES.phone),
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
          empty: OFFER_MESSAGES.amountRequired,
          unclear: OFFER_MESSAGES.amountUnclear,
          notPositive: OFFER_MESSAGES.amountInvalid,
        }[reading.kind];
        ctx.addIssue({ code: 'custom', message });
      }),
      terms: z.boolean().refine((value) => value, OFFER_MESSAGES.terms),
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
        .refine((value) => !value?.trim() || isBindingDays(value.trim()), OFFER_TERMS_MESSAGES.bindingDays),
      message: z
        .string()
        .optional()
        .refine(
          (value) => (value ?? '').trim().length <= OFFER_TERMS_LIMITS.messageChars,
          OFFER_TERMS_MESSAGES.messageTooLong,
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
