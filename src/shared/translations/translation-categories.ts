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
