import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** A bidder's check of their receipt (decision 0093): carried by the check page's chunk. */
export const ENTRY_CHECK_ENDPOINTS = {
  // 404: no entry with this reference and checksum; 429: too many checks from one address.
  checkBidLogEntry: {
    method: 'POST',
    path: '/api/bid-log/check',
    errors: { 400: 'people', 404: 'program', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
