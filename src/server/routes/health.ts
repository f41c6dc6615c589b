import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** /healthz: the process answers. /readyz: the database answers too. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ready', database: app.dbKind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
}
