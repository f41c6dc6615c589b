import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageCreateSchema, pageUpdateSchema } from '../../../shared/schemas/page';
import { createPage, deletePage, listPages, replacePage } from '../../services/admin-pages';
import { isUuid } from '../../services/uuid';
import { idParamsSchema } from './params';

const NOT_FOUND = { message: 'Page not found' };

/** /api/admin/pages: list (by slug), create, replace (slug fixed), delete. */
export default async function adminPageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/pages', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listPages(app.db);
  });

  api.post('/pages', { schema: { body: pageCreateSchema } }, async (request, reply) => {
    const page = await createPage(app.db, request.body);
    if (!page) return reply.code(409).send({ message: 'A page with this slug already exists' });
    return reply.code(201).send(page);
  });

  api.put('/pages/:id', { schema: { params: idParamsSchema, body: pageUpdateSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id)) return reply.code(404).send(NOT_FOUND);
    const page = await replacePage(app.db, id, request.body);
    if (!page) return reply.code(404).send(NOT_FOUND);
    return page;
  });

  api.delete('/pages/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id) || !(await deletePage(app.db, id))) return reply.code(404).send(NOT_FOUND);
    return { message: 'Page deleted' };
  });
}
