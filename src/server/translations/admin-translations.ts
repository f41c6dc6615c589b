import { and, asc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { type TranslationCategory } from '#shared/translations/translation-categories.ts';
import type { Translation, TranslationCoverage, TranslationCreateBody } from '#shared/translations/schemas.ts';
import type { Database } from '../db/client';
import { translations } from '../db/schema';

/** The fields the admin API returns for a row. */
const translationColumns = {
  id: translations.id,
  key: translations.key,
  language: translations.language,
  value: translations.value,
  category: translations.category,
};

/** Rows are only ever written through the validated schemas, so the narrow types hold. */
type StoredTranslation = { id: string; key: string; language: string; value: string; category: string };
const asTranslation = (row: StoredTranslation) => row as Translation;

/** Rows per statement in a bulk upsert: 4 parameters each stays far below PostgreSQL's 65,535. */
const UPSERT_CHUNK = 1000;

export async function translationCoverage(db: Database): Promise<TranslationCoverage> {
  const rows = await db
    .select({ key: translations.key, language: translations.language, value: translations.value })
    .from(translations)
    .orderBy(asc(translations.key));
  const coverage = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as TranslationCoverage;
  for (const row of rows) {
    const map = coverage[row.language as Language];
    if (map) map[row.key] = row.value;
  }
  return coverage;
}

export async function listTranslations(
  db: Database,
  language: Language,
  category?: TranslationCategory,
): Promise<Translation[]> {
  const rows = await db
    .select(translationColumns)
    .from(translations)
    .where(and(eq(translations.language, language), category ? eq(translations.category, category) : undefined))
    // Byte order, so the list reads the same on every database whatever its collation.
    .orderBy(sql`${translations.category} collate "C"`, sql`${translations.key} collate "C"`);
  return rows.map(asTranslation);
}

/** Null when key + language already exists. */
export async function createTranslation(db: Database, body: TranslationCreateBody): Promise<Translation | null> {
  const rows = await db
    .insert(translations)
    .values(body)
    .onConflictDoNothing({ target: [translations.key, translations.language] })
    .returning(translationColumns);
  return rows[0] ? asTranslation(rows[0]) : null;
}

export async function updateTranslationValue(db: Database, id: string, value: string): Promise<Translation | null> {
  const rows = await db
    .update(translations)
    .set({ value, updatedAt: new Date() })
    .where(eq(translations.id, id))
    .returning(translationColumns);
  return rows[0] ? asTranslation(rows[0]) : null;
}

export async function deleteTranslation(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(translations).where(eq(translations.id, id)).returning({ id: translations.id });
  return rows.length > 0;
}

/**
 * Inserts or updates every entry by key + language, all in one transaction; with `onlyMissing`,
 * a pair already stored is left as it is, and only the added rows are returned. A pair repeated
 * in the batch keeps its last entry: one INSERT ... ON CONFLICT cannot touch the same row twice.
 */
export async function upsertTranslations(
  db: Database,
  entries: TranslationCreateBody[],
  { onlyMissing = false } = {},
): Promise<Translation[]> {
  const unique = new Map<string, TranslationCreateBody>();
  for (const entry of entries) unique.set(`${entry.language}\u0000${entry.key}`, entry);
  const batch = [...unique.values()];
  if (batch.length === 0) return [];

  return db.transaction(async (tx) => {
    const results: Translation[] = [];
    for (let start = 0; start < batch.length; start += UPSERT_CHUNK) {
      const insert = tx.insert(translations).values(batch.slice(start, start + UPSERT_CHUNK));
      const rows = await (
        onlyMissing
          ? insert.onConflictDoNothing({ target: [translations.key, translations.language] })
          : insert.onConflictDoUpdate({
              target: [translations.key, translations.language],
              set: { value: sql`excluded.value`, category: sql`excluded.category`, updatedAt: sql`now()` },
            })
      ).returning(translationColumns);
      results.push(...rows.map(asTranslation));
    }
    return results;
  });
}
