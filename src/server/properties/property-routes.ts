import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { readyJson } from '../public-reads/public-reads-plugin';
import { sendReadyBody } from '../public-reads/ready-body';
import { findActiveProperties } from './public-properties';

/** GET /api/properties: active properties, newest first; the public page shows the first. */
export default async function publicPropertyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listProperties', async (request, reply) => {
    const body = await app.publicReads.get('properties', 'properties', async () =>
      readyJson('listProperties', await findActiveProperties(app.db)),
    );
    return sendReadyBody(request, reply, body);
  });
}
