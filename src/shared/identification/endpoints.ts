import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The buyer's identification under the money-laundering act (decision 0139). */
export const IDENTIFICATION_ENDPOINTS = {
  identification: {
    method: 'GET',
    path: '/api/admin/properties/:id/identification',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  // 404 also when no file of that kind was given.
  identificationFile: {
    method: 'GET',
    path: '/api/admin/properties/:id/identification/files/:kind',
    errors: { ...ADMIN_READ, 404: 'program', 409: 'people' },
  },
  // 409: not awarded, the awarded offer was erased, or the identification was confirmed already.
  requestIdentification: {
    method: 'POST',
    path: '/api/admin/properties/:id/identification/request',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  // 409: nothing submitted yet, or confirmed already.
  confirmIdentification: {
    method: 'POST',
    path: '/api/admin/properties/:id/identification/confirmation',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  // 409: the offer is not the awarded one, or the identification was confirmed.
  uploadIdentificationFile: {
    method: 'POST',
    path: '/api/my-offers/:token/identification/files/:kind',
    errors: {
      400: 'people',
      403: 'program',
      404: 'program',
      409: 'people',
      413: 'people',
      415: 'people',
      422: 'people',
      429: 'program',
    },
  },
  // 409: as for a file; 422: a file the details need is missing.
  submitIdentification: {
    method: 'PUT',
    path: '/api/my-offers/:token/identification',
    errors: { 400: 'people', 404: 'program', 409: 'people', 422: 'people', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
