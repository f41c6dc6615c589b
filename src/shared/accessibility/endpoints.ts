import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** Feedback on the site's accessibility (decision 0113): the form on the statement page sends it. */
export const ACCESSIBILITY_ENDPOINTS = {
  // 429: too much feedback from one address.
  sendAccessibilityFeedback: {
    method: 'POST',
    path: '/api/accessibility-feedback',
    errors: { 400: 'people', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;

/** The admin's list of that feedback, and its deletion once handled. */
export const ACCESSIBILITY_ADMIN_ENDPOINTS = {
  listAccessibilityFeedback: { method: 'GET', path: '/api/admin/accessibility-feedback', errors: ADMIN_READ },
  deleteAccessibilityFeedback: {
    method: 'DELETE',
    path: '/api/admin/accessibility-feedback/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
