import { LANGUAGES, isLanguage } from '#shared/languages.ts';
import { ChevronDown, Globe } from '#client/components/ui/icons.tsx';
import { useI18n } from '#client/lib/i18n.tsx';
import { wantEveryPart } from '#client/lib/lazy-part.tsx';
import { usePrefetchTranslations } from '#client/lib/translations-ready.tsx';

/**
 * de (Deutsch) / en (English) / fr (Français). A native select under a compact pill: the phone's
 * own picker, full keyboard and screen-reader support, and almost no code.
 */
export function LanguageSelector() {
  const { t, language, setLanguage } = useI18n();
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
      <span aria-hidden>{language.toUpperCase()}</span>
      <ChevronDown className="h-3.5 w-3.5 text-stone-500" aria-hidden />
      <select
        value={language}
        aria-label={t('language.select')}
        onPointerEnter={prepare}
        onFocus={prepare}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
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
