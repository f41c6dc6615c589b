import type { TranslationEntry } from './types';

/** Where a list that comes a page at a time stands: the admin's tables and the public overview. */
export const PAGE_OF_TRANSLATION = {
  key: 'paging.pageOf',
  category: 'navigation',
  de: 'Seite {page} von {pages}',
  en: 'Page {page} of {pages}',
  fr: 'Page {page} sur {pages}',
} as const satisfies TranslationEntry;
