import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** The proof-of-funds upload (decision 0070): a table of its own, carried by the offer form's chunk rather than by the public page's first bundle. */
export const OFFER_DOCUMENT_ENDPOINTS = {
  uploadOfferDocument: {
    method: 'POST',
    path: '/api/offer-documents',
    errors: { 400: 'people', 403: 'program', 413: 'people', 415: 'people', 422: 'people', 429: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
