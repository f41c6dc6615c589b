import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of offers: the admin's — method, path and the errors each can answer. */
export const OFFERS_ADMIN_ENDPOINTS = {
  listOffers: { method: 'GET', path: '/api/admin/bids', errors: ADMIN_READ },
  listOffersPage: { method: 'GET', path: '/api/admin/offers', errors: { ...ADMIN_READ, 400: 'people' } },
  adminOverview: { method: 'GET', path: '/api/admin/overview', errors: { ...ADMIN_READ, 400: 'people' } },
  toggleOfferFavorite: {
    method: 'POST',
    path: '/api/admin/bids/:id/favorite',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  updateOffer: {
    method: 'PATCH',
    path: '/api/admin/bids/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteOffer: {
    method: 'DELETE',
    path: '/api/admin/bids/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteAllOffers: { method: 'DELETE', path: '/api/admin/bids', errors: { ...ADMIN_WRITE, 404: 'program' } },
  downloadOfferProof: {
    method: 'GET',
    path: '/api/admin/offers/:id/proof-of-funds',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  exportOffers: {
    method: 'GET',
    path: '/api/admin/bids/export',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },
  adminEvents: { method: 'GET', path: '/api/admin/events', errors: ADMIN_READ },
} as const satisfies Record<string, EndpointRoute>;
