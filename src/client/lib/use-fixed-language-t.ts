import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Language } from '../../shared/constants';
import { toTranslationMap, type TranslationEntry, type TranslationMap } from '../../shared/translations/types';
import { lookup, type Translate } from './i18n';
import { TRANSLATIONS_TIMING } from './query-client';

/**
 * Texts in one fixed language inside a screen that is in another. The admin is English (SPEC §2),
 * yet SPEC shows some of its texts in German (the sub-pages panel, the new-property modal, the
 * image panel, a few empty states and error toasts). Those are looked up in German here, from the
 * same server map and built-in defaults as everywhere else, so editing their German translation
 * changes what the admin shows.
 */
export function useFixedLanguageT(language: Language, defaults: readonly TranslationEntry[]): Translate {
  const builtIn = useMemo(() => toTranslationMap(defaults, language), [defaults, language]);
  const { data } = useQuery<TranslationMap>({
    queryKey: [`/api/translations/${language}`],
    ...TRANSLATIONS_TIMING,
  });
  const map = useMemo(() => ({ ...builtIn, ...data }), [builtIn, data]);
  return useCallback<Translate>((key, fallback) => lookup(map, key, fallback), [map]);
}
