import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TERMS_TEMPLATE } from '#shared/documents/terms-template.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { readOwnDocumentTerms, writeOwnDocumentTerms } from './document-terms';

/**
 * /api/admin/properties/:id/document-terms: the terms a visitor accepts before the property's
 * gated documents open, as the agent wrote them, beside the template that applies where they are
 * empty. Visitors read them fresh (documentAccessState is never cached), so nothing to invalidate.
 */
export default async function adminDocumentTermsRoutes(app: FastifyInstance) {
  endpointRoute(app, 'readDocumentTerms', async (request, reply) => {
    const own = await readOwnDocumentTerms(app.db, request.params.id);
    return own ? { ...own, template: DOCUMENT_TERMS_TEMPLATE } : reply.notFound();
  });

  endpointRoute(
    app,
    'updateDocumentTerms',
    async (request, reply) => {
      if (!(await writeOwnDocumentTerms(app.db, request.params.id, request.body))) return reply.notFound();
      const own = await readOwnDocumentTerms(app.db, request.params.id);
      if (!own) return reply.notFound();
      return { message: 'Terms saved', ...own, template: DOCUMENT_TERMS_TEMPLATE };
    },
    { invalidates: [], audit: auditById },
  );
}
