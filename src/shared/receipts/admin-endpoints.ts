import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ } from '#shared/api/admin-errors.ts';

/** Endpoints of offer receipts: the admin's — method, path and the errors each can answer. */
export const RECEIPTS_ADMIN_ENDPOINTS = {
  offerReceipt: {
    method: 'GET',
    path: '/api/admin/offers/:id/receipt',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
