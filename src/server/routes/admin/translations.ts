import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  languageSchema,
  translationBulkSchema,
  translationCreateSchema,
  translationListQuerySchema,
  translationUpdateSchema,
} from '../../../shared/schemas/translation';
import {
  createTranslation,
  deleteTranslation,
  listTranslations,
  translationCoverage,
  updateTranslationValue,
  upsertTranslations,
} from '../../services/admin-translations';
import { isUuid } from '../../services/uuid';
import { idParamsSchema } from './params';

const NOT_FOUND = { message: 'Translation not found' };

/** /api/admin/translations: coverage map, list per language, create, update value, delete, bulk upsert. */
export default async function adminTranslationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/translations', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return translationCoverage(app.db);
  });

  api.get(
    '/translations/:language',
    { schema: { params: z.object({ language: languageSchema }), querystring: translationListQuerySchema } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listTranslations(app.db, request.params.language, request.query.category);
    },
  );

  api.post('/translations', { schema: { body: translationCreateSchema } }, async (request, reply) => {
    const row = await createTranslation(app.db, request.body);
    if (!row) return reply.code(409).send({ message: 'A translation for this key and language already exists' });
    return reply.code(201).send(row);
  });

  api.post('/translations/bulk', { schema: { body: translationBulkSchema } }, async (request) => {
    const results = await upsertTranslations(app.db, request.body.translations);
    request.log.info({ count: results.length }, 'translations upserted');
    return { results };
  });

  api.put(
    '/translations/:id',
    { schema: { params: idParamsSchema, body: translationUpdateSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return reply.code(404).send(NOT_FOUND);
      const row = await updateTranslationValue(app.db, id, request.body.value);
      if (!row) return reply.code(404).send(NOT_FOUND);
      return row;
    },
  );

  api.delete('/translations/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id) || !(await deleteTranslation(app.db, id))) return reply.code(404).send(NOT_FOUND);
    return { message: 'Translation deleted' };
  });
}
