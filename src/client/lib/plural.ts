import type { Language } from '#shared/languages.ts';
import type { PlaceholderOf, TranslationKey } from '#shared/translations/index.ts';
import { countedText } from '#shared/translations/plural.ts';
import type { Translate } from './i18n';

/**
 * A counted text of the translation set in `language` (the language `t` speaks), its form chosen
 * for `count` by countedText (src/shared/translations/plural.ts: forms separated by "|", singular
 * first). `values` fills the placeholders, the count's included.
 */
export function plural<Key extends TranslationKey>(
  t: Translate,
  language: Language,
  key: Key,
  count: number,
  values: Record<PlaceholderOf<Key>, string | number>,
): string {
  // Without values t() gives the text as stored, every form with its placeholders.
  const text = (t as (key: TranslationKey) => string)(key);
  return countedText(text, language, count, values);
}
