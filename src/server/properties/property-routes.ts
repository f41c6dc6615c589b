import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { sendReadyBody } from '../public-reads/ready-body';
import { readListings } from './listings';
import { readPublicProperties, readPublicProperty } from './public-properties';

/** GET /api/properties (active properties; the home page shows the first) and one by its page's address. */
export default async function publicPropertyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listProperties', async (request, reply) => {
    return sendReadyBody(request, reply, await readPublicProperties(app));
  });

  endpointRoute(app, 'listListings', async (request, reply) => {
    const body = await readListings(app, request.query.page);
    return body ? sendReadyBody(request, reply, body) : reply.notFound();
  });

  endpointRoute(app, 'getPropertyBySlug', async (request, reply) => {
    const body = await readPublicProperty(app, request.params.slug);
    return body ? sendReadyBody(request, reply, body) : reply.notFound();
  });
}
