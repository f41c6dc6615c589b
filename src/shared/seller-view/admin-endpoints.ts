import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of the seller's read-only view and its links: the admin's — method, path and the errors each can answer. */
export const SELLER_VIEW_ADMIN_ENDPOINTS = {
  listSellerLinks: {
    method: 'GET',
    path: '/api/admin/properties/:id/seller-links',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  createSellerLink: {
    method: 'POST',
    path: '/api/admin/properties/:id/seller-links',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  revokeSellerLink: {
    method: 'POST',
    path: '/api/admin/properties/:id/seller-links/:linkId/revoke',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
