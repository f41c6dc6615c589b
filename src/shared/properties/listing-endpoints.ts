import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/**
 * The listings overview and a property's own page: a table of their own, carried by those pages'
 * chunk rather than by the public page's first bundle — method, path and the errors each can answer.
 */
export const LISTING_ENDPOINTS = {
  listListings: {
    method: 'GET',
    path: '/api/listings',
    errors: { 404: 'program' },
  },
  getPropertyBySlug: {
    method: 'GET',
    path: '/api/listings/:slug',
    errors: { 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
