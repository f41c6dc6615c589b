import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { pages } from '../db/schema';

/** GET /api/pages/:slug: active pages only; anything else is 404. */
export default async function publicPageRoutes(app: FastifyInstance) {
  endpointRoute(app, 'getPage', async (request, reply) => {
    const rows = await app.db
      .select()
      .from(pages)
      .where(and(eq(pages.slug, request.params.slug), eq(pages.isActive, true)))
      .limit(1);
    return rows[0] ?? reply.notFound();
  });
}
