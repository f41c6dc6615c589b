import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pages } from '../db/schema';
import { readyJson } from '../public-reads/public-reads-plugin';
import type { ReadyBody } from '../public-reads/ready-body';

/**
 * The answer of GET /api/pages/:slug for an active page, from the public read cache; undefined for
 * a missing or inactive page. Only existing pages are kept: made-up slugs cannot fill the cache.
 */
export function readActivePage(app: FastifyInstance, slug: string): Promise<ReadyBody | undefined> {
  return app.publicReads.get(
    `page:${slug}`,
    'pages',
    async () => {
      const rows = await app.db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.isActive, true)))
        .limit(1);
      return rows[0] && readyJson('getPage', rows[0]);
    },
    { cacheMissing: false },
  );
}
