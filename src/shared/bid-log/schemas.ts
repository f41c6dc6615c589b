import { z } from 'zod';
import { OFFER_MODES } from '#shared/procedure/offer-procedure.ts';
import { FINANCING_OPTIONS } from '#shared/offers/offer-terms.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { BID_LOG_KINDS } from './bid-log-kinds';

/** Why offers were deleted: an admin's single delete, "delete all", an erasure, the retention job. */
export const BID_LOG_DELETE_REASONS = ['admin', 'delete-all', 'erasure', 'retention', 'other'] as const;

/** The procedure settings whose changes the log records, in the order they are shown. */
export const BID_LOG_SETTINGS = [
  'isActive',
  'offerMode',
  'minimumOffer',
  'minimumOfferShown',
  'minimumStep',
  'extensionMinutes',
  'verifiedOffersOnly',
  'discloseBidLog',
  'offersRequireDocuments',
  'offersRequireViewing',
] as const;
export type BidLogSetting = (typeof BID_LOG_SETTINGS)[number];

const settingValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One entry. A bidder is only a number per property; the terms are the structured ones without
 * the message, which is free text and may hold a name.
 */
export const bidLogEntrySchema = z.object({
  id: z.uuid(),
  at: timestampSchema,
  kind: z.enum(BID_LOG_KINDS),
  /** "Bidder 3": offers and deleted offers; null when the number is not known. */
  bidderNumber: z.number().int().nullable(),
  /** A decimal string ('480000.50'): offers and deleted offers. */
  amount: z.string().nullable(),
  terms: z
    .object({
      financing: z.enum(FINANCING_OPTIONS).nullable(),
      handoverDate: z.iso.date().nullable(),
      bindingDays: z.number().int().nullable(),
      proofOfFunds: z.boolean(),
    })
    .nullable(),
  /** Deleted offers: why. */
  reason: z.enum(BID_LOG_DELETE_REASONS).nullable(),
  /** "Delete all" and the retention job: how many offers went. */
  count: z.number().int().nullable(),
  /** A deleted offer: when it had been placed. */
  offeredAt: timestampSchema.nullable(),
  /** A moved end: before and after. */
  endFrom: timestampSchema.nullable(),
  endTo: timestampSchema.nullable(),
  /** Changed settings: each with its value before and after (amounts as decimal strings). */
  changes: z.array(z.object({ setting: z.enum(BID_LOG_SETTINGS), from: settingValue, to: settingValue })),
  /** An offer sent in the best-and-final round (decision 0137). */
  finalRound: z.boolean().optional(),
  /** The start of a best-and-final round: the invited bidders' numbers, in the order they ranked. */
  invited: z.array(z.number().int()).optional(),
  /** Its place in the property's hash chain (1, 2, 3, … in the order written) and its SHA-256 (decision 0092). */
  position: z.number().int(),
  hash: z.string(),
});
export type BidLogEntry = z.infer<typeof bidLogEntrySchema>;

/** GET /api/admin/properties/:id/bid-log: the property it is about and its entries, oldest first. */
export const bidLogSchema = z.object({
  property: z.object({
    id: z.uuid(),
    title: z.string(),
    titleEn: z.string().nullable(),
    titleFr: z.string().nullable(),
    address: z.string(),
    auctionEndDate: timestampSchema,
    offerMode: z.enum(OFFER_MODES),
  }),
  entries: z.array(bidLogEntrySchema),
});
export type BidLog = z.infer<typeof bidLogSchema>;
