import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The agent's letters to bidders (decision 0135). */
export const BIDDER_MESSAGES_ENDPOINTS = {
  // 404: an offer chosen is gone (deleted meanwhile); nothing is sent then.
  sendBidderMessages: {
    method: 'POST',
    path: '/api/admin/offer-messages',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
