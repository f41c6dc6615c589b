import { z } from 'zod';
import { LANGUAGES } from '#shared/languages.ts';
import { LIMITS } from '#shared/limits.ts';
import { TRANSLATION_CATEGORIES } from './translation-categories';
import { requiredText } from '#shared/text-schemas.ts';

/** The translation panel is an English admin screen, so its messages are English. */
const TRANSLATION_MESSAGES = {
  key: 'Key is required',
  value: 'Value is required',
  language: 'Language must be one of de, en, fr',
  category: `Category must be one of ${TRANSLATION_CATEGORIES.join(', ')}`,
} as const;

/** Bulk upserts are bounded; the built-in set is far below this. */
const MAX_BULK_TRANSLATIONS = 5000;

export const languageSchema = z.enum(LANGUAGES, { error: TRANSLATION_MESSAGES.language });
const translationCategorySchema = z.enum(TRANSLATION_CATEGORIES, { error: TRANSLATION_MESSAGES.category });

/** POST /api/admin/translations and each entry of the bulk upsert. Keys are stored trimmed. */
export const translationCreateSchema = z.object({
  key: requiredText(LIMITS.translationKey, TRANSLATION_MESSAGES.key).transform((key) => key.trim()),
  language: languageSchema,
  value: requiredText(LIMITS.longText, TRANSLATION_MESSAGES.value),
  category: translationCategorySchema,
});
export type TranslationCreateInput = z.input<typeof translationCreateSchema>;
export type TranslationCreateBody = z.output<typeof translationCreateSchema>;

/** PUT /api/admin/translations/:id: only the value changes. */
export const translationUpdateSchema = z.object({
  value: requiredText(LIMITS.longText, TRANSLATION_MESSAGES.value),
});

/**
 * POST /api/admin/translations/bulk. By default every entry is stored (an existing key and
 * language gets the entry's value); with `onlyMissing` — what "Seed Default Translations" sends —
 * only pairs not stored yet are added, so no edited text is lost.
 */
export const translationBulkSchema = z.object({
  translations: z.array(translationCreateSchema).max(MAX_BULK_TRANSLATIONS),
  onlyMissing: z.boolean().optional(),
});
export type TranslationBulkInput = z.input<typeof translationBulkSchema>;

/** GET /api/admin/translations/:language?category= ; an empty category means all. */
export const translationListQuerySchema = z.object({
  category: z
    .union([z.literal(''), translationCategorySchema], { error: TRANSLATION_MESSAGES.category })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

/** A translation row as the admin API returns it. */
export const translationSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  language: languageSchema,
  value: z.string(),
  category: translationCategorySchema,
});
export type Translation = z.infer<typeof translationSchema>;

/** GET /api/admin/translations: per language, key → value of the stored rows (coverage). */
const storedTexts = z.record(z.string(), z.string());
/** Every language is a key, with an empty object when none of its texts is stored. */
export const translationCoverageSchema = z.object({ de: storedTexts, en: storedTexts, fr: storedTexts });
export type TranslationCoverage = z.infer<typeof translationCoverageSchema>;

/** GET /api/translations/:language: key → text. */
export const translationMapSchema = z.record(z.string(), z.string());
