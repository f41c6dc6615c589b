import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { OFFER_STATUSES } from './offer-status';
import { offerSchema } from './schemas';
import { offerTermsSchema } from './offer-terms-schemas';
import { text } from '#shared/text-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { sentBidderMessageSchema } from '#shared/bidder-messages/schemas.ts';

const statusSchema = z.enum(OFFER_STATUSES, {
  error: `status must be one of ${OFFER_STATUSES.join(', ')}`,
});

/** An offer as the admin sees it: the offer's fields, its status, the internal note and the bidder's terms. */
export const adminOfferSchema = offerSchema.extend({
  status: statusSchema,
  note: z.string().nullable(),
  terms: offerTermsSchema,
  /** When the bidder confirmed their e-mail address through the link in their mail; null = not yet (decision 0072). */
  verifiedAt: timestampSchema.nullable(),
  /** When the bidder withdrew it from their own page; null while it stands (decision 0114). */
  withdrawnAt: timestampSchema.nullable(),
});
export type AdminOffer = z.input<typeof adminOfferSchema>;

/**
 * PATCH /api/admin/bids/:id: the status, the note, or both. Amount, property and contact are the
 * buyer's and stay as sent: any other field is refused. An empty note removes it (null).
 */
export const offerUpdateSchema = z
  .strictObject({
    status: statusSchema.optional(),
    note: text(LIMITS.offerNote)
      .nullable()
      .transform((note) => (note === null || note.trim() === '' ? null : note))
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, 'Send a status, a note, or both');
export type OfferUpdate = z.input<typeof offerUpdateSchema>;

/** How the admin's offer list can be ordered. */
const OFFER_SORTS = ['createdAt', 'amount'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const OFFERS_PAGE_DEFAULT_LIMIT = 50;
const OFFERS_PAGE_MAX_LIMIT = 200;

/** GET /api/admin/offers: one page of offers, filtered and ordered, continued by a cursor. */
/** DELETE /api/admin/bids and its export: one property's offers, or every offer without it. */
export const offersOfPropertyQuerySchema = z.object({ propertyId: z.uuid().optional() });

export const offersPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(OFFERS_PAGE_MAX_LIMIT).default(OFFERS_PAGE_DEFAULT_LIMIT),
  /** The nextCursor of the page before; opaque to the client. */
  cursor: z.string().max(300).optional(),
  sort: z.enum(OFFER_SORTS).default('createdAt'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  /** Part of a name, e-mail address or phone number. */
  q: z.string().trim().max(100).optional(),
  propertyId: z.uuid().optional(),
  favorite: z.enum(['true', 'false']).optional(),
  status: statusSchema.optional(),
});

/** A row of the admin's list: the offer, its property's title, and whether it is that property's highest. */
const offerPageItemSchema = adminOfferSchema.extend({
  propertyTitle: z.string(),
  /** Its amount equals the highest offer for its property (ties are all marked). */
  isHighest: z.boolean(),
  /** The language the bidder offered in: the one the team writes to them in. */
  language: z.enum(LANGUAGES),
  /** The team's letters to the bidder about this offer, oldest first (decision 0135). */
  messages: z.array(sentBidderMessageSchema),
});
/** A row of the admin's offer list as the client receives it (dates as ISO strings). */
export type OfferPageItem = z.input<typeof offerPageItemSchema>;

export const offersPageSchema = z.object({
  items: z.array(offerPageItemSchema),
  /** Offers matching the filters, on all pages. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
/** As the client receives it (dates as ISO strings). */
export type OffersPage = z.input<typeof offersPageSchema>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The overview's chart: offers per day over this many days, today included. */
export const OFFERS_PER_DAY_DAYS = 14;

/** GET /api/admin/overview: "today" is the admin's calendar day, in the browser's time zone. */
export const overviewQuerySchema = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').default('Europe/Berlin'),
});

export const overviewSchema = z.object({
  activeProperties: z.number().int(),
  offerCount: z.number().int(),
  offersToday: z.number().int(),
  /** Decimal strings in euros ("1234.50"); null without offers. */
  averageAmount: z.string().nullable(),
  highestAmount: z.string().nullable(),
  /** The properties with offers, most offers first, each with its highest offer (euros, "1234.50"). */
  offersPerProperty: z.array(
    z.object({ propertyId: z.uuid(), title: z.string(), count: z.number().int(), highestAmount: z.string() }),
  ),
  /** Offers per calendar day in the admin's time zone: the last 14 days, oldest first, today last, zeros included. */
  offersPerDay: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;
