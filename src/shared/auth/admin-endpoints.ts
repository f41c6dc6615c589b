import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/**
 * The signed-in admin's own sessions (where they are signed in, and ending one of them) and
 * setting up a second factor. An admin without one while REQUIRE_TOTP is on may call only the two
 * second-factor endpoints; every other admin call answers 403.
 */
export const AUTH_ADMIN_ENDPOINTS = {
  listSessions: { method: 'GET', path: '/api/admin/sessions', errors: ADMIN_READ },
  endSession: { method: 'DELETE', path: '/api/admin/sessions/:id', errors: { ...ADMIN_WRITE, 404: 'program' } },
  startSecondFactor: { method: 'POST', path: '/api/admin/second-factor', errors: { ...ADMIN_WRITE, 409: 'people' } },
  confirmSecondFactor: {
    method: 'POST',
    path: '/api/admin/second-factor/confirm',
    errors: { ...ADMIN_WRITE, 409: 'people', 422: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
