import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '#shared/languages.ts';
import { LANGUAGE_COOKIE } from '#shared/site/site-render.ts';
import type { PlaceholderOf, PlainTranslationKey, TranslationKey } from '#shared/translations/index.ts';
import type { TranslationMap } from '#shared/translations/types.ts';
import { whenEveryPartLoaded } from './lazy-part';
import { fillTemplate } from '#shared/localized.ts';
import { translationsQuery } from './translations-query';

/** The values of a text's `{name}` placeholders (none for a text without them). */
type TextValues<Key extends TranslationKey> = [PlaceholderOf<Key>] extends [never]
  ? never
  : Record<PlaceholderOf<Key>, string | number>;

/**
 * A text in the current language: `t(key)`, or `t(key, { name: value })` for a text with
 * placeholders. Keys come from the default set (src/shared/translations), and the values must
 * name exactly the placeholders of the key's text: both are checked by the compiler.
 */
export interface Translate {
  (key: PlainTranslationKey): string;
  <Key extends TranslationKey>(key: Key, values: TextValues<Key>): string;
}

/** The built-in texts of a language, shown until (or instead of) the server's map. */
export type BuiltInTexts = (language: Language) => TranslationMap;

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
  /** The built-in texts of this scope, for lookups in another language (useFixedLanguageT). */
  builtIn: BuiltInTexts;
}

const I18nContext = createContext<I18nValue | null>(null);

function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The cookie the server reads to render a page in the visitor's language (a year; the stored choice stays the source). */
function mirrorIntoCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

/** ?lang=de|en|fr in the address (the per-language links search engines and shared links use), if any. */
function addressLanguage(): Language | null {
  try {
    const fromAddress = new URLSearchParams(window.location.search).get('lang');
    return isLanguage(fromAddress) ? fromAddress : null;
  } catch {
    // No address to read (not a browser page).
    return null;
  }
}

/**
 * ?lang=en in the address wins over the stored choice and becomes the stored choice, as if picked
 * in the selector.
 */
function wantedLanguage(fallback: Language): Language {
  const fromAddress = addressLanguage();
  if (!fromAddress) return storedLanguage() ?? fallback;
  storeLanguage(fromAddress);
  return fromAddress;
}

/** The server's text, else the built-in default, else the key itself; placeholders filled. */
export function lookup(map: TranslationMap | undefined, key: string, values?: Record<string, string | number>): string {
  const text = map?.[key] ?? key;
  return values ? fillTemplate(text, values) : text;
}

/** t() over one map (built-in texts overlaid by the server's). */
export function translator(map: TranslationMap): Translate {
  return (key: TranslationKey, values?: Record<string, string | number>) => lookup(map, key, values);
}

interface ScopeProps {
  language: Language;
  setLanguage: (language: Language) => void;
  /** Built-in texts shown until the server's map arrives, so no key ever flashes. */
  builtIn: BuiltInTexts;
  children: ReactNode;
}

/** t() of one language: the server's map over the built-in texts (i18n-scopes.tsx nests more scopes). */
export function LanguageScope({ language, setLanguage, builtIn, children }: ScopeProps) {
  const query = useQuery(translationsQuery(language));
  const t = useMemo(() => translator({ ...builtIn(language), ...query.data }), [builtIn, language, query.data]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage, t, builtIn }), [language, setLanguage, t, builtIn]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The visitor's language: chosen in the selector (or by ?lang=), kept in localStorage under
 * selected-language and mirrored into a cookie of that name for the server. A page the server
 * rendered starts in the language it was rendered in (`renderedLanguage`), so that the browser can
 * adopt its markup, and turns to the stored choice right after if that differs (a choice made
 * before the cookie existed).
 */
export function I18nProvider({
  builtIn,
  renderedLanguage,
  children,
}: {
  builtIn: BuiltInTexts;
  renderedLanguage?: Language;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<Language>(() => renderedLanguage ?? wantedLanguage(DEFAULT_LANGUAGE));
  // Every text changes: the parts whose code has not loaded yet (lib/lazy-part.tsx) fetch it, and
  // the page keeps showing the old language until they can show the new one.
  const changeLanguage = useCallback((next: Language) => {
    whenEveryPartLoaded(() => startTransition(() => setLanguageState(next)));
  }, []);
  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      changeLanguage(next);
    },
    [changeLanguage],
  );
  useEffect(() => {
    // The stored choice can only be read in the browser, after the server's markup was adopted:
    // one more render, once, for a visitor whose choice the cookie did not carry.
    if (renderedLanguage) {
      const wanted = wantedLanguage(renderedLanguage);
      if (wanted !== renderedLanguage) changeLanguage(wanted);
    }
    // Only the first render can be a rendered page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => mirrorIntoCookie(language), [language]);
  return (
    <LanguageScope language={language} setLanguage={setLanguage} builtIn={builtIn}>
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
