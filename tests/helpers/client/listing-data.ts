import type { Standing } from '#shared/procedure/schemas.ts';
import type { Property, PropertyWithProcedure } from '#shared/properties/schemas.ts';

type ListingData = Pick<
  Property,
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
  | 'contactPhoto'
  | 'imageAltTexts'
>;

type ProcedureSettings = Omit<PropertyWithProcedure, Exclude<keyof Property, 'offerMode' | 'buyerCommission'>>;

/** The standing of a sealed procedure without a minimum, the plainest a form can meet. */
export const SEALED_STANDING: Standing = {
  mode: 'sealed',
  highestOffer: null,
  offerCount: null,
  endsAt: '2030-01-01T12:00:00.000Z',
  minimumOffer: null,
  minimumStep: null,
  extensionMinutes: 0,
  verifiedOffersOnly: false,
};

/** What visitors learn of a procedure nobody configured: sealed, no minimum, no commission stated. */
export const PLAIN_PUBLIC_PROCEDURE: Pick<Property, 'offerMode' | 'publicMinimumOffer' | 'buyerCommission'> = {
  offerMode: 'sealed',
  publicMinimumOffer: null,
  buyerCommission: null,
};

/** A property as the plain create call makes it: none of the optional listing data. */
export const NO_LISTING_DATA: ListingData = {
  rooms: null,
  floor: null,
  plotArea: null,
  energyCertificateType: null,
  energyCarrier: null,
  energyCertificateYear: null,
  energyCertificateValidUntil: null,
  energyCertificatePending: false,
  contactName: null,
  contactRole: null,
  contactRoleEn: null,
  contactRoleFr: null,
  contactPhone: null,
  contactEmail: null,
  contactPhoto: null,
  imageAltTexts: {},
};

/** Every listing fact and the contact person filled in, as the demo property has them. */
export const FULL_LISTING_DATA: ListingData = {
  rooms: 3.5,
  floor: 2,
  plotArea: 420,
  energyCertificateType: 'demand',
  energyCarrier: 'naturalGas',
  energyCertificateYear: 2021,
  energyCertificateValidUntil: '2031-05-17',
  energyCertificatePending: false,
  contactName: 'Katharina Brandl',
  contactRole: 'Immobilienberaterin',
  contactRoleEn: 'Property consultant',
  contactRoleFr: null,
  contactPhone: '+49 89 2154 7384',
  contactEmail: 'k.brandl@example.com',
  contactPhoto: null,
  imageAltTexts: {},
};

/** The procedure of a property nobody configured: sealed, no minimum, no step, no extension (decision 0069). */
const DEFAULT_PROCEDURE: ProcedureSettings = {
  offerMode: 'sealed',
  minimumOffer: null,
  minimumOfferShown: true,
  minimumStep: null,
  extensionMinutes: 0,
  verifiedOffersOnly: false,
  discloseBidLog: false,
  offersRequireDocuments: false,
  offersRequireViewing: false,
  buyerCommission: null,
};

/** A property as the admin's forms receive it: the same "Altbau" for every form test. */
export function altbauProperty(overrides: Partial<PropertyWithProcedure> = {}): PropertyWithProcedure {
  return {
    id: 'p1',
    slug: 'altbau',
    title: 'Altbau',
    titleEn: 'Old building',
    titleFr: null,
    description: 'Schön',
    descriptionEn: null,
    descriptionFr: null,
    address: 'Straße 1',
    price: '0.00',
    livingArea: 120,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1904,
    images: [],
    features: ['Balkon'],
    featuresEn: null,
    featuresFr: ['Balcon'],
    energyClass: 'C',
    energyConsumption: 92,
    heatingType: 'Gas',
    heatingTypeEn: null,
    heatingTypeFr: null,
    locationEnvironment: 'Ruhig',
    locationEnvironmentEn: null,
    locationEnvironmentFr: null,
    equipmentFeatures: null,
    equipmentFeaturesEn: null,
    equipmentFeaturesFr: null,
    isActive: true,
    onHomePage: false,
    ...NO_LISTING_DATA,
    ...DEFAULT_PROCEDURE,
    auctionEndDate: '2026-05-01T10:30:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
