import type { EndpointRoute } from './endpoint-route';
import { PROPERTIES_ENDPOINTS } from '#shared/properties/endpoints.ts';
import { PROCEDURE_ENDPOINTS } from '#shared/procedure/endpoints.ts';
import { TRANSLATIONS_ENDPOINTS } from '#shared/translations/endpoints.ts';

/**
 * The endpoints the first screen of the public site calls: the table the public page's first
 * bundle carries. Placing an offer, content pages, the listings and proof uploads come with their
 * lazily loaded code, each with its own table; sign-in and the admin's come with their own code (endpoints.ts, through admin-api-client.ts); the
 * operational ones (health checks, the API document) are for monitors and tools.
 */
export const PUBLIC_ENDPOINTS = {
  ...PROPERTIES_ENDPOINTS,
  ...PROCEDURE_ENDPOINTS,
  ...TRANSLATIONS_ENDPOINTS,
} as const satisfies Record<string, EndpointRoute>;
