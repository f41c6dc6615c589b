import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { pages } from '../db/schema';
import { readyJson } from '../public-reads/public-reads-plugin';
import { sendReadyBody } from '../public-reads/ready-body';

/** GET /api/pages/:slug: active pages only; anything else is 404. */
export default async function publicPageRoutes(app: FastifyInstance) {
  endpointRoute(app, 'getPage', async (request, reply) => {
    const { slug } = request.params;
    // Only existing pages are kept: a client cannot fill the cache with made-up slugs.
    const body = await app.publicReads.get(
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
    return body ? sendReadyBody(request, reply, body) : reply.notFound();
  });
}
