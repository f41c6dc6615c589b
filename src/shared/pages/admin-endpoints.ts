import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of content pages: the admin's — method, path and the errors each can answer. */
export const PAGES_ADMIN_ENDPOINTS = {
  listPages: { method: 'GET', path: '/api/admin/pages', errors: ADMIN_READ },
  createPage: {
    method: 'POST',
    path: '/api/admin/pages',
    errors: { ...ADMIN_WRITE, 409: 'people' },
  },
  updatePage: {
    method: 'PUT',
    path: '/api/admin/pages/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deletePage: {
    method: 'DELETE',
    path: '/api/admin/pages/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
