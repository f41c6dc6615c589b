import type { TranslationEntry } from './types';

/** Texts of the public screens: property page, offer form, content pages, footer. */
export const PUBLIC_SITE_TRANSLATIONS: readonly TranslationEntry[] = [];
