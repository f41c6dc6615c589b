import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { sendReadyBody } from '../public-reads/ready-body';
import { readPublicProperties } from './public-properties';

/** GET /api/properties: active properties, newest first; the public page shows the first. */
export default async function publicPropertyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listProperties', async (request, reply) => {
    return sendReadyBody(request, reply, await readPublicProperties(app));
  });
}
