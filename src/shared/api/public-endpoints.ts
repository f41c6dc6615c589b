import type { EndpointRoute } from './endpoint-route';

/**
 * The endpoints the public site, the sign-in page and operations use: the table the public page's
 * first bundle carries (the admin's are in admin-endpoints.ts, loaded with the admin).
 */
export const PUBLIC_ENDPOINTS = {
  // Operations
  health: { method: 'GET', path: '/healthz', errors: {} },
  readiness: {
    method: 'GET',
    path: '/readyz',
    errors: { 503: 'program' },
  },
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    errors: {},
  },

  // Public site
  listProperties: {
    method: 'GET',
    path: '/api/properties',
    errors: {},
  },
  placeOffer: {
    method: 'POST',
    path: '/api/properties/:id/bids',
    errors: { 400: 'people', 404: 'program', 409: 'program', 422: 'program', 429: 'program' },
  },
  propertyStanding: {
    method: 'GET',
    path: '/api/properties/:id/standing',
    errors: { 404: 'program' },
  },
  propertyEvents: {
    method: 'GET',
    path: '/api/properties/:id/events',
    errors: { 404: 'program', 429: 'program' },
  },
  getTranslations: {
    method: 'GET',
    path: '/api/translations/:language',
    errors: { 404: 'program' },
  },
  getPage: {
    method: 'GET',
    path: '/api/pages/:slug',
    errors: { 404: 'program' },
  },

  // Sign-in
  login: {
    method: 'POST',
    path: '/api/login',
    errors: { 400: 'program', 401: 'program', 403: 'program', 429: 'people' },
  },
  logout: { method: 'POST', path: '/api/logout', errors: { 403: 'program' } },
  currentUser: {
    method: 'GET',
    path: '/api/auth/user',
    errors: { 401: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
