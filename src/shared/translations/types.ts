import type { Language, TranslationCategory } from '../constants';

/** One text of the built-in default set, in all three languages. */
export interface TranslationEntry {
  key: string;
  category: TranslationCategory;
  de: string;
  en: string;
  fr: string;
}

export type TranslationMap = Record<string, string>;

export function toTranslationMap(entries: readonly TranslationEntry[], language: Language): TranslationMap {
  const map: TranslationMap = {};
  for (const entry of entries) map[entry.key] = entry[language];
  return map;
}
