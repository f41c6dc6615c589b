import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** A bidder's own page (decision 0110): carried by that page's chunk, not by the public first bundle. */
export const MY_OFFERS_ENDPOINTS = {
  myOffers: { method: 'GET', path: '/api/my-offers/:token', errors: { 404: 'program' } },
  myOfferReceipt: {
    method: 'GET',
    path: '/api/my-offers/:token/receipt.pdf',
    // 429: too many receipts from one address.
    errors: { 400: 'people', 404: 'program', 429: 'program' },
  },
  // 429: too many withdrawals from one address (the receipts' limit, counted on its own).
  withdrawMyOffer: {
    method: 'POST',
    path: '/api/my-offers/:token/withdrawal',
    errors: { 400: 'people', 404: 'program', 429: 'program' },
  },
  // The bidder's e-mail alerts on the property (decision 0115): 409 while mail cannot be sent.
  switchOnAlerts: {
    method: 'PUT',
    path: '/api/my-offers/:token/alerts',
    errors: { 400: 'people', 404: 'program', 409: 'program' },
  },
  switchOffAlerts: {
    method: 'DELETE',
    path: '/api/my-offers/:token/alerts',
    errors: { 400: 'people', 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
