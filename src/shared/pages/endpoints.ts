import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of content pages: the public site's (in the content page's chunk) — method, path and the errors each can answer. */
export const PAGES_ENDPOINTS = {
  getPage: {
    method: 'GET',
    path: '/api/pages/:slug',
    errors: { 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
