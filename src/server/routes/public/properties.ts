import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { properties } from '../../db/schema';

/** GET /api/properties: active properties, newest first; the public page shows the first. */
export default async function publicPropertyRoutes(app: FastifyInstance) {
  app.get('/api/properties', async (_request, reply) => {
    const rows = await app.db
      .select()
      .from(properties)
      .where(and(eq(properties.isActive, true)))
      .orderBy(desc(properties.createdAt), desc(properties.id));
    // Admin edits must show on the next request: no shared caching.
    reply.header('Cache-Control', 'no-cache');
    return rows;
  });
}
