import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '#shared/languages.ts';
import { translator, useI18n, type Translate } from './i18n';
import { translationsQuery } from './translations-query';

/**
 * Texts in one fixed language inside a screen that is in another. The admin is English,
 * yet some of its texts are German (the sub-pages panel, the new-property modal, the
 * image panel, a few empty states and error toasts). Those are looked up in German here, from the
 * same server map and the surrounding scope's built-in texts, so editing their German translation
 * changes what the admin shows.
 */
export function useFixedLanguageT(language: Language): Translate {
  const { builtIn } = useI18n();
  const { data } = useQuery(translationsQuery(language));
  return useMemo(() => translator({ ...builtIn(language), ...data }), [builtIn, language, data]);
}
