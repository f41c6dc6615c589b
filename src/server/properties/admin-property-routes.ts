import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { createProperty, listPropertiesWithOfferCounts, updateProperty } from './admin-properties';

/** /api/admin/properties: list with offer counts, create, patch. */
export default async function adminPropertyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'adminListProperties', async () => listPropertiesWithOfferCounts(app.db));

  endpointRoute(app, 'createProperty', async (request, reply) => {
    const property = await createProperty(app.db, request.body);
    request.log.info({ propertyId: property.id }, 'property created');
    return reply.code(201).send(property);
  });

  endpointRoute(app, 'updateProperty', async (request, reply) => {
    const property = await updateProperty(app.db, request.params.id, request.body);
    return property ?? reply.notFound();
  });
}
