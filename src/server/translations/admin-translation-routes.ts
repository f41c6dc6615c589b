import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import {
  createTranslation,
  deleteTranslation,
  listTranslations,
  translationCoverage,
  updateTranslationValue,
  upsertTranslations,
} from './admin-translations';

/** /api/admin/translations: coverage map, list per language, create, update value, delete, bulk upsert. */
export default async function adminTranslationRoutes(app: FastifyInstance) {
  endpointRoute(app, 'translationCoverage', async () => translationCoverage(app.db));

  endpointRoute(app, 'listTranslations', async (request) =>
    listTranslations(app.db, request.params.language, request.query.category),
  );

  endpointRoute(
    app,
    'createTranslation',
    async (request, reply) => {
      const row = await createTranslation(app.db, request.body);
      if (!row) return reply.code(409).send({ message: 'A translation for this key and language already exists' });
      return row;
    },
    { invalidates: ['translations'], audit: auditById },
  );

  endpointRoute(
    app,
    'seedTranslations',
    async (request) => {
      const { translations, onlyMissing } = request.body;
      const results = await upsertTranslations(app.db, translations, { onlyMissing });
      request.log.info({ count: results.length, onlyMissing: onlyMissing === true }, 'translations stored');
      return { results };
    },
    { invalidates: ['translations'], audit: ({ result }) => ({ detail: { stored: result?.results.length ?? 0 } }) },
  );

  endpointRoute(
    app,
    'updateTranslation',
    async (request, reply) => {
      const row = await updateTranslationValue(app.db, request.params.id, request.body.value);
      return row ?? reply.notFound();
    },
    { invalidates: ['translations'], audit: auditById },
  );

  endpointRoute(
    app,
    'deleteTranslation',
    async (request, reply) => {
      if (!(await deleteTranslation(app.db, request.params.id))) return reply.notFound();
      return { message: 'Translation deleted' };
    },
    { invalidates: ['translations'], audit: auditById },
  );
}
