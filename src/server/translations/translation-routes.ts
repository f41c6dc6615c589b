import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultTranslationMap } from '../../shared/translations';
import { endpointRoute } from '../api/endpoint-route';
import { translations } from '../db/schema';
import { readyJson } from '../public-reads/public-reads-plugin';
import { sendReadyBody } from '../public-reads/ready-body';

/** GET /api/translations/:language: the built-in set overlaid by the rows admins edited. */
export default async function publicTranslationRoutes(app: FastifyInstance) {
  endpointRoute(app, 'getTranslations', async (request, reply) => {
    const { language } = request.params;
    const body = await app.publicReads.get(`translations:${language}`, 'translations', async () => {
      const rows = await app.db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.language, language));
      const map: Record<string, string> = { ...defaultTranslationMap(language) };
      for (const row of rows) map[row.key] = row.value;
      return readyJson('getTranslations', map);
    });
    return sendReadyBody(request, reply, body);
  });
}
