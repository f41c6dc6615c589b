import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.ts';
import { TOAST_TRANSLATIONS } from '#shared/translations/common.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { translator, type Translate } from '#client/lib/i18n.tsx';
import { translationsQuery } from '#client/lib/translations-query.ts';

const TOAST_TEXTS = translationMaps(TOAST_TRANSLATIONS);

function watchDocumentLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

function documentLanguage(): Language {
  const declared = document.documentElement.lang;
  return isLanguage(declared) ? declared : DEFAULT_LANGUAGE;
}

/**
 * The toast area's own texts in the language the page declares (<html lang>): the visitor's on
 * the public site, English on the admin. The toaster sits outside the screens' language scopes
 * (the admin forces English only for its own subtree), so the page's declared language is what
 * its texts must match. Admin-edited texts (the server's map) win over the built-in ones.
 */
export function useToastTexts(): Translate {
  const language = useSyncExternalStore(watchDocumentLanguage, documentLanguage, () => DEFAULT_LANGUAGE);
  const { data } = useQuery(translationsQuery(language));
  return useMemo(() => translator({ ...TOAST_TEXTS(language), ...data }), [language, data]);
}
