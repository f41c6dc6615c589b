import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { createPage, deletePage, listPages, replacePage } from './admin-pages';

/** /api/admin/pages: list (by slug), create, replace (slug fixed), delete. */
export default async function adminPageRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listPages', async () => listPages(app.db));

  endpointRoute(
    app,
    'createPage',
    async (request, reply) => {
      const page = await createPage(app.db, request.body);
      if (!page) return reply.code(409).send({ message: 'A page with this slug already exists' });
      return page;
    },
    { invalidates: ['pages'], audit: auditById },
  );

  endpointRoute(
    app,
    'updatePage',
    async (request, reply) => {
      const page = await replacePage(app.db, request.params.id, request.body);
      return page ?? reply.notFound();
    },
    { invalidates: ['pages'], audit: auditById },
  );

  endpointRoute(
    app,
    'deletePage',
    async (request, reply) => {
      if (!(await deletePage(app.db, request.params.id))) return reply.notFound();
      return { message: 'Page deleted' };
    },
    { invalidates: ['pages'], audit: auditById },
  );
}
