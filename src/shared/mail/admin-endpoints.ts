import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of the e-mail outbox: the admin's — method, path and the errors each can answer. */
export const MAIL_ADMIN_ENDPOINTS = {
  mailOutbox: { method: 'GET', path: '/api/admin/mail', errors: { ...ADMIN_READ, 400: 'people' } },
  retryMail: {
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
