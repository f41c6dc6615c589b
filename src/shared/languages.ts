/** The site's languages (German is the default) and where the visitor's choice is kept. */

export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** The locale each language formats numbers and dates with. */
export const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR' };
export const LANGUAGE_STORAGE_KEY = 'selected-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
