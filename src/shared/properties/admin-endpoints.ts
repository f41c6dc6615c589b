import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of properties: the admin's — method, path and the errors each can answer. */
export const PROPERTIES_ADMIN_ENDPOINTS = {
  adminListProperties: {
    method: 'GET',
    path: '/api/admin/properties',
    errors: ADMIN_READ,
  },
  createProperty: {
    method: 'POST',
    path: '/api/admin/properties',
    errors: { ...ADMIN_WRITE, 409: 'people' },
  },
  updateProperty: {
    method: 'PATCH',
    path: '/api/admin/properties/:id',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  deleteProperty: {
    method: 'DELETE',
    path: '/api/admin/properties/:id',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  showPropertyOnHomePage: {
    method: 'POST',
    path: '/api/admin/properties/:id/home-page',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
