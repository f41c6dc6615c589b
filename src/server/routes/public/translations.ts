import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage } from '../../../shared/constants';
import { defaultTranslationMap } from '../../../shared/translations';
import { translations } from '../../db/schema';

/** GET /api/translations/:language: the built-in set overlaid by the rows admins edited. */
export default async function publicTranslationRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/translations/:language',
      { schema: { params: z.object({ language: z.string() }) } },
      async (request, reply) => {
        const { language } = request.params;
        if (!isLanguage(language)) return reply.code(404).send({ message: 'Unknown language' });
        const rows = await app.db
          .select({ key: translations.key, value: translations.value })
          .from(translations)
          .where(eq(translations.language, language));
        const map: Record<string, string> = { ...defaultTranslationMap(language) };
        for (const row of rows) map[row.key] = row.value;
        reply.header('Cache-Control', 'no-cache');
        return map;
      },
    );
}
