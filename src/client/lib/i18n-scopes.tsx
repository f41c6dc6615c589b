import { useCallback, useEffect, type ReactNode } from 'react';
import type { Language } from '#shared/languages.ts';
import type { TranslationMap } from '#shared/translations/types.ts';
import { LanguageScope, useI18n, type BuiltInTexts } from './i18n';

/*
 * Nested language scopes, used by lazily loaded parts only: this module stays out of the main
 * bundle (docs/decisions/0044-texts-from-one-source.md).
 */

/**
 * The built-in texts a lazily loaded part of the public site brings along (its German texts from
 * 'virtual:public-texts/<part>'), for the subtree it renders: the main bundle has only the first
 * screen's.
 */
export function WithBuiltInTexts({ texts, children }: { texts: TranslationMap; children: ReactNode }) {
  const { language, setLanguage, builtIn } = useI18n();
  const withTexts = useCallback((code: Language) => ({ ...texts, ...builtIn(code) }), [texts, builtIn]);
  return (
    <LanguageScope language={language} setLanguage={setLanguage} builtIn={withTexts}>
      {children}
    </LanguageScope>
  );
}

const ignoreLanguageChange = () => undefined;

/** A subtree in a fixed language (the admin is English) without touching the visitor's stored choice. */
export function ForcedLanguage({
  language,
  builtIn,
  children,
}: {
  language: Language;
  builtIn: BuiltInTexts;
  children: ReactNode;
}) {
  const outer = useI18n().language;
  // Restore <html lang> for the visitor's language when leaving the forced subtree.
  useEffect(() => () => void (document.documentElement.lang = outer), [outer]);
  return (
    <LanguageScope language={language} setLanguage={ignoreLanguageChange} builtIn={builtIn}>
      {children}
    </LanguageScope>
  );
}
