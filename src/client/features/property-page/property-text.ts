import { LOCALES, type Language } from '#shared/languages.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { localizedList, localizedText } from '#shared/localized.ts';

/** The property's texts in one language, each falling back to the German base field. */
export interface PropertyText {
  title: string;
  description: string;
  features: string[];
  heatingType: string;
  locationEnvironment: string | null;
  equipmentFeatures: string | null;
}

export function propertyText(property: Property, language: Language): PropertyText {
  const p = property;
  return {
    title: localizedText(language, p.title, p.titleEn, p.titleFr),
    description: localizedText(language, p.description, p.descriptionEn, p.descriptionFr),
    features: localizedList(language, p.features, p.featuresEn, p.featuresFr),
    heatingType: localizedText(language, p.heatingType, p.heatingTypeEn, p.heatingTypeFr),
    locationEnvironment: localizedText(
      language,
      p.locationEnvironment,
      p.locationEnvironmentEn,
      p.locationEnvironmentFr,
    ),
    equipmentFeatures: localizedText(language, p.equipmentFeatures, p.equipmentFeaturesEn, p.equipmentFeaturesFr),
  };
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** A calendar date (YYYY-MM-DD) in the language's usual form, e.g. 14.03.2031 or 14 Mar 2031. */
export function formatCalendarDate(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
