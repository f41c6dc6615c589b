import { z } from 'zod';
import { LIMITS } from '../constants';
import { isPositiveAmount, normalizeAmount } from '../money';
import { requiredText } from './text';

/** Message keys double as German defaults (SPEC §5); the client translates them. */
export const BID_MESSAGES = {
  firstName: 'Vorname ist erforderlich',
  lastName: 'Nachname ist erforderlich',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  phone: 'Telefonnummer ist erforderlich',
  amountRequired: 'Angebotssumme ist erforderlich',
  amountInvalid: 'Bitte geben Sie einen gültigen Betrag ein',
  terms: 'Sie müssen den Bedingungen zustimmen',
} as const;

/** bidAmount as sent over the wire: a JSON number or decimal string, normalized to "1234.50". */
export const bidAmountSchema = z
  .union([z.string(), z.number()], { error: BID_MESSAGES.amountInvalid })
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: BID_MESSAGES.amountRequired });
      return z.NEVER;
    }
    const normalized = normalizeAmount(value);
    if (normalized === null || !isPositiveAmount(normalized)) {
      ctx.addIssue({ code: 'custom', message: BID_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return normalized;
  });

const emailSchema = requiredText(LIMITS.bidEmail, BID_MESSAGES.emailRequired).pipe(
  z.email({ error: BID_MESSAGES.emailInvalid }),
);

/** The offer as the server accepts it (POST /api/properties/:id/bids). */
export const bidBodySchema = z.object({
  /** Ignored: the path decides the property. */
  propertyId: z.unknown().optional(),
  firstName: requiredText(LIMITS.bidName, BID_MESSAGES.firstName),
  lastName: requiredText(LIMITS.bidName, BID_MESSAGES.lastName),
  email: emailSchema,
  phone: requiredText(LIMITS.bidPhone, BID_MESSAGES.phone),
  bidAmount: bidAmountSchema,
});
export type BidBody = z.input<typeof bidBodySchema>;

/** The offer form: the same rules plus the terms checkbox, which is never sent. */
export const bidFormSchema = bidBodySchema.omit({ propertyId: true, bidAmount: true }).extend({
  bidAmount: z
    .string()
    .refine((value) => value.trim() !== '', BID_MESSAGES.amountRequired)
    .refine((value) => {
      const normalized = normalizeAmount(value.trim());
      return value.trim() === '' || (normalized !== null && isPositiveAmount(normalized));
    }, BID_MESSAGES.amountInvalid),
  terms: z.boolean().refine((value) => value, BID_MESSAGES.terms),
});
export type BidFormValues = z.input<typeof bidFormSchema>;

/** An offer as the API returns it. */
export interface Bid {
  id: string;
  propertyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bidAmount: string;
  isFavorite: boolean;
  createdAt: string;
}
