import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of one person's data (DSGVO): the admin's — method, path and the errors each can answer. */
export const PRIVACY_ADMIN_ENDPOINTS = {
  person: { method: 'GET', path: '/api/admin/people', errors: { ...ADMIN_READ, 400: 'people' } },
  privacyLookup: { method: 'GET', path: '/api/admin/privacy', errors: { ...ADMIN_READ, 400: 'people' } },
  privacyExport: { method: 'GET', path: '/api/admin/privacy/export', errors: { ...ADMIN_READ, 400: 'people' } },
  privacyErase: { method: 'POST', path: '/api/admin/privacy/erase', errors: ADMIN_WRITE },
} as const satisfies Record<string, EndpointRoute>;
