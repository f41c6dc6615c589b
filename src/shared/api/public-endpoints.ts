import type { EndpointRoute } from './endpoint-route';
import { OPERATIONS_ENDPOINTS } from '#shared/operations/endpoints.ts';
import { PROPERTIES_ENDPOINTS } from '#shared/properties/endpoints.ts';
import { OFFERS_ENDPOINTS } from '#shared/offers/endpoints.ts';
import { PROCEDURE_ENDPOINTS } from '#shared/procedure/endpoints.ts';
import { TRANSLATIONS_ENDPOINTS } from '#shared/translations/endpoints.ts';
import { PAGES_ENDPOINTS } from '#shared/pages/endpoints.ts';
import { AUTH_ENDPOINTS } from '#shared/auth/endpoints.ts';

/**
 * The endpoints the public site, the sign-in page and operations use: the table the public page's
 * first bundle carries (the admin's come with the admin's code, through endpoints.ts).
 */
export const PUBLIC_ENDPOINTS = {
  ...OPERATIONS_ENDPOINTS,
  ...PROPERTIES_ENDPOINTS,
  ...OFFERS_ENDPOINTS,
  ...PROCEDURE_ENDPOINTS,
  ...TRANSLATIONS_ENDPOINTS,
  ...PAGES_ENDPOINTS,
  ...AUTH_ENDPOINTS,
} as const satisfies Record<string, EndpointRoute>;
