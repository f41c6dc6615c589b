import { z } from 'zod';
import { FINANCING_OPTIONS } from '#shared/offers/offer-terms.ts';
import { bidAmountSchema } from '#shared/offers/schemas.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { FINAL_ROUND_LIMITS } from './ranking';

/** A bidder in the ranking: their best standing offer, ranked by amount, financing, then time. */
const rankedBidderSchema = z.object({
  rank: z.number().int(),
  offerId: z.uuid(),
  /** "Bidder 3" in the bid log; null for an offer from before the log. */
  bidderNumber: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  /** Decimal string. */
  amount: z.string(),
  financing: z.enum(FINANCING_OPTIONS).nullable(),
  createdAt: timestampSchema,
});
export type RankedBidder = z.input<typeof rankedBidderSchema>;

const finalOfferSchema = z.object({ id: z.uuid(), amount: z.string(), createdAt: timestampSchema });

/**
 * GET /api/admin/properties/:id/final-round: the round if one was started (its bidders, each with
 * their final offer once sent), else the ranking a round would invite from.
 */
export const finalRoundStateSchema = z.object({
  round: z
    .object({
      startedAt: timestampSchema,
      endsAt: timestampSchema,
      ended: z.boolean(),
      size: z.number().int(),
      bidders: z.array(rankedBidderSchema.extend({ finalOffer: finalOfferSchema.nullable() })),
    })
    .nullable(),
  ranking: z.array(rankedBidderSchema),
  awarded: z.boolean(),
});
export type FinalRoundState = z.input<typeof finalRoundStateSchema>;

/** POST /api/admin/properties/:id/final-round: how many of the best to invite, and until when. */
export const startFinalRoundSchema = z.strictObject({
  size: z
    .number({ error: `size is a whole number from 1 to ${FINAL_ROUND_LIMITS.maxSize}` })
    .int(`size is a whole number from 1 to ${FINAL_ROUND_LIMITS.maxSize}`)
    .min(1, `size is a whole number from 1 to ${FINAL_ROUND_LIMITS.maxSize}`)
    .max(FINAL_ROUND_LIMITS.maxSize, `size is a whole number from 1 to ${FINAL_ROUND_LIMITS.maxSize}`),
  endsAt: z.iso.datetime({ offset: true, error: 'endsAt is a date and time with its offset' }),
  /** The invitation letter, each in the bidder's language, with their personal link. */
  notify: z.boolean(),
});
export type StartFinalRound = z.input<typeof startFinalRoundSchema>;

export const finalRoundStartedSchema = z.object({
  message: z.string(),
  invited: z.number().int(),
  notified: z.number().int(),
});

/** What a bidder's own page shows of a round they are invited to (null when they are not). */
export const myFinalRoundSchema = z.object({
  endsAt: timestampSchema,
  ended: z.boolean(),
  /** Their final offer once sent: one per bidder and round. */
  finalOffer: z.object({ amount: z.string(), createdAt: timestampSchema, reference: z.string() }).nullable(),
});
export type MyFinalRound = z.input<typeof myFinalRoundSchema>;

/** POST /api/my-offers/:token/final-offer: the one final, sealed offer. */
export const finalOfferBodySchema = z.strictObject({
  bidAmount: bidAmountSchema,
  financing: z
    .enum(FINANCING_OPTIONS, { error: `financing must be one of ${FINANCING_OPTIONS.join(', ')}` })
    .optional(),
  language: languageSchema,
});

export const finalOfferPlacedSchema = z.object({
  reference: z.string(),
  amount: z.string(),
  createdAt: timestampSchema,
});
