import { queryOptions } from '@tanstack/react-query';
import type { Language } from '#shared/languages.ts';
import { queryKeyOf, request } from './api-client';
import { TRANSLATIONS_TIMING } from './query-client';

/** What a failed load of the map says. */
const TRANSLATIONS_ERROR = 'Failed to fetch translations';

/**
 * The one query of a language's texts (GET /api/translations/:language): the provider, the
 * fixed-language lookups and the gate that holds English and French screens all use it, so they
 * share one cache entry per language.
 */
export function translationsQuery(language: Language) {
  const input = { params: { language } };
  return queryOptions({
    queryKey: queryKeyOf('getTranslations', input),
    queryFn: () =>
      request('getTranslations', input).catch(() => {
        throw new Error(TRANSLATIONS_ERROR);
      }),
    ...TRANSLATIONS_TIMING,
  });
}
