import type { EndpointRoute } from '#shared/api/endpoint-route.ts';

/** Endpoints of texts: the public site's (in the public page's first bundle) — method, path and the errors each can answer. */
export const TRANSLATIONS_ENDPOINTS = {
  getTranslations: {
    method: 'GET',
    path: '/api/translations/:language',
    errors: { 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
