import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/constants';
import { pages } from '../../db/schema';

/** A slug no page can have (too long, or a NUL that PostgreSQL would refuse) is simply not found. */
function isPossibleSlug(slug: string): boolean {
  return slug.length <= LIMITS.pageSlug && !slug.includes('\u0000');
}

/** GET /api/pages/:slug: active pages only; anything else is 404. */
export default async function publicPageRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/pages/:slug', { schema: { params: z.object({ slug: z.string() }) } }, async (request, reply) => {
      if (!isPossibleSlug(request.params.slug)) return reply.code(404).send({ message: 'Page not found' });
      const rows = await app.db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, request.params.slug), eq(pages.isActive, true)))
        .limit(1);
      const page = rows[0];
      if (!page) return reply.code(404).send({ message: 'Page not found' });
      return page;
    });
}
