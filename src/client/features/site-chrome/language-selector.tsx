import { useRef, useState } from 'react';
import { LANGUAGES, isLanguage } from '#shared/languages.ts';
import { ChevronDown, Globe } from '#client/components/ui/icons.tsx';
import { useI18n } from '#client/lib/i18n.tsx';
import { wantEveryPart } from '#client/lib/lazy-part.tsx';
import { usePrefetchTranslations } from '#client/lib/translations-ready.tsx';

/**
 * de (Deutsch) / en (English) / fr (Français). A native select under a compact pill: the phone's
 * own picker, full keyboard and screen-reader support, and almost no code. A choice from the
 * picker or with the pointer switches at once. A closed select also steps to another option by
 * itself on arrows, Home/End, Page Up/Down and type-ahead (Chromium and Firefox on Linux and
 * Windows), firing a change each time: such a step only shows the language stepped to, Enter
 * switches to it, and leaving the field puts the current one back (a page must not change
 * language on the way from German to French). A change made while a key other than Enter, Space
 * or Alt+Arrow (which may open the list) is down counts as a step; any other change is a choice.
 */
export function LanguageSelector() {
  const { t, language, setLanguage } = useI18n();
  const [steppedTo, setSteppedTo] = useState<string>();
  const stepping = useRef(false);
  const shown = steppedTo ?? language;
  const switchTo = (chosen: string | undefined) => {
    setSteppedTo(undefined);
    if (isLanguage(chosen)) setLanguage(chosen);
  };
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
      <span aria-hidden>{shown.toUpperCase()}</span>
      <ChevronDown className="h-3.5 w-3.5 text-stone-500" aria-hidden />
      <select
        value={shown}
        aria-label={t('language.select')}
        onPointerEnter={prepare}
        onFocus={prepare}
        onKeyDown={(event) => {
          stepping.current = !event.altKey && !/^( |Enter)$/.test(event.key);
          if (event.key === 'Enter') switchTo(steppedTo);
        }}
        // A key's change comes between its keydown and keyup: any other change is a choice.
        onKeyUp={() => (stepping.current = false)}
        onBlur={() => setSteppedTo(undefined)}
        onChange={(event) => (stepping.current ? setSteppedTo : switchTo)(event.target.value)}
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
