import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../shared/constants';
import { toTranslationMap, type TranslationEntry, type TranslationMap } from '../../shared/translations/types';
import { TRANSLATIONS_TIMING } from './query-client';

export type Translate = (key: string, fallback?: string) => string;

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
  /** True once the server's map (not only the built-in defaults) is in use. */
  loaded: boolean;
}

const I18nContext = createContext<I18nValue | null>(null);

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

export const TRANSLATIONS_ERROR = 'Failed to fetch translations';

async function fetchTranslations({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) {
  const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
  if (!response.ok) throw new Error(TRANSLATIONS_ERROR);
  return (await response.json()) as TranslationMap;
}

/** SPEC §1: the server's text, else the supplied default, else the key itself. */
export function lookup(map: TranslationMap | undefined, key: string, fallback?: string): string {
  return map?.[key] ?? fallback ?? key;
}

interface ScopeProps {
  language: Language;
  setLanguage: (language: Language) => void;
  /** Built-in texts shown until the server's map arrives, so no key ever flashes. */
  defaults: readonly TranslationEntry[];
  children: ReactNode;
}

function LanguageScope({ language, setLanguage, defaults, children }: ScopeProps) {
  const builtIn = useMemo(() => toTranslationMap(defaults, language), [defaults, language]);
  const query = useQuery<TranslationMap>({
    queryKey: [`/api/translations/${language}`],
    queryFn: fetchTranslations,
    ...TRANSLATIONS_TIMING,
  });
  const map = useMemo(() => ({ ...builtIn, ...query.data }), [builtIn, query.data]);
  const t = useCallback<Translate>((key, fallback) => lookup(map, key, fallback), [map]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(
    () => ({ language, setLanguage, t, loaded: query.data !== undefined }),
    [language, setLanguage, t, query.data],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The visitor's language: chosen in the selector, kept in localStorage under selected-language. */
export function I18nProvider({ defaults, children }: { defaults: readonly TranslationEntry[]; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);
  return (
    <LanguageScope language={language} setLanguage={setLanguage} defaults={defaults}>
      {children}
    </LanguageScope>
  );
}

const ignoreLanguageChange = () => undefined;

/** A subtree in a fixed language (the admin is English) without touching the visitor's stored choice. */
export function ForcedLanguage({
  language,
  defaults,
  children,
}: {
  language: Language;
  defaults: readonly TranslationEntry[];
  children: ReactNode;
}) {
  const outer = useContext(I18nContext);
  // Restore <html lang> for the visitor's language when leaving the forced subtree.
  useEffect(() => () => void (outer && (document.documentElement.lang = outer.language)), [outer]);
  return (
    <LanguageScope language={language} setLanguage={ignoreLanguageChange} defaults={defaults}>
      {children}
    </LanguageScope>
  );
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}
