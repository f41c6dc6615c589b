import { z } from 'zod';
import { publicDocumentSchema } from '#shared/documents/schemas.ts';
import { ENERGY_CARRIERS, ENERGY_CERTIFICATE_TYPES, ENERGY_CLASSES } from './energy-certificate';
import { LIMITS } from '#shared/limits.ts';
import { normalizeAmount } from '#shared/money.ts';
import { optionalText, textList, wholeNumber } from '#shared/admin-field-schemas.ts';
import { procedureFields, procedureSettingsSchema } from '#shared/procedure/schemas.ts';
import { OFFER_MODES } from '#shared/procedure/offer-procedure.ts';
import { requiredLine, requiredText } from '#shared/text-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { PROPERTY_SLUG_MAX_LENGTH, PROPERTY_SLUG_PATTERN } from './slug';
import { LISTINGS_MAX_PAGE } from './listing-pages';
import { buyerCommissionField } from './buyer-commission';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** The earliest year of construction a listing may show (older buildings are listed by hand). */
const EARLIEST_YEAR_BUILT = 1500;

/**
 * GEG § 87's items an advertisement must state when a certificate exists, beyond the class and the
 * value every property has: the certificate's type, the main energy carrier and the year.
 */
const GEG_ITEMS = ['energyCertificateType', 'energyCarrier', 'energyCertificateYear'] as const;

interface ListingFacts {
  isActive?: boolean;
  livingArea?: unknown;
  yearBuilt?: unknown;
  energyCertificateType?: unknown;
  energyCarrier?: unknown;
  energyCertificateYear?: unknown;
  /** The agent states that no energy certificate exists yet (decision 0131). */
  energyCertificatePending?: unknown;
}

type ListingProblemPath = 'livingArea' | 'yearBuilt' | (typeof GEG_ITEMS)[number];

/**
 * What visitors would see of an active property must be plausible: a living area above 0, a year
 * of construction from 1500 to next year, and GEG § 87's items unless the agent states that no
 * certificate exists yet (decision 0131). An inactive property may be a draft. Fields not given
 * are not checked; `complete` says the facts are a whole property (a creation, or a partial change
 * merged with the stored property on the server), so an item not given is missing.
 */
export function listingProblems(
  facts: ListingFacts,
  now = new Date(),
  { complete = true }: { complete?: boolean } = {},
): Array<{ path: ListingProblemPath; message: string }> {
  if (facts.isActive !== true) return [];
  const problems: Array<{ path: ListingProblemPath; message: string }> = [];
  if (typeof facts.livingArea === 'number' && facts.livingArea <= 0) {
    problems.push({ path: 'livingArea', message: messageKey('admin.property.validation.activeLivingArea') });
  }
  const year = facts.yearBuilt;
  if (typeof year === 'number' && (year < EARLIEST_YEAR_BUILT || year > now.getFullYear() + 1)) {
    problems.push({ path: 'yearBuilt', message: messageKey('admin.property.validation.activeYearBuilt') });
  }
  if (complete && facts.energyCertificatePending !== true) {
    for (const path of GEG_ITEMS) {
      if (facts[path] == null || facts[path] === '') {
        problems.push({ path, message: messageKey('admin.property.validation.activeEnergyCertificate') });
      }
    }
  }
  return problems;
}

function refuseImplausibleListing(facts: ListingFacts, ctx: z.RefinementCtx, complete: boolean): void {
  for (const problem of listingProblems(facts, new Date(), { complete })) {
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  }
}

const MAX_IMAGE_URL_LENGTH = 2048;

const PRICE_INVALID_MESSAGE = messageKey('admin.property.validation.priceInvalid');
/** price like bidAmount: a JSON number or decimal string, normalized to "1234.50"; zero is allowed. */
const priceSchema = z.union([z.string(), z.number()], { error: PRICE_INVALID_MESSAGE }).transform((value, ctx) => {
  if (value === '') {
    ctx.addIssue({ code: 'custom', message: messageKey('admin.property.validation.priceRequired') });
    return z.NEVER;
  }
  const normalized = normalizeAmount(value);
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: PRICE_INVALID_MESSAGE });
    return z.NEVER;
  }
  return normalized;
});

const AUCTION_END_MESSAGE = messageKey('admin.property.validation.auctionEndDate');
/** ISO 8601 with a zone (the form converts its datetime-local value); becomes a Date. */
const auctionEndDateSchema = z.iso
  .datetime({ offset: true, error: AUCTION_END_MESSAGE })
  .transform((value) => new Date(value))
  // Year 0 or 10000 after the offset is applied would be refused by PostgreSQL.
  .refine((date) => date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999, AUCTION_END_MESSAGE);

const IMAGE_URL_MESSAGE = messageKey('admin.property.validation.imageUrl');
/**
 * External image URLs as the create form lists them: blanks dropped, http(s) only, kept as given.
 * Uploaded images are added through the upload endpoint instead.
 */
const imageUrlListSchema = z
  .array(z.string().max(MAX_IMAGE_URL_LENGTH, IMAGE_URL_MESSAGE))
  .max(100)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''))
  .pipe(
    z
      .array(z.url({ protocol: /^https?$/, error: IMAGE_URL_MESSAGE }))
      .max(LIMITS.imagesPerProperty, messageKey('admin.property.validation.tooManyImages')),
  );

/** An optional value: absent leaves it as it is, null or '' clears it. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? null : value), schema.nullable()).optional();
}

const ROOMS_MESSAGE = messageKey('admin.property.validation.rooms');
/** Rooms as German listings count them: 0.5 to 99.5 in halves, from a number or "3,5" / "3.5". */
const roomsSchema = z
  .union([z.number(), z.string().regex(/^\d{1,2}([.,]\d)?$/, ROOMS_MESSAGE)], {
    error: ROOMS_MESSAGE,
  })
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.'))))
  .pipe(
    z
      .number()
      .min(0.5, ROOMS_MESSAGE)
      .max(99.5, ROOMS_MESSAGE)
      .refine((value) => Number.isInteger(value * 2), ROOMS_MESSAGE),
  );

const FLOOR_MESSAGE = messageKey('admin.property.validation.floor');
/** A floor: 0 is the ground floor, negative numbers are basements. */
const floorSchema = z
  .union([z.number(), z.string().regex(/^-?\d{1,3}$/, FLOOR_MESSAGE)], { error: FLOOR_MESSAGE })
  .transform((value) => Number(value))
  .pipe(z.number().int(FLOOR_MESSAGE).min(-5, FLOOR_MESSAGE).max(200, FLOOR_MESSAGE));

const VALID_UNTIL_MESSAGE = messageKey('admin.property.validation.energyCertificateValidUntil');
/** A calendar date as YYYY-MM-DD that exists (2031-02-30 does not). */
const calendarDate = z
  .string({ error: VALID_UNTIL_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, VALID_UNTIL_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, VALID_UNTIL_MESSAGE)
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', VALID_UNTIL_MESSAGE);

const PHONE_PATTERN = /^\+?[\d\s()./-]{4,}$/;

/**
 * Rooms, floor, plot area, the GEG §87 certificate data and the contact person (decision 0053).
 * All optional: the earlier create and update calls keep working without them.
 */
const listingDataFields = {
  rooms: clearable(roomsSchema),
  floor: clearable(floorSchema),
  plotArea: clearable(wholeNumber(0, 10_000_000, messageKey('admin.property.validation.plotArea'))),
  energyCertificateType: clearable(
    z.enum(ENERGY_CERTIFICATE_TYPES, { error: messageKey('admin.property.validation.energyCertificateType') }),
  ),
  energyCarrier: clearable(z.enum(ENERGY_CARRIERS, { error: messageKey('admin.property.validation.energyCarrier') })),
  energyCertificateYear: clearable(
    wholeNumber(2000, 2100, messageKey('admin.property.validation.energyCertificateYear')),
  ),
  energyCertificateValidUntil: clearable(calendarDate),
  /** No energy certificate exists yet: an active listing may then lack GEG § 87's items (decision 0131). */
  energyCertificatePending: z.boolean({ error: 'energyCertificatePending must be true or false' }).optional(),
  contactName: optionalText(LIMITS.contactName),
  contactRole: optionalText(LIMITS.contactRole),
  contactRoleEn: optionalText(LIMITS.contactRole),
  contactRoleFr: optionalText(LIMITS.contactRole),
  contactPhone: optionalText(LIMITS.contactPhone).refine(
    (value) => value == null || PHONE_PATTERN.test(value.trim()),
    messageKey('admin.property.validation.contactPhone'),
  ),
  contactEmail: optionalText(LIMITS.contactEmail).refine(
    (value) => value == null || z.email().safeParse(value.trim()).success,
    messageKey('admin.property.validation.contactEmail'),
  ),
};

interface CertificateDates {
  energyCertificateYear?: number | null;
  energyCertificateValidUntil?: string | null;
}

/** A certificate cannot expire before the year it was issued in (both given in one call). */
function refuseExpiryBeforeIssue(facts: CertificateDates, ctx: z.RefinementCtx): void {
  const { energyCertificateYear: year, energyCertificateValidUntil: until } = facts;
  if (year != null && until != null && Number(until.slice(0, 4)) < year) {
    ctx.addIssue({
      code: 'custom',
      path: ['energyCertificateValidUntil'],
      message: messageKey('admin.property.validation.validUntilBeforeIssue'),
    });
  }
}

/** A whole property (a creation): every item it lacks is missing. */
function refuseImplausibleProperty(facts: ListingFacts & CertificateDates, ctx: z.RefinementCtx): void {
  refuseImplausibleListing(facts, ctx, true);
  refuseExpiryBeforeIssue(facts, ctx);
}

/** A partial change: only what it names is checked here; the server checks the merged property. */
function refuseImplausibleChange(facts: ListingFacts & CertificateDates, ctx: z.RefinementCtx): void {
  refuseImplausibleListing(facts, ctx, false);
  refuseExpiryBeforeIssue(facts, ctx);
}

const featureList = () => textList(LIMITS.featureCount, LIMITS.shortText);

const SLUG_MESSAGE = messageKey('admin.property.validation.slug');
/**
 * The public address's last part, as typed: trimmed and lowercased, then lowercase letters, digits
 * and single hyphens only. Empty or absent: made from the title on creation, unchanged on an edit.
 */
const slugSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
  z
    .string({ error: SLUG_MESSAGE })
    .max(PROPERTY_SLUG_MAX_LENGTH, SLUG_MESSAGE)
    .regex(PROPERTY_SLUG_PATTERN, SLUG_MESSAGE)
    .optional(),
);

/** A one-line field's refusals beyond its own "required" message. */
const ONE_LINE_MESSAGES = {
  tooLong: messageKey('validation.tooLong'),
  notOneLine: messageKey('validation.notOneLine'),
};

/** A property's editable fields with their rules; En/Fr variants optional and nullable. */
const propertyFields = {
  title: requiredLine(LIMITS.propertyTitle, {
    ...ONE_LINE_MESSAGES,
    required: messageKey('admin.property.validation.title'),
  }),
  slug: slugSchema,
  titleEn: optionalText(LIMITS.propertyTitle),
  titleFr: optionalText(LIMITS.propertyTitle),
  description: requiredText(LIMITS.longText, messageKey('admin.property.validation.description')),
  descriptionEn: optionalText(LIMITS.longText),
  descriptionFr: optionalText(LIMITS.longText),
  address: requiredLine(LIMITS.propertyAddress, {
    ...ONE_LINE_MESSAGES,
    required: messageKey('admin.property.validation.address'),
  }),
  price: priceSchema,
  livingArea: wholeNumber(0, 100_000, messageKey('admin.property.validation.livingArea')),
  bedrooms: wholeNumber(0, 1_000, messageKey('admin.property.validation.bedrooms')),
  bathrooms: wholeNumber(0, 1_000, messageKey('admin.property.validation.bathrooms')),
  yearBuilt: wholeNumber(1000, 2100, messageKey('admin.property.validation.yearBuilt')),
  features: featureList(),
  featuresEn: featureList().nullable().optional(),
  featuresFr: featureList().nullable().optional(),
  energyClass: z.enum(ENERGY_CLASSES, { error: messageKey('admin.property.validation.energyClass') }),
  energyConsumption: wholeNumber(0, 100_000, messageKey('admin.property.validation.energyConsumption')),
  heatingType: requiredLine(LIMITS.heatingType, {
    ...ONE_LINE_MESSAGES,
    required: messageKey('admin.property.validation.heatingType'),
  }),
  heatingTypeEn: optionalText(LIMITS.heatingType),
  heatingTypeFr: optionalText(LIMITS.heatingType),
  locationEnvironment: optionalText(LIMITS.longText),
  locationEnvironmentEn: optionalText(LIMITS.longText),
  locationEnvironmentFr: optionalText(LIMITS.longText),
  equipmentFeatures: optionalText(LIMITS.longText),
  equipmentFeaturesEn: optionalText(LIMITS.longText),
  equipmentFeaturesFr: optionalText(LIMITS.longText),
  auctionEndDate: auctionEndDateSchema,
  ...listingDataFields,
  ...procedureFields,
  buyerCommission: buyerCommissionField,
};

/** POST /api/admin/properties. Unknown fields are dropped. */
export const propertyCreateSchema = z
  .object({
    ...propertyFields,
    images: imageUrlListSchema,
    isActive: z.boolean().default(true),
  })
  .superRefine(refuseImplausibleProperty);
export type PropertyCreateInput = z.input<typeof propertyCreateSchema>;
export type PropertyCreateBody = z.output<typeof propertyCreateSchema>;

/** PATCH /api/admin/properties/:id: every field optional; images are not part of it (dropped if sent). */
export const propertyPatchSchema = z
  .object(propertyFields)
  .partial()
  .extend({
    isActive: z.boolean().optional(),
    /**
     * The version the edit is based on (GET /api/admin/properties): when the property has changed
     * since (another admin, a late offer moving the end), the edit is refused with 409 and changes
     * nothing. Without it the edit applies as it is.
     */
    version: z.number().int().min(1).optional(),
  })
  .superRefine(refuseImplausibleChange);
export type PropertyPatchInput = z.input<typeof propertyPatchSchema>;
export type PropertyPatchBody = z.output<typeof propertyPatchSchema>;

const localizedText = z.string().nullable();

/** An image's alternative text per language (German is the fallback), keyed by the image URL. */
export const imageAltTextsSchema = z.record(
  z.string(),
  z.object({ de: z.string().optional(), en: z.string().optional(), fr: z.string().optional() }),
);
export type ImageAltTexts = z.infer<typeof imageAltTextsSchema>;

/** A property as the API returns it (decimals as strings, timestamps as ISO strings). */
export const propertySchema = z.object({
  id: z.uuid(),
  /** The public page is /immobilien/<slug>. */
  slug: z.string(),
  title: z.string(),
  titleEn: localizedText,
  titleFr: localizedText,
  description: z.string(),
  descriptionEn: localizedText,
  descriptionFr: localizedText,
  address: z.string(),
  price: z.string(),
  livingArea: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  yearBuilt: z.number().int(),
  images: z.array(z.string()),
  features: z.array(z.string()),
  featuresEn: z.array(z.string()).nullable(),
  featuresFr: z.array(z.string()).nullable(),
  energyClass: z.string(),
  energyConsumption: z.number().int(),
  heatingType: z.string(),
  heatingTypeEn: localizedText,
  heatingTypeFr: localizedText,
  locationEnvironment: localizedText,
  locationEnvironmentEn: localizedText,
  locationEnvironmentFr: localizedText,
  equipmentFeatures: localizedText,
  equipmentFeaturesEn: localizedText,
  equipmentFeaturesFr: localizedText,
  rooms: z.number().nullable(),
  floor: z.number().int().nullable(),
  plotArea: z.number().int().nullable(),
  energyCertificateType: z.string().nullable(),
  energyCarrier: z.string().nullable(),
  energyCertificateYear: z.number().int().nullable(),
  /** YYYY-MM-DD */
  energyCertificateValidUntil: z.string().nullable(),
  /** No energy certificate exists yet (decision 0131): the energy card says so. */
  energyCertificatePending: z.boolean(),
  contactName: localizedText,
  contactRole: localizedText,
  contactRoleEn: localizedText,
  contactRoleFr: localizedText,
  contactPhone: localizedText,
  contactEmail: localizedText,
  contactPhoto: localizedText,
  imageAltTexts: imageAltTextsSchema,
  isActive: z.boolean(),
  /** The property the home page shows (one at most); the list of active properties starts with it. */
  onHomePage: z.boolean(),
  auctionEndDate: timestampSchema,
  /** What every visitor may know of the procedure before any offer (decision 0111). */
  offerMode: z.enum(OFFER_MODES),
  /** The minimum offer when the agent shows it, else null (a hidden minimum never leaves the server). */
  publicMinimumOffer: z.string().nullable(),
  /** % of the price incl. VAT ("3.57"); "0.00" is commission-free, null says nothing. */
  buyerCommission: z.string().nullable(),
  /** The documents everyone may open, in their order (the public answers only; the admin's have their own call). */
  documents: z.array(publicDocumentSchema).optional(),
  /** Whether viewing slots are offered to come (the public answers only; listingViewingSlots lists them). */
  viewings: z.boolean().optional(),
  /** When it was awarded to an offer, subject to notarisation: the procedure is closed (decision 0136). */
  awardedAt: timestampSchema.nullable().optional(),
  /**
   * The end of its best-and-final round once one started (decision 0137): from then on only the
   * invited bidders may offer, through their personal links (the public answers only).
   */
  finalRoundEndsAt: timestampSchema.nullable().optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Property = z.input<typeof propertySchema>;

/**
 * A property as the admin sees it: with its procedure settings, which stay out of the public
 * answer (a hidden minimum must not leak; visitors get what they may know from the standing).
 */
export const propertyWithProcedureSchema = propertySchema
  .omit({ publicMinimumOffer: true })
  .extend(procedureSettingsSchema.shape);
export type PropertyWithProcedure = z.input<typeof propertyWithProcedureSchema>;

/** A property in the admin list: with its procedure and how many offers it has received. */
export const adminPropertySchema = propertyWithProcedureSchema.extend({
  offerCount: z.number().int(),
  /** What the edit form was loaded from: sent back with an edit, which is refused if it is old. */
  version: z.number().int(),
});
export type AdminProperty = z.input<typeof adminPropertySchema>;

/**
 * A card of the listings overview (GET /api/listings): what a visitor compares before opening a
 * property's page. The standing shows only for the open procedure, as on the property's page.
 */
const listingCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  titleEn: localizedText,
  titleFr: localizedText,
  address: z.string(),
  livingArea: z.number().int(),
  rooms: z.number().nullable(),
  /** The first image, or null. */
  cover: z.string().nullable(),
  coverAlt: z.object({ de: z.string().optional(), en: z.string().optional(), fr: z.string().optional() }).nullable(),
  auctionEndDate: timestampSchema,
  offerMode: z.enum(OFFER_MODES),
  /** Open procedure: the highest offer that counts (null before the first); sealed: null. */
  highestOffer: z.string().nullable(),
});
export type ListingCard = z.input<typeof listingCardSchema>;

/** GET /api/listings?page=: one page of the overview's cards, and how many there are in all. */
export const listingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(LISTINGS_MAX_PAGE).default(1),
});
export const listingsPageSchema = z.object({
  listings: z.array(listingCardSchema),
  /** Active properties in all. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingsPage = z.input<typeof listingsPageSchema>;
