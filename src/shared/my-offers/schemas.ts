import { z } from 'zod';
import { OFFER_MODES } from '#shared/procedure/offer-procedure.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { BIDDER_TOKEN_PATTERN } from './my-offers';
import { myFinalRoundSchema } from '#shared/final-round/schemas.ts';
import { myIdentificationSchema } from '#shared/identification/schemas.ts';

export const bidderTokenParams = z.object({ token: z.string().regex(BIDDER_TOKEN_PATTERN) });

/** One of the bidder's offers on the property, with its own token (its receipt's address). */
const myOfferSchema = z.object({
  token: z.string(),
  /** The receipt's reference: the first 8 hex digits of the offer's id, upper case. */
  reference: z.string(),
  /** Decimal string. */
  amount: z.string(),
  createdAt: timestampSchema,
  /** The offer's number in the property's bid log; null for offers from before the log. */
  logPosition: z.number().int().nullable(),
  /** When the bidder withdrew it (decision 0114); null while it stands. */
  withdrawnAt: timestampSchema.nullable(),
});
export type MyOffer = z.input<typeof myOfferSchema>;

/**
 * GET /api/my-offers/:token: the property, what every visitor may see of its standing, and the
 * offers made from the token's e-mail address on it, newest first.
 */
export const myOffersSchema = z.object({
  /** The details of the token's offer, to fill in the form for another offer (the bidder's own). */
  bidder: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  property: z.object({
    title: z.string(),
    titleEn: z.string().nullable(),
    titleFr: z.string().nullable(),
    /** The property's public page while it is active; null otherwise. */
    publicPage: z.string().nullable(),
  }),
  standing: z.object({
    mode: z.enum(OFFER_MODES),
    endsAt: timestampSchema,
    ended: z.boolean(),
    /** Decimal string, only in the open procedure (sealed keeps it from bidders); null without offers. */
    highestOffer: z.string().nullable(),
    /** A best-and-final round began (decision 0137): the form takes no offers, whatever the end says. */
    inFinalRound: z.boolean(),
    /** The property was awarded (decision 0136): no more offers, whatever the end says. */
    awarded: z.boolean(),
  }),
  offers: z.array(myOfferSchema),
  /**
   * The address's e-mail alerts on the property (decision 0115): whether they can be switched on
   * (mail is set up) and whether they are.
   */
  alerts: z.object({ available: z.boolean(), on: z.boolean() }),
  /** The best-and-final round this bidder is invited to (decision 0137); null when there is none for them. */
  finalRound: myFinalRoundSchema.nullable(),
  /**
   * The buyer's identification (decision 0139), only on the awarded offer's page: where it stands,
   * never the data given.
   */
  identification: myIdentificationSchema.nullable(),
});
export type MyOffers = z.input<typeof myOffersSchema>;

/** POST /api/my-offers/:token/withdrawal: when the offer was withdrawn (the first time, if asked again). */
export const withdrawalSchema = z.object({ withdrawnAt: timestampSchema });

/** PUT /api/my-offers/:token/alerts: the language the alerts are written in (the page's). */
export const alertsBodySchema = z.strictObject({ language: languageSchema });

/** The alerts' state after switching them on or off. */
export const alertsStateSchema = z.object({ on: z.boolean() });
