import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ } from '#shared/api/admin-errors.ts';

/** Endpoints of the bid log: the admin's — method, path and the errors each can answer. */
export const BID_LOG_ADMIN_ENDPOINTS = {
  bidLog: {
    method: 'GET',
    path: '/api/admin/properties/:id/bid-log',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  bidLogPdf: {
    method: 'GET',
    path: '/api/admin/properties/:id/bid-log.pdf',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
