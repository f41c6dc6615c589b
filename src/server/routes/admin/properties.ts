import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyCreateSchema, propertyPatchSchema } from '../../../shared/schemas/property';
import { createProperty, listPropertiesWithBidCounts, updateProperty } from '../../services/admin-properties';
import { isUuid } from '../../services/uuid';
import { idParamsSchema } from './params';

const NOT_FOUND = { message: 'Property not found' };

/** /api/admin/properties: list with offer counts, create, patch. */
export default async function adminPropertyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/properties', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listPropertiesWithBidCounts(app.db);
  });

  api.post('/properties', { schema: { body: propertyCreateSchema } }, async (request, reply) => {
    const property = await createProperty(app.db, request.body);
    request.log.info({ propertyId: property.id }, 'property created');
    return reply.code(201).send(property);
  });

  api.patch(
    '/properties/:id',
    { schema: { params: idParamsSchema, body: propertyPatchSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return reply.code(404).send(NOT_FOUND);
      const property = await updateProperty(app.db, id, request.body);
      if (!property) return reply.code(404).send(NOT_FOUND);
      return property;
    },
  );
}
