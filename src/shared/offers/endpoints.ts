import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of offers: the public site's (in the offer form's chunk) — method, path and the errors each can answer. */
export const OFFERS_ENDPOINTS = {
  placeOffer: {
    method: 'POST',
    path: '/api/properties/:id/bids',
    errors: { 400: 'people', 404: 'program', 409: 'program', 422: 'program', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
