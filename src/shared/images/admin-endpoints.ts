import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Endpoints of a property's images and contact photo: the admin's — method, path and the errors each can answer. */
export const IMAGES_ADMIN_ENDPOINTS = {
  listPropertyImages: {
    method: 'GET',
    path: '/api/admin/properties/:id/images',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  uploadPropertyImages: {
    method: 'POST',
    path: '/api/admin/properties/:id/upload-images',
    errors: { ...ADMIN_WRITE, 404: 'people', 413: 'people' },
  },
  deletePropertyImage: {
    method: 'DELETE',
    path: '/api/admin/properties/:id/images',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  reorderPropertyImages: {
    method: 'PUT',
    path: '/api/admin/properties/:id/images/order',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  updateImageAltText: {
    method: 'PUT',
    path: '/api/admin/properties/:id/images/alt-text',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  uploadContactPhoto: {
    method: 'POST',
    path: '/api/admin/properties/:id/contact-photo',
    errors: { ...ADMIN_WRITE, 404: 'program', 413: 'people' },
  },
  deleteContactPhoto: {
    method: 'DELETE',
    path: '/api/admin/properties/:id/contact-photo',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
