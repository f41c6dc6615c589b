/**
 * The contract is the API: every route the server registers under /api (and the health checks) is
 * an endpoint of the contract, every endpoint is registered, and GET /api/openapi.json describes
 * all of them in a document that validates as OpenAPI 3.1.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#shared/api/endpoints.ts';
import { API_DOCS_PREFIX } from '#server/api/api-docs-routes.ts';
import { listRoutes, type RouteEntry } from '../helpers/routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let apiRoutes: RouteEntry[];
let document: { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

beforeAll(async () => {
  t = await createTestApp();
  apiRoutes = listRoutes(t.app).filter(
    (route) =>
      route.method !== 'HEAD' &&
      (route.path.startsWith('/api') || route.path === '/healthz' || route.path === '/readyz') &&
      !route.path.startsWith(API_DOCS_PREFIX),
  );
  const response = await t.client().get('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered API route, and nothing that is not registered', () => {
    // Fastify's route table names a shared parameter segment by all its names (":language|:id").
    const anyParameter = (path: string) => path.replace(/[:{][^/]+/g, '{}');
    const registered = apiRoutes.map((route) => key(route.method, anyParameter(route.path))).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => key(method, anyParameter(path))))
      .sort();
    expect(registered.length).toBeGreaterThanOrEqual(30);
    expect(documented).toEqual(registered);
  });

  it('names each operation after its contract entry', () => {
    for (const [name, route] of Object.entries(ENDPOINTS)) {
      const operation = document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
    }
  });

  it('describes request and answer shapes, error answers and admin security', () => {
    const placeOffer = document.paths['/api/properties/{id}/bids']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
    };
    expect(Object.keys(placeOffer.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'bidAmount']),
    );
    expect(Object.keys(placeOffer.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409', '429']));
    const created = placeOffer.responses['201']!.content!['application/json']!.schema;
    expect(created.properties?.createdAt).toMatchObject({ type: 'string', format: 'date-time' });

    const exportOffers = document.paths['/api/admin/bids/export']?.get as unknown as {
      security: unknown;
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(exportOffers.responses['200']!.content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(exportOffers.security).toEqual([{ session: [] }]);
    const deleteAll = document.paths['/api/admin/bids']?.delete as unknown as { security: unknown };
    expect(deleteAll.security).toEqual([{ session: [], csrf: [] }]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page from its own files, with the site CSP', async () => {
    const page = await t.client().get(`${API_DOCS_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const initializer = await t.client().get(`${API_DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('validatorUrl');
    const spec = await t.client().get(`${API_DOCS_PREFIX}/json`);
    expect(spec.json()).toEqual(document);
  });
});

describe('the contract at the edge', () => {
  it('answers 404 with the endpoint message for ids that are not uuids, on public and admin routes', async () => {
    const offer = await t.client().post('/api/properties/not-a-uuid/bids', {});
    expect(offer.statusCode).toBe(404);
    expect(offer.json()).toEqual({ message: 'Property not found' });
    const admin = await t.adminClient();
    const favorite = await admin.post('/api/admin/bids/42/favorite');
    expect(favorite.statusCode).toBe(404);
    expect(favorite.json()).toEqual({ message: 'Offer not found' });
    const page = await admin.put('/api/admin/pages/x', {});
    expect(page.json()).toEqual({ message: 'Page not found' });
  });

  it('marks every admin answer no-store, from one hook', async () => {
    const admin = await t.adminClient();
    for (const url of ['/api/admin/properties', '/api/admin/bids', '/api/admin/pages', '/api/admin/translations']) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const missing = await admin.get('/api/admin/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
