import { useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGES, isLanguage, type Language } from '#shared/languages.ts';
import { ChevronDown, Globe } from '#client/components/ui/icons.tsx';
import { useI18n } from '#client/lib/i18n.tsx';
import { wantEveryPart } from '#client/lib/lazy-part.tsx';
import { usePrefetchTranslations } from '#client/lib/translations-ready.tsx';

/**
 * Keys with which a closed select steps to the next option by itself (Chromium and Firefox on
 * Linux and Windows), firing a change on the way: the language switches on explicit choice only.
 */
const isStepKey = (event: KeyboardEvent<HTMLSelectElement>) =>
  !event.altKey && (/^(Arrow|Page)|^(Home|End)$/.test(event.key) || event.key.length === 1) && event.key !== ' ';

/**
 * de (Deutsch) / en (English) / fr (Français). A native select under a compact pill: the phone's
 * own picker, full keyboard and screen-reader support, and almost no code. A choice from the
 * picker or with the pointer switches at once; stepping through the closed select with the
 * keyboard only shows the language stepped to, Enter switches to it, and leaving the field puts
 * the current one back (a page must not change language on the way from German to French).
 */
export function LanguageSelector() {
  const { t, language, setLanguage } = useI18n();
  const [steppedTo, setSteppedTo] = useState<Language | null>(null);
  const stepping = useRef(false);
  const prefetchTranslations = usePrefetchTranslations();
  // Everything the page shows changes with the language: its texts and the code of the parts that
  // have not started yet are fetched as the visitor heads for the selector.
  const prepare = () => {
    prefetchTranslations();
    wantEveryPart();
  };
  return (
    <div className="lang-toggle">
      <Globe className="h-4 w-4 text-gold-deep" aria-hidden />
      <span aria-hidden>{(steppedTo ?? language).toUpperCase()}</span>
      <ChevronDown className="h-3.5 w-3.5 text-stone-500" aria-hidden />
      <select
        value={steppedTo ?? language}
        aria-label={t('language.select')}
        onPointerEnter={prepare}
        onFocus={prepare}
        onPointerDown={() => (stepping.current = false)}
        onKeyDown={(event) => {
          stepping.current = isStepKey(event);
          if (event.key === 'Enter' && steppedTo) {
            event.preventDefault();
            setSteppedTo(null);
            setLanguage(steppedTo);
          }
        }}
        onBlur={() => setSteppedTo(null)}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          if (!stepping.current) {
            setSteppedTo(null);
            setLanguage(chosen);
          } else setSteppedTo(chosen === language ? null : chosen);
          stepping.current = false;
        }}
        className="lang-select"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {/* language.de|en|fr: each language's name in that language, what a visitor looks for. */}
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
