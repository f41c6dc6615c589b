import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The best-and-final round (decision 0137): the agent's side, and the invited bidder's offer. */
export const FINAL_ROUND_ENDPOINTS = {
  finalRound: {
    method: 'GET',
    path: '/api/admin/properties/:id/final-round',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  // 409: a round was started already, or the property is awarded, or it has no standing offers.
  startFinalRound: {
    method: 'POST',
    path: '/api/admin/properties/:id/final-round',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  // 403: not invited; 409: the round has ended, or the final offer was sent already.
  placeFinalOffer: {
    method: 'POST',
    path: '/api/my-offers/:token/final-offer',
    errors: { 400: 'people', 403: 'people', 404: 'program', 409: 'people', 422: 'people', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
