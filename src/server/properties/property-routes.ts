import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { findActiveProperties } from './public-properties';

/** GET /api/properties: active properties, newest first; the public page shows the first. */
export default async function publicPropertyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listProperties', async (_request, reply) => {
    const rows = await findActiveProperties(app.db);
    // Admin edits must show on the next request: no shared caching.
    reply.header('Cache-Control', 'no-cache');
    return rows;
  });
}
