import { z } from 'zod';
import { LANGUAGES, LIMITS, TRANSLATION_CATEGORIES, type Language, type TranslationCategory } from '../constants';
import { requiredText } from './text';

/** The translation panel is an English admin screen (SPEC §2), so its messages are English. */
export const TRANSLATION_MESSAGES = {
  key: 'Key is required',
  value: 'Value is required',
  language: 'Language must be one of de, en, fr',
  category: `Category must be one of ${TRANSLATION_CATEGORIES.join(', ')}`,
} as const;

/** Bulk upserts are bounded; the built-in set is far below this. */
export const MAX_BULK_TRANSLATIONS = 5000;

export const languageSchema = z.enum(LANGUAGES, { error: TRANSLATION_MESSAGES.language });
export const translationCategorySchema = z.enum(TRANSLATION_CATEGORIES, { error: TRANSLATION_MESSAGES.category });

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
export type TranslationUpdateInput = z.input<typeof translationUpdateSchema>;

/** POST /api/admin/translations/bulk (the "Seed Default Translations" button). */
export const translationBulkSchema = z.object({
  translations: z.array(translationCreateSchema).max(MAX_BULK_TRANSLATIONS),
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
export interface Translation {
  id: string;
  key: string;
  language: Language;
  value: string;
  category: TranslationCategory;
}

/** GET /api/admin/translations: per language, key → value of the stored rows (coverage). */
export type TranslationCoverage = Record<Language, Record<string, string>>;
