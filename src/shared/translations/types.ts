import type { Language } from '#shared/languages.ts';
import type { TranslationCategory } from './translation-categories';

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

/** The texts of each language from a list of entries, each map built once, on first use. */
export function translationMaps(entries: readonly TranslationEntry[]): (language: Language) => TranslationMap {
  const maps = new Map<Language, TranslationMap>();
  return (language) => {
    let map = maps.get(language);
    if (!map) {
      map = toTranslationMap(entries, language);
      maps.set(language, map);
    }
    return map;
  };
}
