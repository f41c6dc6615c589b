import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of properties: the public site's (in the public page's first bundle) — method, path and the errors each can answer. */
export const PROPERTIES_ENDPOINTS = {
  listProperties: {
    method: 'GET',
    path: '/api/properties',
    errors: {},
  },
} as const satisfies Record<string, EndpointRoute>;
