import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ } from '#shared/api/admin-errors.ts';

/** Endpoints of the audit log: the admin's — method, path and the errors each can answer. */
export const AUDIT_ADMIN_ENDPOINTS = {
  auditLog: { method: 'GET', path: '/api/admin/audit', errors: { ...ADMIN_READ, 400: 'people' } },
} as const satisfies Record<string, EndpointRoute>;
