import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { LIMITS } from '#shared/limits.ts';
import { idParams, messageSchema } from '#shared/wire-schemas.ts';
import type { PAGES_ENDPOINTS } from './endpoints';
import type { PAGES_ADMIN_ENDPOINTS } from './admin-endpoints';
import { pageCreateSchema, pageSchema, pageUpdateSchema } from './schemas';

/** The schemas of the endpoints of content pages, by the names of endpoints.ts. */
export const PAGES_CONTRACT = {
  getPage: {
    summary: 'An active content page',
    notFound: 'Page not found',
    params: z.object({
      slug: z
        .string()
        .max(LIMITS.pageSlug)
        .refine((slug) => !slug.includes('\u0000')),
    }),
    response: pageSchema,
  },
  listPages: { summary: 'All content pages', response: z.array(pageSchema) },
  createPage: { summary: 'Create a content page', body: pageCreateSchema, response: pageSchema, status: 201 },
  updatePage: {
    summary: 'Replace a content page (its slug stays)',
    notFound: 'Page not found',
    params: idParams,
    body: pageUpdateSchema,
    response: pageSchema,
  },
  deletePage: {
    summary: 'Delete a content page',
    notFound: 'Page not found',
    params: idParams,
    response: messageSchema,
  },
} as const satisfies { [N in keyof typeof PAGES_ENDPOINTS | keyof typeof PAGES_ADMIN_ENDPOINTS]: EndpointSchemas };
