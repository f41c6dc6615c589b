import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of health checks and the API document: the public site's (in the public page's first bundle) — method, path and the errors each can answer. */
export const OPERATIONS_ENDPOINTS = {
  health: { method: 'GET', path: '/healthz', errors: {} },
  readiness: {
    method: 'GET',
    path: '/readyz',
    errors: { 503: 'program' },
  },
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    errors: {},
  },
} as const satisfies Record<string, EndpointRoute>;
