import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/languages.ts';
import { useI18n } from './i18n';
import { translationsQuery } from './translations-query';

/**
 * The main bundle carries only the German texts of the public screens; the English and French
 * ones come with the server's map. So that an English or French visitor never sees German flash
 * by, the first paint of a screen waits for that map (or for its failure: then German is what
 * there is). Once shown, a screen is never swapped for the fallback again.
 */
export function TranslationsReady({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { language } = useI18n();
  // Observes the i18n provider's query (same key) without fetching on its own.
  const map = useQuery({ ...translationsQuery(language), enabled: false });
  const [shown, setShown] = useState(false);
  const waiting = !shown && language !== DEFAULT_LANGUAGE && map.status === 'pending';
  if (!waiting && !shown) setShown(true);
  return waiting ? fallback : children;
}

/** Fetches every language's map ahead (e.g. when the language selector is approached), so a switch is instant. */
export function usePrefetchTranslations(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    for (const code of LANGUAGES) void client.prefetchQuery(translationsQuery(code));
  }, [client]);
}
