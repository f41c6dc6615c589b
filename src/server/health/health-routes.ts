import type { FastifyInstance } from 'fastify';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import { endpointRoute } from '../api/endpoint-route';
import { ANSWER_UNDER_PRESSURE } from '../plugins/load-shedding';

/**
 * /healthz: the process answers (also under load). /readyz: the database answers too, at once
 * (no waiting out an outage), and the process is not overloaded (plugins/load-shedding.ts).
 */
/** The liveness answer never changes: serialized once (the contract's { status: 'ok' }). */
const HEALTHY = JSON.stringify({ status: 'ok' } satisfies HandlerResultOf<'health'>);

export default async function healthRoutes(app: FastifyInstance) {
  endpointRoute(
    app,
    'health',
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(HEALTHY),
    ANSWER_UNDER_PRESSURE,
  );
  endpointRoute(app, 'readiness', async (request, reply) => {
    // Shutting down: the balancer is to send no more, while what still comes is served.
    if (app.draining) return reply.code(503).send({ message: 'Shutting down' });
    try {
      await app.pingDatabase();
      return { status: 'ready', database: app.dbKind } as const;
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
}
