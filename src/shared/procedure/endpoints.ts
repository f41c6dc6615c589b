import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of the offer procedure's public standing: the public site's (in the public page's first bundle) — method, path and the errors each can answer. */
export const PROCEDURE_ENDPOINTS = {
  propertyStanding: {
    method: 'GET',
    path: '/api/properties/:id/standing',
    errors: { 404: 'program' },
  },
  propertyEvents: {
    method: 'GET',
    path: '/api/properties/:id/events',
    errors: { 404: 'program', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
