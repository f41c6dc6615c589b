import { z } from 'zod';
import { ENERGY_CARRIERS, ENERGY_CERTIFICATE_TYPES, ENERGY_CLASSES } from './energy-certificate';
import { LIMITS } from '#shared/limits.ts';
import { normalizeAmount } from '#shared/money.ts';
import { optionalText, textList, wholeNumber } from '#shared/admin-field-schemas.ts';
import { procedureFields, procedureSettingsSchema } from '#shared/procedure/schemas.ts';
import { requiredText } from '#shared/text-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** German defaults (the create form is German); the client may translate them. */
export const PROPERTY_MESSAGES = {
  title: 'Titel ist erforderlich',
  description: 'Beschreibung ist erforderlich',
  address: 'Adresse ist erforderlich',
  priceRequired: 'Preis ist erforderlich',
  priceInvalid: 'Bitte geben Sie einen gültigen Preis ein',
  livingArea: 'Bitte geben Sie eine gültige Wohnfläche ein',
  bedrooms: 'Bitte geben Sie eine gültige Anzahl Schlafzimmer ein',
  bathrooms: 'Bitte geben Sie eine gültige Anzahl Badezimmer ein',
  yearBuilt: 'Bitte geben Sie ein gültiges Baujahr ein',
  energyClass: 'Bitte wählen Sie eine gültige Energieeffizienzklasse',
  energyConsumption: 'Bitte geben Sie einen gültigen Endenergiebedarf ein',
  heatingType: 'Heizungsart ist erforderlich',
  auctionEndDate: 'Bitte geben Sie ein gültiges Auktionsende ein',
  imageUrl: 'Bild-URLs müssen mit http:// oder https:// beginnen',
  tooManyImages: `Maximal ${LIMITS.imagesPerProperty} Bilder pro Immobilie`,
  rooms: 'Bitte geben Sie eine gültige Zimmerzahl ein (halbe Zimmer erlaubt, z. B. 3,5)',
  floor: 'Bitte geben Sie eine gültige Etage ein (0 = Erdgeschoss, -1 = Untergeschoss)',
  plotArea: 'Bitte geben Sie eine gültige Grundstücksfläche ein',
  energyCertificateType: 'Bitte wählen Sie Bedarfsausweis oder Verbrauchsausweis',
  energyCarrier: 'Bitte wählen Sie einen gültigen Energieträger',
  energyCertificateYear: 'Bitte geben Sie ein gültiges Ausstellungsjahr ein',
  energyCertificateValidUntil: 'Bitte geben Sie ein gültiges Datum ein (gültig bis)',
  validUntilBeforeIssue: 'Der Ausweis kann nicht vor seinem Ausstellungsjahr ablaufen',
  contactPhone: 'Bitte geben Sie eine gültige Telefonnummer ein',
  contactEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  activeLivingArea: 'Eine aktive Immobilie braucht eine Wohnfläche über 0 m²',
  activeYearBuilt: 'Eine aktive Immobilie braucht ein Baujahr zwischen 1500 und dem nächsten Jahr',
} as const;

/** The earliest year of construction a listing may show (older buildings are listed by hand). */
const EARLIEST_YEAR_BUILT = 1500;

interface ListingFacts {
  isActive?: boolean;
  livingArea?: unknown;
  yearBuilt?: unknown;
}

/**
 * What visitors would see of an active property must be plausible: a living area above 0 and a
 * year of construction from 1500 to next year. An inactive property may be a draft. Fields not
 * given are not checked (a partial change is checked against the stored property on the server).
 */
export function listingProblems(
  facts: ListingFacts,
  now = new Date(),
): Array<{ path: 'livingArea' | 'yearBuilt'; message: string }> {
  if (facts.isActive !== true) return [];
  const problems: Array<{ path: 'livingArea' | 'yearBuilt'; message: string }> = [];
  if (typeof facts.livingArea === 'number' && facts.livingArea <= 0) {
    problems.push({ path: 'livingArea', message: PROPERTY_MESSAGES.activeLivingArea });
  }
  const year = facts.yearBuilt;
  if (typeof year === 'number' && (year < EARLIEST_YEAR_BUILT || year > now.getFullYear() + 1)) {
    problems.push({ path: 'yearBuilt', message: PROPERTY_MESSAGES.activeYearBuilt });
  }
  return problems;
}

function refuseImplausibleListing(facts: ListingFacts, ctx: z.RefinementCtx): void {
  for (const problem of listingProblems(facts)) {
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  }
}

const MAX_IMAGE_URL_LENGTH = 2048;

/** price like bidAmount: a JSON number or decimal string, normalized to "1234.50"; zero is allowed. */
const priceSchema = z
  .union([z.string(), z.number()], { error: PROPERTY_MESSAGES.priceInvalid })
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: PROPERTY_MESSAGES.priceRequired });
      return z.NEVER;
    }
    const normalized = normalizeAmount(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: PROPERTY_MESSAGES.priceInvalid });
      return z.NEVER;
    }
    return normalized;
  });

/** ISO 8601 with a zone (the form converts its datetime-local value); becomes a Date. */
const auctionEndDateSchema = z.iso
  .datetime({ offset: true, error: PROPERTY_MESSAGES.auctionEndDate })
  .transform((value) => new Date(value))
  // Year 0 or 10000 after the offset is applied would be refused by PostgreSQL.
  .refine((date) => date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999, PROPERTY_MESSAGES.auctionEndDate);

/**
 * External image URLs as the create form lists them: blanks dropped, http(s) only, kept as given.
 * Uploaded images are added through the upload endpoint instead.
 */
const imageUrlListSchema = z
  .array(z.string().max(MAX_IMAGE_URL_LENGTH, PROPERTY_MESSAGES.imageUrl))
  .max(100)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''))
  .pipe(
    z
      .array(z.url({ protocol: /^https?$/, error: PROPERTY_MESSAGES.imageUrl }))
      .max(LIMITS.imagesPerProperty, PROPERTY_MESSAGES.tooManyImages),
  );

/** An optional value: absent leaves it as it is, null or '' clears it. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? null : value), schema.nullable()).optional();
}

/** Rooms as German listings count them: 0.5 to 99.5 in halves, from a number or "3,5" / "3.5". */
const roomsSchema = z
  .union([z.number(), z.string().regex(/^\d{1,2}([.,]\d)?$/, PROPERTY_MESSAGES.rooms)], {
    error: PROPERTY_MESSAGES.rooms,
  })
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.'))))
  .pipe(
    z
      .number()
      .min(0.5, PROPERTY_MESSAGES.rooms)
      .max(99.5, PROPERTY_MESSAGES.rooms)
      .refine((value) => Number.isInteger(value * 2), PROPERTY_MESSAGES.rooms),
  );

/** A floor: 0 is the ground floor, negative numbers are basements. */
const floorSchema = z
  .union([z.number(), z.string().regex(/^-?\d{1,3}$/, PROPERTY_MESSAGES.floor)], { error: PROPERTY_MESSAGES.floor })
  .transform((value) => Number(value))
  .pipe(z.number().int(PROPERTY_MESSAGES.floor).min(-5, PROPERTY_MESSAGES.floor).max(200, PROPERTY_MESSAGES.floor));

/** A calendar date as YYYY-MM-DD that exists (2031-02-30 does not). */
const calendarDate = z
  .string({ error: PROPERTY_MESSAGES.energyCertificateValidUntil })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROPERTY_MESSAGES.energyCertificateValidUntil)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, PROPERTY_MESSAGES.energyCertificateValidUntil)
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', PROPERTY_MESSAGES.energyCertificateValidUntil);

const PHONE_PATTERN = /^\+?[\d\s()./-]{4,}$/;

/**
 * Rooms, floor, plot area, the GEG §87 certificate data and the contact person (decision 0053).
 * All optional: the earlier create and update calls keep working without them.
 */
const listingDataFields = {
  rooms: clearable(roomsSchema),
  floor: clearable(floorSchema),
  plotArea: clearable(wholeNumber(0, 10_000_000, PROPERTY_MESSAGES.plotArea)),
  energyCertificateType: clearable(
    z.enum(ENERGY_CERTIFICATE_TYPES, { error: PROPERTY_MESSAGES.energyCertificateType }),
  ),
  energyCarrier: clearable(z.enum(ENERGY_CARRIERS, { error: PROPERTY_MESSAGES.energyCarrier })),
  energyCertificateYear: clearable(wholeNumber(2000, 2100, PROPERTY_MESSAGES.energyCertificateYear)),
  energyCertificateValidUntil: clearable(calendarDate),
  contactName: optionalText(LIMITS.contactName),
  contactRole: optionalText(LIMITS.contactRole),
  contactRoleEn: optionalText(LIMITS.contactRole),
  contactRoleFr: optionalText(LIMITS.contactRole),
  contactPhone: optionalText(LIMITS.contactPhone).refine(
    (value) => value == null || PHONE_PATTERN.test(value.trim()),
    PROPERTY_MESSAGES.contactPhone,
  ),
  contactEmail: optionalText(LIMITS.contactEmail).refine(
    (value) => value == null || z.email().safeParse(value.trim()).success,
    PROPERTY_MESSAGES.contactEmail,
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
      message: PROPERTY_MESSAGES.validUntilBeforeIssue,
    });
  }
}

function refuseImplausibleData(facts: ListingFacts & CertificateDates, ctx: z.RefinementCtx): void {
  refuseImplausibleListing(facts, ctx);
  refuseExpiryBeforeIssue(facts, ctx);
}

const featureList = () => textList(LIMITS.featureCount, LIMITS.shortText);

/** A property's editable fields with their rules; En/Fr variants optional and nullable. */
const propertyFields = {
  title: requiredText(LIMITS.propertyTitle, PROPERTY_MESSAGES.title),
  titleEn: optionalText(LIMITS.propertyTitle),
  titleFr: optionalText(LIMITS.propertyTitle),
  description: requiredText(LIMITS.longText, PROPERTY_MESSAGES.description),
  descriptionEn: optionalText(LIMITS.longText),
  descriptionFr: optionalText(LIMITS.longText),
  address: requiredText(LIMITS.propertyAddress, PROPERTY_MESSAGES.address),
  price: priceSchema,
  livingArea: wholeNumber(0, 100_000, PROPERTY_MESSAGES.livingArea),
  bedrooms: wholeNumber(0, 1_000, PROPERTY_MESSAGES.bedrooms),
  bathrooms: wholeNumber(0, 1_000, PROPERTY_MESSAGES.bathrooms),
  yearBuilt: wholeNumber(1000, 2100, PROPERTY_MESSAGES.yearBuilt),
  features: featureList(),
  featuresEn: featureList().nullable().optional(),
  featuresFr: featureList().nullable().optional(),
  energyClass: z.enum(ENERGY_CLASSES, { error: PROPERTY_MESSAGES.energyClass }),
  energyConsumption: wholeNumber(0, 100_000, PROPERTY_MESSAGES.energyConsumption),
  heatingType: requiredText(LIMITS.heatingType, PROPERTY_MESSAGES.heatingType),
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
};

/** POST /api/admin/properties. Unknown fields are dropped. */
export const propertyCreateSchema = z
  .object({
    ...propertyFields,
    images: imageUrlListSchema,
    isActive: z.boolean().default(true),
  })
  .superRefine(refuseImplausibleData);
export type PropertyCreateInput = z.input<typeof propertyCreateSchema>;
export type PropertyCreateBody = z.output<typeof propertyCreateSchema>;

/** PATCH /api/admin/properties/:id: every field optional; images are not part of it (dropped if sent). */
export const propertyPatchSchema = z
  .object(propertyFields)
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .superRefine(refuseImplausibleData);
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
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Property = z.input<typeof propertySchema>;

/**
 * A property as the admin sees it: with its procedure settings, which stay out of the public
 * answer (a hidden minimum must not leak; visitors get what they may know from the standing).
 */
export const propertyWithProcedureSchema = propertySchema.extend(procedureSettingsSchema.shape);
export type PropertyWithProcedure = z.input<typeof propertyWithProcedureSchema>;

/** A property in the admin list: with its procedure and how many offers it has received. */
export const adminPropertySchema = propertyWithProcedureSchema.extend({ offerCount: z.number().int() });
export type AdminProperty = z.input<typeof adminPropertySchema>;
