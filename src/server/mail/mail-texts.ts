import { eq } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import { fillTemplate } from '#shared/localized.ts';
import { defaultTranslationMap, type TranslationKey } from '#shared/translations/index.ts';
import type { Database } from '../db/client';
import { translations } from '../db/schema';

/** A text of the translation set in one language, its {placeholders} filled in. */
export type MailTexts = (key: TranslationKey, values?: Record<string, string>) => string;

/** The built-in texts of a language overlaid by the admins' edits, read when mails are sent. */
export async function loadMailTexts(db: Database, language: Language): Promise<MailTexts> {
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.language, language));
  const map: Record<string, string> = { ...defaultTranslationMap(language) };
  for (const row of rows) if (row.value.trim() !== '') map[row.key] = row.value;
  return (key, values) => fillTemplate(map[key] ?? key, values ?? {});
}

/** The same for every language, in one read of the admins' edits (what one page shows in all three). */
export async function loadMailTextsOfAll(db: Database): Promise<Record<Language, MailTexts>> {
  const rows = await db
    .select({ language: translations.language, key: translations.key, value: translations.value })
    .from(translations);
  const textsOf = (language: Language): MailTexts => {
    const map: Record<string, string> = { ...defaultTranslationMap(language) };
    for (const row of rows) if (row.language === language && row.value.trim() !== '') map[row.key] = row.value;
    return (key, values) => fillTemplate(map[key] ?? key, values ?? {});
  };
  return { de: textsOf('de'), en: textsOf('en'), fr: textsOf('fr') };
}

/** The built-in texts of a language alone, for what is rendered without a database (tests, previews). */
export function builtInMailTexts(language: Language): MailTexts {
  const map = defaultTranslationMap(language);
  return (key, values) => fillTemplate(map[key] ?? key, values ?? {});
}
