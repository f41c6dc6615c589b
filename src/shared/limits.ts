/** The longest values and largest uploads the API takes. */
export const LIMITS = {
  translationKey: 255,
  translationLanguage: 5,
  translationCategory: 100,
  propertyTitle: 255,
  propertyAddress: 255,
  energyClass: 10,
  heatingType: 100,
  contactName: 255,
  contactRole: 100,
  contactPhone: 50,
  contactEmail: 255,
  imageAltText: 300,
  offerName: 100,
  offerEmail: 255,
  offerPhone: 50,
  /** The admin's internal note on an offer. */
  offerNote: 2_000,
  pageSlug: 100,
  pageTitle: 255,
  /** Long free texts (descriptions, page content): generous, but bounded. */
  longText: 50_000,
  shortText: 1_000,
  featureCount: 100,
  imagesPerProperty: 10,
  imageBytes: 5 * 1024 * 1024,
  /** numeric(12,2): ten digits before the decimal point. */
  maxAmount: '9999999999.99',
} as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
