import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of texts: the admin's — method, path and the errors each can answer. */
export const TRANSLATIONS_ADMIN_ENDPOINTS = {
  translationCoverage: {
    method: 'GET',
    path: '/api/admin/translations',
    errors: ADMIN_READ,
  },
  listTranslations: {
    method: 'GET',
    path: '/api/admin/translations/:language',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },
  createTranslation: {
    method: 'POST',
    path: '/api/admin/translations',
    errors: { ...ADMIN_WRITE, 409: 'people' },
  },
  updateTranslation: {
    method: 'PUT',
    path: '/api/admin/translations/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteTranslation: {
    method: 'DELETE',
    path: '/api/admin/translations/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  seedTranslations: {
    method: 'POST',
    path: '/api/admin/translations/bulk',
    errors: ADMIN_WRITE,
  },
} as const satisfies Record<string, EndpointRoute>;
