import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { sendReadyBody } from '../public-reads/ready-body';
import { readPublicTranslations } from './public-translations';

/** GET /api/translations/:language: the built-in set overlaid by the rows admins edited. */
export default async function publicTranslationRoutes(app: FastifyInstance) {
  endpointRoute(app, 'getTranslations', async (request, reply) => {
    return sendReadyBody(request, reply, await readPublicTranslations(app, request.params.language));
  });
}
