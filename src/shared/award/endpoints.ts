import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The award of a property to an offer (decision 0136). */
export const AWARD_ENDPOINTS = {
  // 404: no such property, or the offer is not one of its standing offers; 409: awarded already.
  awardProperty: {
    method: 'POST',
    path: '/api/admin/properties/:id/award',
    errors: { ...ADMIN_WRITE, 404: 'people', 409: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
