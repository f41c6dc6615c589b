import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { CURRENT_USER_PATH } from './current-user-path';

/**
 * Endpoints of sign-in — method, path and the errors each can answer. They come with the sign-in
 * page's and the admin's code (through endpoints.ts), not with the public page's first bundle.
 */
export const AUTH_ENDPOINTS = {
  login: {
    method: 'POST',
    path: '/api/login',
    errors: { 400: 'program', 401: 'program', 403: 'program', 429: 'people' },
  },
  logout: { method: 'POST', path: '/api/logout', errors: { 403: 'program' } },
  currentUser: {
    method: 'GET',
    path: CURRENT_USER_PATH,
    errors: { 401: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
