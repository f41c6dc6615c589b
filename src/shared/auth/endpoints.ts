import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of sign-in: the public site's (in the public page's first bundle) — method, path and the errors each can answer. */
export const AUTH_ENDPOINTS = {
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
