import type { Language } from '../constants';
import { ADMIN_TRANSLATIONS } from './admin';
import { COMMON_TRANSLATIONS } from './common';
import { PUBLIC_SITE_TRANSLATIONS } from './public-site';
import { toTranslationMap, type TranslationEntry, type TranslationMap } from './types';

/** The complete built-in default set (server side and the admin seed button). */
export const DEFAULT_TRANSLATIONS: readonly TranslationEntry[] = [
  ...COMMON_TRANSLATIONS,
  ...PUBLIC_SITE_TRANSLATIONS,
  ...ADMIN_TRANSLATIONS,
];

const mapCache = new Map<Language, TranslationMap>();

export function defaultTranslationMap(language: Language): TranslationMap {
  let map = mapCache.get(language);
  if (!map) {
    map = toTranslationMap(DEFAULT_TRANSLATIONS, language);
    mapCache.set(language, map);
  }
  return map;
}
