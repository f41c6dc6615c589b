import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/languages.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { translations } from '../db/schema';
import { readyJson } from '../public-reads/public-reads-plugin';
import type { ReadyBody } from '../public-reads/ready-body';

/** The answer of GET /api/translations/:language (the built-in set overlaid by admins' edits), cached. */
export function readPublicTranslations(app: FastifyInstance, language: Language): Promise<ReadyBody> {
  return app.publicReads.get(`translations:${language}`, 'translations', async () => {
    const rows = await app.db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(eq(translations.language, language));
    const map: Record<string, string> = { ...defaultTranslationMap(language) };
    for (const row of rows) map[row.key] = row.value;
    return readyJson('getTranslations', map);
  });
}
