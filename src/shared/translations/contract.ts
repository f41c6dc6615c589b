import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { idParams, messageSchema } from '#shared/wire-schemas.ts';
import type { TRANSLATIONS_ENDPOINTS } from './endpoints';
import type { TRANSLATIONS_ADMIN_ENDPOINTS } from './admin-endpoints';
import {
  languageSchema,
  translationBulkSchema,
  translationCoverageSchema,
  translationCreateSchema,
  translationListQuerySchema,
  translationMapSchema,
  translationSchema,
  translationUpdateSchema,
} from './schemas';

/** The schemas of the endpoints of texts, by the names of endpoints.ts. */
export const TRANSLATIONS_CONTRACT = {
  getTranslations: {
    summary: 'Texts of one language: key to text',
    notFound: 'Unknown language',
    params: z.object({ language: z.enum(LANGUAGES) }),
    response: translationMapSchema,
  },
  translationCoverage: { summary: 'Stored texts per language (coverage)', response: translationCoverageSchema },
  listTranslations: {
    summary: 'Stored texts of one language, optionally of one category',
    notFound: 'Unknown language',
    params: z.object({ language: languageSchema }),
    query: translationListQuerySchema,
    response: z.array(translationSchema),
  },
  createTranslation: { summary: 'Add a text', body: translationCreateSchema, response: translationSchema, status: 201 },
  updateTranslation: {
    summary: "Change a text's value",
    notFound: 'Translation not found',
    params: idParams,
    body: translationUpdateSchema,
    response: translationSchema,
  },
  deleteTranslation: {
    summary: 'Delete a text',
    notFound: 'Translation not found',
    params: idParams,
    response: messageSchema,
  },
  seedTranslations: {
    summary: 'Add or overwrite many texts at once',
    body: translationBulkSchema,
    response: z.object({ results: z.array(translationSchema) }),
  },
} as const satisfies {
  [N in keyof typeof TRANSLATIONS_ENDPOINTS | keyof typeof TRANSLATIONS_ADMIN_ENDPOINTS]: EndpointSchemas;
};
