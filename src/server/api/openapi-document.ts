import { z } from 'zod';
import { CONTRACT, type EndpointSchemas } from '#shared/api/contract.ts';
import {
  ADMIN_API_PREFIX,
  ENDPOINTS,
  type EndpointName,
  type EndpointRoute,
  type ErrorStatus,
} from '#shared/api/endpoints.ts';
import { CSRF_HEADER } from '#shared/constants.ts';
import { HTTPS_SESSION_COOKIE, SESSION_COOKIE } from '../plugins/session';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is invalid; the message says what to correct',
  401: 'Not signed in, or the session has ended',
  403: 'The anti-forgery token is missing or wrong, or the request came from another site',
  404: 'Nothing exists under this path',
  409: 'Refused in the current state',
  413: 'Too large',
  415: 'The content is not of an accepted type (recognised by its bytes)',
  422: 'The Idempotency-Key was used before for a different request',
  429: 'Too many requests; try again later',
  503: 'Temporarily unavailable (the database does not answer, or the server is overloaded); retry after Retry-After seconds',
};

/** The wire form of a schema (what is sent, before any transform), as JSON Schema 2020-12. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
}

function requestBodyOf(schemas: EndpointSchemas) {
  if (schemas.files) {
    const files = { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { [schemas.files]: files }, required: [schemas.files] },
        },
      },
    };
  }
  if (!schemas.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(schemas.body) } } };
}

const ERROR_BODY = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

function responsesOf(route: EndpointRoute, schemas: EndpointSchemas) {
  const status = schemas.status ?? 200;
  const success =
    'file' in schemas.response
      ? { [schemas.response.file]: { schema: { type: 'string', contentMediaType: schemas.response.file } } }
      : { 'application/json': { schema: jsonSchemaOf(schemas.response) } };
  const responses: Record<string, unknown> = {
    [status]: { description: status === 201 ? 'Created' : 'OK', content: success },
  };
  // Any route can meet a database outage or overload (plugins/errors.ts, plugins/load-shedding.ts).
  const errors = { 503: 'program', ...route.errors };
  for (const [code, audience] of Object.entries(errors)) {
    responses[code] = {
      description: ERROR_DESCRIPTIONS[Number(code) as ErrorStatus],
      // Whether a client may show the message as it is (see endpoints.ts).
      'x-message-for': audience,
      content: { 'application/json': { schema: ERROR_BODY } },
    };
  }
  return responses;
}

function securityOf(route: EndpointRoute) {
  if (!route.path.startsWith(ADMIN_API_PREFIX)) return undefined;
  return route.method === 'GET' ? [{ session: [] }] : [{ session: [], csrf: [] }];
}

function operationOf(name: EndpointName) {
  const route: EndpointRoute = ENDPOINTS[name];
  const schemas: EndpointSchemas = CONTRACT[name];
  const parameters = [
    ...parametersOf(schemas.params, 'path'),
    ...parametersOf(schemas.query, 'query'),
    ...parametersOf(schemas.headers, 'header'),
  ];
  return {
    operationId: name,
    summary: schemas.summary,
    tags: [
      route.path.startsWith(ADMIN_API_PREFIX) ? 'admin' : route.path.startsWith('/api/') ? 'public' : 'operations',
    ],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBodyOf(schemas) ? { requestBody: requestBodyOf(schemas) } : {}),
    responses: responsesOf(route, schemas),
    ...(securityOf(route) ? { security: securityOf(route) } : {}),
  };
}

/** OpenAPI 3.1 for every endpoint of the contract, built once at start-up. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const route: EndpointRoute = ENDPOINTS[name];
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(name);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Isarwert Immobilien API',
      version: '1.0.0',
      description:
        'Public property data and non-binding purchase offers, and the admin API of the back office. ' +
        'Admin calls need the session cookie; calls that change something also send the XSRF-TOKEN ' +
        `cookie's value in the ${CSRF_HEADER} header.`,
    },
    tags: [
      { name: 'public', description: 'What the public site calls' },
      { name: 'admin', description: 'The back office (signed in)' },
      { name: 'operations', description: 'Health checks and this document' },
    ],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `Named ${HTTPS_SESSION_COOKIE} when the site is served over HTTPS (PUBLIC_URL)`,
        },
        csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
    },
  };
}
