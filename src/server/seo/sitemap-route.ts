import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pages, properties } from '../db/schema';
import { renderSitemap } from './sitemap';

/** The site's public origin: PUBLIC_URL when set, else what the request came to (behind a trusted proxy, its view). */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** GET /sitemap.xml, from the active properties and content pages. */
export default async function sitemapRoute(app: FastifyInstance, options: { publicUrl?: string }) {
  app.get('/sitemap.xml', async (request, reply) => {
    const [pageRows, propertyRows] = await Promise.all([
      app.db.select({ slug: pages.slug }).from(pages).where(eq(pages.isActive, true)).orderBy(pages.slug),
      app.db
        .select({ slug: properties.slug })
        .from(properties)
        .where(eq(properties.isActive, true))
        .orderBy(properties.slug),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        renderSitemap(originOf(request, options.publicUrl), {
          propertySlugs: propertyRows.map((row) => row.slug),
          pageSlugs: pageRows.map((row) => row.slug),
        }),
      );
  });
}
