import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { ANSWER_UNDER_PRESSURE } from '../plugins/load-shedding';

/**
 * /healthz: the process answers (also under load). /readyz: the database answers too, at once
 * (no waiting out an outage), and the process is not overloaded (plugins/load-shedding.ts).
 */
export default async function healthRoutes(app: FastifyInstance) {
  endpointRoute(app, 'health', async () => ({ status: 'ok' }) as const, ANSWER_UNDER_PRESSURE);
  endpointRoute(app, 'readiness', async (request, reply) => {
    try {
      await app.pingDatabase();
      return { status: 'ready', database: app.dbKind } as const;
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
}
