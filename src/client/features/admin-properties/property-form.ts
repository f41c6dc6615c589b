import { ENERGY_CLASSES } from '#shared/properties/energy-certificate.ts';
import { HEATING_TYPES } from '#shared/properties/heating-types.ts';
import { type Language } from '#shared/languages.ts';
import { readWholeNumber } from '#shared/amount-input.ts';
import type { PropertyWithProcedure, PropertyCreateInput, PropertyPatchInput } from '#shared/properties/schemas.ts';
import { fromDateTimeLocal, toDateTimeLocal } from '#client/lib/date-format.ts';
import { procedureBody, procedureDefaults, toProcedureValues, type ProcedureFields } from './procedure-form';

/** The edit form is in the admin's English, the create form in German (decision 0031). */
const EDIT_LANGUAGE = 'en';
const CREATE_LANGUAGE = 'de';

/** Language-dependent fields: German is the base, En/Fr are optional variants. */
interface LocalizedFields {
  title: string;
  titleEn: string;
  titleFr: string;
  description: string;
  descriptionEn: string;
  descriptionFr: string;
  locationEnvironment: string;
  locationEnvironmentEn: string;
  locationEnvironmentFr: string;
  equipmentFeatures: string;
  equipmentFeaturesEn: string;
  equipmentFeaturesFr: string;
  heatingType: string;
  heatingTypeEn: string;
  heatingTypeFr: string;
  features: string[];
  featuresEn: string[];
  featuresFr: string[];
}

/** Numbers stay strings while typed; the schema decides what is a valid whole number. */
export interface DetailFields {
  /** The public page's address: /immobilien/<slug>; empty on creation makes it from the title. */
  slug: string;
  address: string;
  auctionEndDate: string;
  livingArea: string;
  bedrooms: string;
  bathrooms: string;
  yearBuilt: string;
  energyClass: string;
  energyConsumption: string;
  isActive: boolean;
  rooms: string;
  floor: string;
  plotArea: string;
  /** '' (not stated), 'demand' or 'consumption'. */
  energyCertificateType: string;
  energyCarrier: string;
  energyCertificateYear: string;
  /** YYYY-MM-DD from the date input, or ''. */
  energyCertificateValidUntil: string;
  /** No certificate exists yet: GEG § 87's items may be missing on an active listing (decision 0131). */
  energyCertificatePending: boolean;
  contactName: string;
  contactRole: string;
  contactRoleEn: string;
  contactRoleFr: string;
  contactPhone: string;
  contactEmail: string;
}

/** The listing data fields as typed; '' clears a field (decision 0053). */
type ListingDataFields = Pick<
  DetailFields,
  | 'rooms'
  | 'floor'
  | 'plotArea'
  | 'energyCertificateType'
  | 'energyCarrier'
  | 'energyCertificateYear'
  | 'energyCertificateValidUntil'
  | 'energyCertificatePending'
  | 'contactName'
  | 'contactRole'
  | 'contactRoleEn'
  | 'contactRoleFr'
  | 'contactPhone'
  | 'contactEmail'
>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

function toListingDataValues(property: PropertyWithProcedure): ListingDataFields {
  return {
    rooms: property.rooms === null ? '' : String(property.rooms),
    floor: text(property.floor),
    plotArea: text(property.plotArea),
    energyCertificateType: text(property.energyCertificateType),
    energyCarrier: text(property.energyCarrier),
    energyCertificateYear: text(property.energyCertificateYear),
    energyCertificateValidUntil: text(property.energyCertificateValidUntil),
    energyCertificatePending: property.energyCertificatePending,
    contactName: text(property.contactName),
    contactRole: text(property.contactRole),
    contactRoleEn: text(property.contactRoleEn),
    contactRoleFr: text(property.contactRoleFr),
    contactPhone: text(property.contactPhone),
    contactEmail: text(property.contactEmail),
  };
}

/** The listing data as the schema takes it: typed text, trimmed; the schema parses and checks it. */
function listingDataBody(values: ListingDataFields) {
  return {
    rooms: values.rooms.trim(),
    floor: values.floor.trim(),
    plotArea: values.plotArea.trim() === '' ? '' : wholeNumber(values.plotArea),
    energyCertificateType: values.energyCertificateType as PropertyPatchInput['energyCertificateType'],
    energyCarrier: values.energyCarrier as PropertyPatchInput['energyCarrier'],
    energyCertificateYear: values.energyCertificateYear.trim(),
    energyCertificateValidUntil: values.energyCertificateValidUntil,
    energyCertificatePending: values.energyCertificatePending,
    contactName: orNull(values.contactName),
    contactRole: orNull(values.contactRole),
    contactRoleEn: orNull(values.contactRoleEn),
    contactRoleFr: orNull(values.contactRoleFr),
    contactPhone: orNull(values.contactPhone),
    contactEmail: orNull(values.contactEmail),
  };
}

export type EditFormValues = LocalizedFields & DetailFields & ProcedureFields;

export type CreateFormValues = Pick<
  EditFormValues,
  | 'title'
  | 'description'
  | 'locationEnvironment'
  | 'equipmentFeatures'
  | 'heatingType'
  | 'features'
  | keyof DetailFields
  | keyof ProcedureFields
> & { images: string[] };

/** The suffix of a language's variant field: '' for the German base, 'En', 'Fr'. */
export function fieldSuffix(language: Language): '' | 'En' | 'Fr' {
  return language === 'de' ? '' : language === 'en' ? 'En' : 'Fr';
}

/** A whole number as the agent wrote it ("1.150", "1,150", "1150"); what cannot be read goes as typed, for the schema to refuse. */
function wholeNumber(value: string): number | string {
  return readWholeNumber(value) ?? value.trim();
}

/** Empty or whitespace-only feature entries are dropped before submitting. */
export function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

export function toEditFormValues(property: PropertyWithProcedure): EditFormValues {
  return {
    slug: property.slug,
    address: property.address,
    auctionEndDate: toDateTimeLocal(property.auctionEndDate),
    title: property.title,
    titleEn: property.titleEn ?? '',
    titleFr: property.titleFr ?? '',
    description: property.description,
    descriptionEn: property.descriptionEn ?? '',
    descriptionFr: property.descriptionFr ?? '',
    locationEnvironment: property.locationEnvironment ?? '',
    locationEnvironmentEn: property.locationEnvironmentEn ?? '',
    locationEnvironmentFr: property.locationEnvironmentFr ?? '',
    equipmentFeatures: property.equipmentFeatures ?? '',
    equipmentFeaturesEn: property.equipmentFeaturesEn ?? '',
    equipmentFeaturesFr: property.equipmentFeaturesFr ?? '',
    heatingType: property.heatingType,
    heatingTypeEn: property.heatingTypeEn ?? '',
    heatingTypeFr: property.heatingTypeFr ?? '',
    features: [...property.features],
    featuresEn: [...(property.featuresEn ?? [])],
    featuresFr: [...(property.featuresFr ?? [])],
    livingArea: String(property.livingArea),
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    yearBuilt: String(property.yearBuilt),
    energyClass: property.energyClass,
    energyConsumption: String(property.energyConsumption),
    isActive: property.isActive,
    ...toListingDataValues(property),
    ...toProcedureValues(property, EDIT_LANGUAGE),
  };
}

/**
 * The PATCH body: every editable field, images left out, empty En/Fr texts as null so
 * the German base applies again, empty features dropped, the local auction end as an ISO instant.
 */
export function toPatchBody(values: EditFormValues): PropertyPatchInput {
  return {
    slug: values.slug,
    address: values.address,
    auctionEndDate: fromDateTimeLocal(values.auctionEndDate) ?? values.auctionEndDate,
    title: values.title,
    titleEn: orNull(values.titleEn),
    titleFr: orNull(values.titleFr),
    description: values.description,
    descriptionEn: orNull(values.descriptionEn),
    descriptionFr: orNull(values.descriptionFr),
    locationEnvironment: orNull(values.locationEnvironment),
    locationEnvironmentEn: orNull(values.locationEnvironmentEn),
    locationEnvironmentFr: orNull(values.locationEnvironmentFr),
    equipmentFeatures: orNull(values.equipmentFeatures),
    equipmentFeaturesEn: orNull(values.equipmentFeaturesEn),
    equipmentFeaturesFr: orNull(values.equipmentFeaturesFr),
    heatingType: values.heatingType,
    heatingTypeEn: orNull(values.heatingTypeEn),
    heatingTypeFr: orNull(values.heatingTypeFr),
    features: cleanList(values.features),
    featuresEn: cleanList(values.featuresEn),
    featuresFr: cleanList(values.featuresFr),
    livingArea: wholeNumber(values.livingArea),
    bedrooms: wholeNumber(values.bedrooms),
    bathrooms: wholeNumber(values.bathrooms),
    yearBuilt: wholeNumber(values.yearBuilt),
    energyClass: values.energyClass as PropertyPatchInput['energyClass'],
    energyConsumption: wholeNumber(values.energyConsumption),
    isActive: values.isActive,
    ...listingDataBody(values),
    ...procedureBody(values, EDIT_LANGUAGE),
  };
}

/**
 * The PATCH body an edit dialog sends: the auction end only when the admin changed it. A late
 * offer may move the end while the dialog is open (decision 69), and the field holds whole
 * minutes: sending the loaded value back would undo the extension.
 */
export function toEditPatchBody(values: EditFormValues, loaded: EditFormValues): PropertyPatchInput {
  const { auctionEndDate, ...body } = toPatchBody(values);
  return values.auctionEndDate === loaded.auctionEndDate ? body : { ...body, auctionEndDate };
}

const AUCTION_DAYS_DEFAULT = 7;

/** The create defaults: numbers 0, year built this year, active, A+, Gas, auction end in 7 days. */
export function createDefaults(now: Date = new Date()): CreateFormValues {
  return {
    title: '',
    slug: '',
    description: '',
    address: '',
    auctionEndDate: toDateTimeLocal(new Date(now.getTime() + AUCTION_DAYS_DEFAULT * 24 * 60 * 60 * 1000)),
    isActive: true,
    livingArea: '0',
    bedrooms: '0',
    bathrooms: '0',
    yearBuilt: String(now.getFullYear()),
    energyClass: ENERGY_CLASSES[0],
    energyConsumption: '0',
    heatingType: HEATING_TYPES[0],
    locationEnvironment: '',
    equipmentFeatures: '',
    images: [],
    features: [],
    rooms: '',
    floor: '',
    plotArea: '',
    energyCertificateType: '',
    energyCarrier: '',
    energyCertificateYear: '',
    energyCertificateValidUntil: '',
    energyCertificatePending: false,
    contactName: '',
    contactRole: '',
    contactRoleEn: '',
    contactRoleFr: '',
    contactPhone: '',
    contactEmail: '',
    ...procedureDefaults(),
  };
}

/**
 * The POST body. The price is required by the data model but neither shown on the site nor part
 * of the create form, so a new property starts at the create default 0 (decision 0032).
 */
export function toCreateBody(values: CreateFormValues): PropertyCreateInput {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    address: values.address,
    price: '0',
    auctionEndDate: fromDateTimeLocal(values.auctionEndDate) ?? values.auctionEndDate,
    isActive: values.isActive,
    livingArea: wholeNumber(values.livingArea),
    bedrooms: wholeNumber(values.bedrooms),
    bathrooms: wholeNumber(values.bathrooms),
    yearBuilt: wholeNumber(values.yearBuilt),
    energyClass: values.energyClass as PropertyCreateInput['energyClass'],
    energyConsumption: wholeNumber(values.energyConsumption),
    heatingType: values.heatingType,
    locationEnvironment: orNull(values.locationEnvironment),
    equipmentFeatures: orNull(values.equipmentFeatures),
    images: cleanList(values.images),
    features: cleanList(values.features),
    ...listingDataBody(values),
    ...procedureBody(values, CREATE_LANGUAGE),
  };
}
