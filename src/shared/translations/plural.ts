import { LOCALES, type Language } from '#shared/languages.ts';
import { fillTemplate } from '#shared/localized.ts';

/**
 * The one way a counted text is written: its forms in one text, separated by "|", the singular
 * first (Intl.PluralRules' category "one") and the plural last (every other category), e.g.
 * "{count} Angebot|{count} Angebote". The language's rules pick the form: German and English take
 * the singular for 1 only, French for 0 and 1 ("0 offre", "1 offre", "2 offres"). A text without
 * "|" serves every count. The placeholders are filled like t()'s, after the form is chosen, so a
 * value may contain "|".
 */
export function countedText(
  text: string,
  language: Language,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const forms = text.split('|');
  // Made per call, not kept: a page counts a handful of things, and the public page's first bundle
  // is the smaller for it.
  const one = forms.length > 1 && new Intl.PluralRules(LOCALES[language]).select(count) === 'one';
  return fillTemplate(one ? forms[0]! : forms[forms.length - 1]!, values);
}
