import { z } from 'zod';
import { isPositiveAmount, normalizeAmount } from '#shared/money.ts';
import { OFFER_MODES, PROCEDURE_LIMITS } from './offer-procedure';
import { wholeNumber } from '#shared/admin-field-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** An optional amount above 0 as a JSON number or decimal string; null or '' clears it. */
function optionalAmount(message: string) {
  return z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .union([z.string(), z.number()], { error: message })
        .transform((value, ctx) => {
          const normalized = normalizeAmount(value);
          if (normalized === null || !isPositiveAmount(normalized)) {
            ctx.addIssue({ code: 'custom', message });
            return z.NEVER;
          }
          return normalized;
        })
        .nullable(),
    )
    .optional();
}

/**
 * The procedure settings of a property (decision 0069), all optional: absent on create means the
 * database's defaults (sealed, no minimum, no step, no extension), absent on a patch leaves them.
 */
export const procedureFields = {
  offerMode: z.enum(OFFER_MODES, { error: messageKey('admin.procedure.validation.offerMode') }).optional(),
  minimumOffer: optionalAmount(messageKey('admin.procedure.validation.minimumOffer')),
  minimumOfferShown: z.boolean().optional(),
  minimumStep: optionalAmount(messageKey('admin.procedure.validation.minimumStep')),
  extensionMinutes: wholeNumber(
    0,
    PROCEDURE_LIMITS.extensionMinutes,
    messageKey('admin.procedure.validation.extensionMinutes'),
  ).optional(),
  /** Open mode: only offers with a verified e-mail address count for the public standing (decision 0072). */
  verifiedOffersOnly: z.boolean().optional(),
  /** Once the procedure has ended, bidders who check their receipt see its anonymised bid log (decision 0094). */
  discloseBidLog: z.boolean().optional(),
  /** Offers only from an address that accepted the documents' terms and confirmed itself (decision 0129). */
  offersRequireDocuments: z.boolean().optional(),
  /** Offers only from an address that booked a viewing, confirmed it, and whose viewing has begun (decision 0134). */
  offersRequireViewing: z.boolean().optional(),
};

/** The settings as the admin API answers them. */
export const procedureSettingsSchema = z.object({
  offerMode: z.enum(OFFER_MODES),
  /** Decimal strings, e.g. "450000.00". */
  minimumOffer: z.string().nullable(),
  minimumOfferShown: z.boolean(),
  minimumStep: z.string().nullable(),
  extensionMinutes: z.number().int(),
  verifiedOffersOnly: z.boolean(),
  discloseBidLog: z.boolean(),
  offersRequireDocuments: z.boolean(),
  offersRequireViewing: z.boolean(),
});

/**
 * What a visitor may know of a property's offer procedure now (GET /api/properties/:id/standing
 * and its event stream): the highest offer and the count only in the open procedure, the minimum
 * only when shown, the step only in the open procedure.
 */
export const standingSchema = z.object({
  mode: z.enum(OFFER_MODES),
  /** Decimal string; null in the sealed procedure or without offers. */
  highestOffer: z.string().nullable(),
  /** Null in the sealed procedure. */
  offerCount: z.number().int().nullable(),
  /** The end of the offer period; a late offer moves it. */
  endsAt: timestampSchema,
  minimumOffer: z.string().nullable(),
  minimumStep: z.string().nullable(),
  extensionMinutes: z.number().int(),
  /** Open mode: the highest and the count are those of verified offers only (decision 0072). */
  verifiedOffersOnly: z.boolean(),
  /**
   * Offers only from an address that accepted the terms of the property's documents (decision
   * 0129); absent from servers before it.
   */
  offersRequireDocuments: z.boolean().optional(),
  /** Offers only after a viewing (decision 0134); absent from servers before it. */
  offersRequireViewing: z.boolean().optional(),
  /** Awarded to an offer, subject to notarisation: the procedure is closed (decision 0136). */
  awarded: z.boolean().optional(),
});
export type Standing = z.input<typeof standingSchema>;
