import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The signed-in admin's own sessions: where they are signed in, and ending one of them. */
export const AUTH_ADMIN_ENDPOINTS = {
  listSessions: { method: 'GET', path: '/api/admin/sessions', errors: ADMIN_READ },
  endSession: { method: 'DELETE', path: '/api/admin/sessions/:id', errors: { ...ADMIN_WRITE, 404: 'program' } },
} as const satisfies Record<string, EndpointRoute>;
