import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { sendReadyBody } from '../public-reads/ready-body';
import { readActivePage } from './active-page';

/** GET /api/pages/:slug: active pages only; anything else is 404. */
export default async function publicPageRoutes(app: FastifyInstance) {
  endpointRoute(app, 'getPage', async (request, reply) => {
    const body = await readActivePage(app, request.params.slug);
    return body ? sendReadyBody(request, reply, body) : reply.notFound();
  });
}
