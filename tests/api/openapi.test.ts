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
import { contractConformance } from '../helpers/contract-conformance';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let apiRoutes: RouteEntry[];
let document: { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

/** A path with every parameter alike: how OpenAPI tells whether two paths are the same. */
const anyParameter = (path: string) => path.replace(/[:{][^/]+/g, '{}');
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
    const registered = apiRoutes.map((route) => key(route.method, anyParameter(route.path))).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => key(method, anyParameter(path))))
      .sort();
    expect(registered.length).toBeGreaterThanOrEqual(30);
    expect(documented).toEqual(registered);
  });

  it('names each operation after its contract entry', () => {
    for (const [name, route] of Object.entries(ENDPOINTS)) {
      const path = Object.keys(document.paths).find((each) => anyParameter(each) === anyParameter(route.path));
      const operation = document.paths[path ?? '']?.[route.method.toLowerCase()];
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

describe('the document and what the server really answers', () => {
  it('names a parameter segment that two paths share after both ({languageOrId}), each operation its own schema', () => {
    const shared = document.paths['/api/admin/translations/{languageOrId}'] as unknown as Record<
      string,
      { parameters: { name: string; in: string; schema: { format?: string; enum?: string[] } }[] }
    >;
    expect(Object.keys(shared).sort()).toEqual(['delete', 'get', 'put']);
    expect(shared.get!.parameters.find((p) => p.in === 'path')).toMatchObject({
      name: 'languageOrId',
      schema: { enum: ['de', 'en', 'fr'] },
    });
    expect(shared.put!.parameters.find((p) => p.in === 'path')).toMatchObject({
      name: 'languageOrId',
      schema: { format: 'uuid' },
    });
  });

  it('declares security on every operation: none on public ones, the session (and the token for writes) on admin ones', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations) as [string, { security?: unknown }][]) {
        const expected = !path.startsWith('/api/admin/')
          ? []
          : method === 'get'
            ? [{ session: [] }]
            : [{ session: [], csrf: [] }];
        expect(operation.security, `${method} ${path}`).toEqual(expected);
      }
    }
  });

  it('declares the downloads by the media types they really have', () => {
    const media = (path: string, method: string) =>
      Object.keys(
        (document.paths[path]?.[method] as unknown as { responses: { 200: { content: object } } }).responses[200]
          .content,
      );
    expect(media('/api/admin/offers/{id}/proof-of-funds', 'get')).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    const privacyExport = (
      document.paths['/api/admin/privacy/export']?.get as unknown as {
        responses: { 200: { content: { 'application/json': { schema: { type: string; required: string[] } } } } };
      }
    ).responses[200].content['application/json'].schema;
    expect(privacyExport).toMatchObject({
      type: 'object',
      required: [
        'email',
        'exportedAt',
        'offers',
        'accessibilityFeedback',
        'alerts',
        'documentAccess',
        'viewings',
        'identifications',
      ],
    });
  });

  it('the test client holds answers to the document: an undeclared status or a body off its schema fails', () => {
    const conformance = contractConformance();
    const answer = { method: 'GET', url: '/api/properties', contentType: 'application/json' };
    expect(conformance.problemWith({ ...answer, statusCode: 200, body: '[]' })).toBeNull();
    expect(conformance.problemWith({ ...answer, statusCode: 200, body: '[{"id":1}]' })).toMatch(/schema refuses/);
    expect(conformance.problemWith({ ...answer, statusCode: 418, body: '{}' })).toMatch(/does not declare/);
    expect(
      conformance.problemWith({
        ...answer,
        url: '/api/admin/bids/export',
        statusCode: 200,
        contentType: 'text/csv',
        body: '',
      }),
    ).toMatch(/declared: application\/vnd/);
  });

  /**
   * A small fuzzer: every operation, signed in and not, with the malformed requests a client can
   * send: a path parameter that cannot be decoded or is far too long, a body that is not JSON, a
   * body of a media type no parser takes. Each answer must be a status the operation declares
   * (the test client checks that on every answer) and never a 500.
   */
  it('answers malformed requests to every operation with a declared status, never a 500', async () => {
    const admin = await t.adminClient();
    const anonymous = t.client();
    const seen = new Set<number>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const upper = method.toUpperCase();
        const withParameters = (value: string) => path.replace(/\{[^}]+\}/g, value);
        const urls = path.includes('{')
          ? [
              withParameters('%zz'),
              withParameters('x'.repeat(600)),
              withParameters('6f1c2d3e-4b5a-4c6d-8e7f-901234567890'),
            ]
          : [path];
        for (const client of [admin, anonymous]) {
          for (const url of urls) {
            // Streams answer 200 and stay open; their malformed paths are what matters here.
            if (url === withParameters('6f1c2d3e-4b5a-4c6d-8e7f-901234567890') && path.endsWith('/events')) continue;
            if (path.endsWith('/events') && !path.includes('{')) continue;
            const requests =
              upper === 'GET'
                ? [client.request({ method: 'GET', url })]
                : [
                    client.request({
                      method: upper as 'POST',
                      url,
                      payload: '{"not json',
                      headers: { 'content-type': 'application/json' },
                    }),
                    client.request({
                      method: upper as 'POST',
                      url,
                      payload: '<offer/>',
                      headers: { 'content-type': 'application/xml' },
                    }),
                  ];
            for (const response of await Promise.all(requests)) {
              expect(response.statusCode, `${upper} ${url}`).not.toBe(500);
              seen.add(response.statusCode);
            }
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining([400, 401, 403, 404, 415]));
  });
});
