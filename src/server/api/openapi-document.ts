import { z } from 'zod';
import { CONTRACT, type EndpointSchemas } from '#shared/api/contract.ts';
import {
  ADMIN_API_PREFIX,
  ENDPOINTS,
  type EndpointName,
  type EndpointRoute,
  type ErrorStatus,
} from '#shared/api/endpoints.ts';
import { CSRF_HEADER } from '#shared/auth/csrf.ts';
import { HTTPS_SESSION_COOKIE, SESSION_COOKIE } from '#shared/auth/session-cookie.ts';

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

function parametersOf(
  schema: z.ZodType | undefined,
  location: 'path' | 'query' | 'header',
  rename: Record<string, string> = {},
) {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name: rename[name] ?? name,
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

/** The media types of a successful answer and the schema of each. */
function successContentOf(response: EndpointSchemas['response']) {
  if (response instanceof z.ZodType) return { 'application/json': { schema: jsonSchemaOf(response) } };
  const files = Array.isArray(response.file) ? response.file : [response.file];
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const mediaType of files) {
    // A download of JSON is still JSON: its schema says what the file holds.
    content[mediaType] =
      mediaType === 'application/json' && response.schema
        ? { schema: jsonSchemaOf(response.schema) }
        : { schema: { type: 'string', contentMediaType: mediaType } };
  }
  return content;
}

/**
 * The errors any route of its kind can answer before its handler runs, beside the ones the
 * endpoint itself declares: a request target that is not a path or cannot be decoded (400), an
 * outage or overload (503); with a body, one that is malformed (400), too large (413) or of a media
 * type no parser takes (415); with path parameters, one that names nothing (404).
 */
function frameworkErrorsOf(route: EndpointRoute, schemas: EndpointSchemas): EndpointRoute['errors'] {
  const errors: EndpointRoute['errors'] = { 400: 'program', 503: 'program' };
  if (route.method !== 'GET') Object.assign(errors, { 413: 'program', 415: 'program' });
  if (schemas.params) errors[404] = 'program';
  return errors;
}

function responsesOf(route: EndpointRoute, schemas: EndpointSchemas) {
  const { response } = schemas;
  const status = schemas.status ?? 200;
  const responses: Record<string, unknown> = {
    [status]: { description: status === 201 ? 'Created' : 'OK', content: successContentOf(response) },
  };
  if (!(response instanceof z.ZodType) && response.redirect) {
    responses[response.redirect] = {
      description: 'See Other',
      headers: { Location: { required: true, schema: { type: 'string', format: 'uri-reference' } } },
    };
  }
  const errors = { ...frameworkErrorsOf(route, schemas), ...route.errors };
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

/** Admin calls need the session, and writes the anti-forgery token; the others none (an empty list). */
function securityOf(route: EndpointRoute) {
  if (!route.path.startsWith(ADMIN_API_PREFIX)) return [];
  return route.method === 'GET' ? [{ session: [] }] : [{ session: [], csrf: [] }];
}

const PARAMETER = /:([A-Za-z]+)/g;

/**
 * OpenAPI treats two paths that differ only in their parameters' names as one path
 * (/translations/{language} and /translations/{id}), so such paths share one template whose
 * parameter is named after all of them ({languageOrId}); each operation still describes what it
 * takes there. Returns the document's path of a route and the renaming of its parameters.
 */
function documentPathOf(route: EndpointRoute): { path: string; rename: Record<string, string> } {
  const shapeOf = (path: string) => path.replace(PARAMETER, ':');
  const shape = shapeOf(route.path);
  const namesAt: string[][] = [];
  for (const other of Object.values(ENDPOINTS) as EndpointRoute[]) {
    if (shapeOf(other.path) !== shape) continue;
    [...other.path.matchAll(PARAMETER)].forEach((match, position) => {
      namesAt[position] ??= [];
      if (!namesAt[position].includes(match[1]!)) namesAt[position].push(match[1]!);
    });
  }
  const rename: Record<string, string> = {};
  let position = 0;
  const path = route.path.replace(PARAMETER, (_match, name: string) => {
    const names = namesAt[position++] ?? [name];
    const shared = names.map((each, index) => (index === 0 ? each : each[0]!.toUpperCase() + each.slice(1))).join('Or');
    rename[name] = shared;
    return `{${shared}}`;
  });
  return { path, rename };
}

function operationOf(name: EndpointName) {
  const route: EndpointRoute = ENDPOINTS[name];
  const schemas: EndpointSchemas = CONTRACT[name];
  const parameters = [
    ...parametersOf(schemas.params, 'path', documentPathOf(route).rename),
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
    security: securityOf(route),
  };
}

/** OpenAPI 3.1 for every endpoint of the contract, built once at start-up. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { path } = documentPathOf(ENDPOINTS[name]);
    paths[path] ??= {};
    paths[path][ENDPOINTS[name].method.toLowerCase()] = operationOf(name);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Isarwert Immobilien API',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'Public property data and non-binding purchase offers, and the admin API of the back office. ' +
        'Admin calls need the session cookie; calls that change something also send the XSRF-TOKEN ' +
        `cookie's value in the ${CSRF_HEADER} header.`,
    },
    // Relative: the API is served by the same origin as the site, wherever that is deployed.
    servers: [{ url: '/', description: 'The site that serves this document' }],
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
