import type { TranslationCategory } from '#shared/translations/translation-categories.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';

/**
 * The label of each of the ten translation categories. Three of them share their text, in all
 * three languages, with a label elsewhere, and so share its key: one text, one key.
 */
export const CATEGORY_LABELS = {
  navigation: 'admin.translations.category.navigation',
  property: 'admin.properties.colProperty',
  offer: 'nav.offer',
  ui: 'admin.translations.category.ui',
  admin: 'admin.translations.category.admin',
  error: 'admin.images.errorTitle',
  success: 'admin.translations.category.success',
  validation: 'admin.translations.category.validation',
  action: 'admin.translations.category.action',
  unit: 'admin.translations.category.unit',
} as const satisfies Record<TranslationCategory, PlainTranslationKey>;
