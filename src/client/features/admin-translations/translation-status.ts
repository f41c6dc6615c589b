import type { TranslationCategory } from '#shared/translations/translation-categories.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';

/** Where the texts of a category appear, shown beside each entry. */
export const CATEGORY_WHERE = {
  navigation: 'admin.translations.where.navigation',
  property: 'admin.translations.where.property',
  // The same text as the form's own label: one text, one key.
  offer: 'offer.formLabel',
  ui: 'admin.translations.where.ui',
  admin: 'admin.translations.where.admin',
  error: 'admin.translations.where.error',
  success: 'admin.translations.where.success',
  validation: 'admin.translations.where.validation',
  action: 'admin.translations.where.action',
  unit: 'admin.translations.where.unit',
} as const satisfies Record<TranslationCategory, PlainTranslationKey>;

/** Long lists are shown a page at a time (the whole set is some 900 texts a language). */
export const TRANSLATIONS_PAGE_SIZE = 50;
