import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from './endpoint-route';
import { buildOpenApiDocument } from './openapi-document';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * GET /api/openapi.json (the contract as OpenAPI 3.1) and a readable reference at /api/docs.
 * The reference is Swagger UI served from the package's own files: no inline script and no
 * third-party request, so it works under the site's CSP.
 */
export default async function apiDocsRoutes(app: FastifyInstance) {
  const document = buildOpenApiDocument();
  endpointRoute(app, 'openApiDocument', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return document;
  });

  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No badge fetched from the validator's website.
    uiConfig: { validatorUrl: null, deepLinking: true },
    theme: { title: 'Isarwert Immobilien API' },
  });
}
