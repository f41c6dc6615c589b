/** Business constants shared by server and client (SPEC §3, §9). */

export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
export const LANGUAGE_STORAGE_KEY = 'selected-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const TRANSLATION_CATEGORIES = [
  'navigation',
  'property',
  'offer',
  'ui',
  'admin',
  'error',
  'success',
  'validation',
  'action',
  'unit',
] as const;
export type TranslationCategory = (typeof TRANSLATION_CATEGORIES)[number];

export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** GEG §87 certificate types: Bedarfsausweis (calculated demand), Verbrauchsausweis (measured use). */
export const ENERGY_CERTIFICATE_TYPES = ['demand', 'consumption'] as const;

/** GEG §87 main energy carriers for heating; each is shown through the key energyCarrier.<name>. */
export const ENERGY_CARRIERS = [
  'naturalGas',
  'heatingOil',
  'liquidGas',
  'districtHeating',
  'electricity',
  'woodPellets',
  'firewood',
  'ambientHeat',
  'solarThermal',
  'coal',
] as const;

export const HEATING_TYPES = ['Gas', 'Öl', 'Fernwärme', 'Wärmepumpe', 'Solar', 'Pellets', 'Elektro'] as const;

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

/** Fixed contact data shown in the footer (SPEC §9). */
export const CONTACT = {
  company: 'Isarwert Immobilien GmbH',
  phone: '+49 89 2154 7380',
  email: 'angebote@isarwert-immobilien.de',
  street: 'Maximilianstraße 18',
  city: '80539 München',
} as const;

export const COPYRIGHT_YEAR = 2024;

/** SPEC §7: the anti-forgery token's cookie and the header that echoes it. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** SPEC §2: the name the offers export is saved under. */
export const OFFERS_EXPORT_FILE_NAME = 'bids-export.xlsx';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
