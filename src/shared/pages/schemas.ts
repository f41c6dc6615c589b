import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { optionalText } from '#shared/admin-field-schemas.ts';
import { requiredText } from '#shared/text-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** The page form's messages (German, as the sub-pages panel). */
export const PAGE_MESSAGES = {
  slug: 'Slug ist erforderlich',
  slugFormat: 'Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten',
  title: 'Titel ist erforderlich',
  content: 'Inhalt ist erforderlich',
} as const;

const PAGE_SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;

const pageFields = {
  title: requiredText(LIMITS.pageTitle, PAGE_MESSAGES.title),
  titleEn: optionalText(LIMITS.pageTitle),
  titleFr: optionalText(LIMITS.pageTitle),
  content: requiredText(LIMITS.longText, PAGE_MESSAGES.content),
  contentEn: optionalText(LIMITS.longText),
  contentFr: optionalText(LIMITS.longText),
  isActive: z.boolean().default(true),
};

/** POST /api/admin/pages (and the create dialog). */
export const pageCreateSchema = z.object({
  slug: z
    .string({ error: PAGE_MESSAGES.slug })
    .min(1, { error: PAGE_MESSAGES.slug, abort: true })
    .max(LIMITS.pageSlug, PAGE_MESSAGES.slugFormat)
    .regex(PAGE_SLUG_PATTERN, PAGE_MESSAGES.slugFormat),
  ...pageFields,
});
export type PageCreateInput = z.input<typeof pageCreateSchema>;
export type PageCreateBody = z.output<typeof pageCreateSchema>;

/**
 * PUT /api/admin/pages/:id: the same body as create, as a full replacement, except that the slug
 * never changes (a slug in the body is dropped).
 */
export const pageUpdateSchema = z.object(pageFields);
export type PageUpdateInput = z.input<typeof pageUpdateSchema>;
export type PageUpdateBody = z.output<typeof pageUpdateSchema>;

/** A content page as the API returns it. */
export const pageSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleFr: z.string().nullable(),
  content: z.string(),
  contentEn: z.string().nullable(),
  contentFr: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Page = z.input<typeof pageSchema>;
