import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The notary's dossier of an awarded property (decision 0138). */
export const NOTARY_DOSSIER_ENDPOINTS = {
  notaryDossier: {
    method: 'GET',
    path: '/api/admin/properties/:id/notary-dossier',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  // 409: not awarded.
  saveNotaryDossier: {
    method: 'PUT',
    path: '/api/admin/properties/:id/notary-dossier',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  // 409: not awarded, no seller reference yet, or the awarded offer's data was erased.
  notaryDossierPdf: {
    method: 'GET',
    path: '/api/admin/properties/:id/notary-dossier.pdf',
    errors: { ...ADMIN_READ, 404: 'program', 409: 'people' },
  },
  // 409: as for the PDF, or no notary address.
  sendNotaryDossier: {
    method: 'POST',
    path: '/api/admin/properties/:id/notary-dossier/send',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
