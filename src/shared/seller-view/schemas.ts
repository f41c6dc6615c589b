import { z } from 'zod';
import { FINANCING_OPTIONS } from '#shared/offers/offer-terms.ts';
import { bidLogEntrySchema } from '#shared/bid-log/schemas.ts';
import { OFFER_MODES } from '#shared/procedure/offer-procedure.ts';
import { SELLER_LINK_DURATIONS, SELLER_LINK_LIMITS, SELLER_TOKEN_PATTERN } from './seller-view';
import { noXmlForbidden } from '#shared/text-schemas.ts';
import { timestampSchema, uuidParam } from '#shared/wire-schemas.ts';

/** Messages for what the agent types (German, like the other admin messages the dialog translates). */
export const SELLER_LINK_MESSAGES = {
  expiry: 'Gültigkeit: 7, 30 oder 90 Tage oder ein Datum',
  expiresOn: 'Das Ablaufdatum muss zwischen heute und in einem Jahr liegen',
  label: `Bezeichnung: höchstens ${SELLER_LINK_LIMITS.label} Zeichen`,
} as const;

/**
 * POST /api/admin/properties/:id/seller-links: either a number of days or a last day (YYYY-MM-DD,
 * valid until that day's end in Munich); neither means the default 30 days.
 */
export const sellerLinkCreateSchema = z
  .strictObject({
    expiresInDays: z.literal(SELLER_LINK_DURATIONS, { error: SELLER_LINK_MESSAGES.expiry }).optional(),
    expiresOn: z.iso.date({ error: SELLER_LINK_MESSAGES.expiresOn }).optional(),
    showContact: z.boolean().default(false),
    label: z
      .string()
      .trim()
      .max(SELLER_LINK_LIMITS.label, SELLER_LINK_MESSAGES.label)
      .refine((text) => !text.includes('\u0000') && noXmlForbidden(text), SELLER_LINK_MESSAGES.label)
      .transform((text) => (text === '' ? null : text))
      .nullable()
      .default(null),
  })
  .refine((body) => body.expiresInDays === undefined || body.expiresOn === undefined, {
    message: SELLER_LINK_MESSAGES.expiry,
    path: ['expiresOn'],
  });
export type SellerLinkCreate = z.input<typeof sellerLinkCreateSchema>;

/** A link as the agent's list shows it; the token itself is never readable again. */
export const sellerLinkSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  label: z.string().nullable(),
  showContact: z.boolean(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  lastOpenedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
});
export type SellerLink = z.input<typeof sellerLinkSchema>;

/** The answer to creating a link: the only time its token and path are told. */
export const createdSellerLinkSchema = sellerLinkSchema.extend({ token: z.string(), path: z.string() });

export const sellerLinkParams = z.object({ id: uuidParam, linkId: uuidParam });
export const sellerTokenParams = z.object({ token: z.string().regex(SELLER_TOKEN_PATTERN) });

/** One offer as the seller sees it: anonymised unless the agent allowed contact data. */
const sellerOfferSchema = z.object({
  id: z.uuid(),
  createdAt: timestampSchema,
  /** The bid log's number of the bidder's address on this property (decision 0073): the same bidder keeps it. */
  bidderNumber: z.number().int(),
  /** Decimal string. */
  amount: z.string(),
  /** When the bidder withdrew it (decision 0114): it stays listed, but counts no more. */
  withdrawnAt: timestampSchema.nullable(),
  financing: z.enum(FINANCING_OPTIONS).nullable(),
  handoverDate: z.iso.date().nullable(),
  bindingDays: z.number().int().nullable(),
  /** Only when the link allows contact data. */
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
});
export type SellerOffer = z.input<typeof sellerOfferSchema>;

/**
 * GET /api/seller-view/:token: the property, its live standing regardless of the public mode, its
 * offers as they stand, and its bid log (decision 0073), whose bidder numbers the offers share.
 */
export const sellerViewSchema = z.object({
  link: z.object({ label: z.string().nullable(), expiresAt: timestampSchema, showContact: z.boolean() }),
  property: z.object({
    id: z.uuid(),
    title: z.string(),
    titleEn: z.string().nullable(),
    titleFr: z.string().nullable(),
    address: z.string(),
    image: z.string().nullable(),
    /** The property's public page (/immobilien/<slug>) while it is active; null otherwise. */
    publicPage: z.string().nullable(),
  }),
  standing: z.object({
    mode: z.enum(OFFER_MODES),
    /** Decimal string; null without offers. */
    highestOffer: z.string().nullable(),
    offerCount: z.number().int(),
    bidderCount: z.number().int(),
    endsAt: timestampSchema,
    extensionMinutes: z.number().int(),
    /** A late offer moved the end (the bid log has an extension). */
    extended: z.boolean(),
    /** The award, subject to notarisation (decision 0136): when, to which bidder, at what amount. */
    awarded: z
      .object({ at: timestampSchema, bidderNumber: z.number().int().nullable(), amount: z.string().nullable() })
      .nullable()
      .optional(),
  }),
  /** Newest first. */
  offers: z.array(sellerOfferSchema),
  /** Every offer and change of the procedure, newest first; nothing in it names a bidder. */
  bidLog: z.array(bidLogEntrySchema),
});
export type SellerView = z.input<typeof sellerViewSchema>;
