import { LANGUAGES, type Language } from '#shared/languages.ts';
import type { TranslationCategory } from '#shared/translations/translation-categories.ts';
import type { Translation, TranslationCoverage } from '#shared/translations/schemas.ts';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';

type TextStatus = 'default' | 'edited' | 'own';

/**
 * One text of the site in one language, as the translations tab lists it (decision 0117): a
 * built-in text whether or not it was ever stored, a stored change of one, or a key of the agency's
 * own. `id` is the stored row's; null for a built-in text nobody changed (nothing is stored).
 */
export interface TextRow {
  id: string | null;
  key: string;
  language: Language;
  category: TranslationCategory;
  value: string;
  status: TextStatus;
  /** The built-in text, where there is one. */
  defaultText?: string;
}

const BUILT_IN = new Map(DEFAULT_TRANSLATIONS.map((entry) => [entry.key as string, entry]));

/** Every text the site uses: the built-in keys. */
export const BUILT_IN_COUNT = BUILT_IN.size;

/** A stored row as a row of the list: unchanged, changed, or the agency's own key. */
function rowOfStored(row: Translation): TextRow {
  const defaultText = BUILT_IN.get(row.key)?.[row.language];
  if (defaultText === undefined) return { ...row, status: 'own' };
  return { ...row, status: row.value === defaultText ? 'default' : 'edited', defaultText };
}

/** What a key says in each language: the stored text where there is one, else the built-in. */
function textsOf(key: string, coverage: TranslationCoverage | undefined): string[] {
  const builtIn = BUILT_IN.get(key);
  return LANGUAGES.map((language) => coverage?.[language]?.[key] ?? builtIn?.[language] ?? '');
}

/**
 * The list for one language: every built-in text (the stored one where it was changed) and every
 * key of the agency's own, optionally of one category, ordered by category and key; with a search,
 * those whose key or whose text in any of the three languages contains it (case-insensitive), so
 * "Interessiert" finds its key in the English list too.
 */
export function textRows(
  stored: readonly Translation[],
  coverage: TranslationCoverage | undefined,
  language: Language,
  category: TranslationCategory | '',
  search: string,
): TextRow[] {
  const storedByKey = new Map(stored.map((row) => [row.key, row]));
  const rows: TextRow[] = [];
  for (const entry of DEFAULT_TRANSLATIONS) {
    if (category && entry.category !== category) continue;
    const row = storedByKey.get(entry.key);
    rows.push(
      row
        ? rowOfStored(row)
        : {
            id: null,
            key: entry.key,
            language,
            category: entry.category,
            value: entry[language],
            status: 'default',
            defaultText: entry[language],
          },
    );
  }
  for (const row of stored) {
    if (!BUILT_IN.has(row.key) && (!category || row.category === category)) rows.push(rowOfStored(row));
  }
  const needle = search.trim().toLowerCase();
  const found = needle
    ? rows.filter(
        (row) =>
          row.key.toLowerCase().includes(needle) ||
          textsOf(row.key, coverage).some((text) => text.toLowerCase().includes(needle)),
      )
    : rows;
  // Byte order, as the server lists them, whatever the browser's collation.
  const order = (row: TextRow) => `${row.category}\u0000${row.key}`;
  return found.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/**
 * How many texts each language has, out of every key there is (built-in and the agency's own): a
 * built-in text always has one; an own key counts where it was written.
 */
export function coverageCounts(coverage: TranslationCoverage | undefined): {
  total: number;
  perLanguage: Record<Language, number>;
} {
  const ownKeys = new Set<string>();
  for (const language of LANGUAGES) {
    for (const key of Object.keys(coverage?.[language] ?? {})) if (!BUILT_IN.has(key)) ownKeys.add(key);
  }
  const perLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      BUILT_IN_COUNT + [...ownKeys].filter((key) => coverage?.[language]?.[key] !== undefined).length,
    ]),
  ) as Record<Language, number>;
  return { total: BUILT_IN_COUNT + ownKeys.size, perLanguage };
}
