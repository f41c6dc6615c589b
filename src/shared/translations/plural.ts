import { LOCALES, type Language } from '#shared/languages.ts';
import { fillTemplate } from '#shared/localized.ts';

const RULES = new Map<Language, Intl.PluralRules>();

function rulesOf(language: Language): Intl.PluralRules {
  let rules = RULES.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language]);
    RULES.set(language, rules);
  }
  return rules;
}

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
  const form = forms.length > 1 && rulesOf(language).select(count) === 'one' ? forms[0]! : forms[forms.length - 1]!;
  return fillTemplate(form, values);
}
