import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** The seller's read-only view (decision 0074): a table of its own, carried by the seller page's chunk rather than by the public page's first bundle. */
export const SELLER_VIEW_ENDPOINTS = {
  sellerView: { method: 'GET', path: '/api/seller-view/:token', errors: { 404: 'program' } },
  // 429: the limit of open event streams per client address (decision 75).
  sellerViewEvents: {
    method: 'GET',
    path: '/api/seller-view/:token/events',
    errors: { 404: 'program', 429: 'program' },
  },
  sellerBidLogPdf: {
    method: 'GET',
    path: '/api/seller-view/:token/bid-log.pdf',
    errors: { 400: 'people', 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
