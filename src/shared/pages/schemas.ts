import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { optionalText } from '#shared/admin-field-schemas.ts';
import { requiredLine, requiredText } from '#shared/text-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

const SLUG_MESSAGE = messageKey('admin.pages.validation.slug');

const PAGE_SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;

const pageFields = {
  title: requiredLine(LIMITS.pageTitle, {
    required: messageKey('admin.property.validation.title'),
    tooLong: messageKey('validation.tooLong'),
    notOneLine: messageKey('validation.notOneLine'),
  }),
  titleEn: optionalText(LIMITS.pageTitle),
  titleFr: optionalText(LIMITS.pageTitle),
  content: requiredText(LIMITS.longText, messageKey('admin.pages.validation.content')),
  contentEn: optionalText(LIMITS.longText),
  contentFr: optionalText(LIMITS.longText),
  isActive: z.boolean().default(true),
};

/** POST /api/admin/pages (and the create dialog). */
export const pageCreateSchema = z.object({
  slug: z
    .string({ error: SLUG_MESSAGE })
    .min(1, { error: SLUG_MESSAGE, abort: true })
    .max(LIMITS.pageSlug, messageKey('admin.pages.validation.slugFormat'))
    .regex(PAGE_SLUG_PATTERN, messageKey('admin.pages.validation.slugFormat')),
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
