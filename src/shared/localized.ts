import type { Language } from './languages';

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * For English or French the localized field if it is non-empty, else the German base
 * field; any other language gets the base field.
 */
export function localizedText(
  language: Language | string,
  base: string,
  en: string | null | undefined,
  fr: string | null | undefined,
): string;
export function localizedText(
  language: Language | string,
  base: string | null | undefined,
  en: string | null | undefined,
  fr: string | null | undefined,
): string | null;
export function localizedText(
  language: Language | string,
  base: string | null | undefined,
  en: string | null | undefined,
  fr: string | null | undefined,
): string | null {
  if (language === 'en' && hasText(en)) return en;
  if (language === 'fr' && hasText(fr)) return fr;
  return base ?? null;
}

/** The same rule for lists: a localized list counts when it has at least one non-blank entry. */
export function localizedList(
  language: Language | string,
  base: readonly string[],
  en: readonly string[] | null | undefined,
  fr: readonly string[] | null | undefined,
): string[] {
  const pick = (list: readonly string[] | null | undefined) => (list ?? []).filter(hasText);
  if (language === 'en' && pick(en).length > 0) return pick(en);
  if (language === 'fr' && pick(fr).length > 0) return pick(fr);
  return pick(base);
}

/** Replaces {name} placeholders in a translated text. */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
