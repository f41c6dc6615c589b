/**
 * Every endpoint of the API: its name, method, path and the error answers it can give: what the
 * client needs. Each capability's folder in src/shared holds its table (`<capability>/endpoints.ts`)
 * and the zod schemas of the same endpoints (`<capability>/contract.ts`, joined in contract.ts),
 * keyed by the same names. This half has no dependencies, so the public page's first bundle can use
 * it without carrying zod or texts only the server uses (decision 0041).
 *
 * Each error status says who its message is for: 'people' — written for the person at the screen,
 * and the client shows it as it is; 'program' — the client turns the status into its own text.
 */
import type { EndpointRoute } from './endpoint-route';
import { OPERATIONS_ENDPOINTS } from '#shared/operations/endpoints.ts';
import { PROPERTIES_ENDPOINTS } from '#shared/properties/endpoints.ts';
import { LISTING_ENDPOINTS } from '#shared/properties/listing-endpoints.ts';
import { PROPERTIES_ADMIN_ENDPOINTS } from '#shared/properties/admin-endpoints.ts';
import { OFFERS_ENDPOINTS } from '#shared/offers/endpoints.ts';
import { OFFER_DOCUMENT_ENDPOINTS } from '#shared/offers/document-endpoints.ts';
import { OFFERS_ADMIN_ENDPOINTS } from '#shared/offers/admin-endpoints.ts';
import { PROCEDURE_ENDPOINTS } from '#shared/procedure/endpoints.ts';
import { TRANSLATIONS_ENDPOINTS } from '#shared/translations/endpoints.ts';
import { TRANSLATIONS_ADMIN_ENDPOINTS } from '#shared/translations/admin-endpoints.ts';
import { PAGES_ENDPOINTS } from '#shared/pages/endpoints.ts';
import { PAGES_ADMIN_ENDPOINTS } from '#shared/pages/admin-endpoints.ts';
import { AUTH_ADMIN_ENDPOINTS } from '#shared/auth/admin-endpoints.ts';
import { AUTH_ENDPOINTS } from '#shared/auth/endpoints.ts';
import { IMAGES_ADMIN_ENDPOINTS } from '#shared/images/admin-endpoints.ts';
import { DOCUMENTS_ADMIN_ENDPOINTS, DOCUMENTS_ENDPOINTS } from '#shared/documents/endpoints.ts';
import { VIEWINGS_ADMIN_ENDPOINTS, VIEWINGS_ENDPOINTS } from '#shared/viewings/endpoints.ts';
import { BIDDER_MESSAGES_ENDPOINTS } from '#shared/bidder-messages/endpoints.ts';
import { AWARD_ENDPOINTS } from '#shared/award/endpoints.ts';
import { FINAL_ROUND_ENDPOINTS } from '#shared/final-round/endpoints.ts';
import { NOTARY_DOSSIER_ENDPOINTS } from '#shared/notary-dossier/endpoints.ts';
import { IDENTIFICATION_ENDPOINTS } from '#shared/identification/endpoints.ts';
import { SELLER_VIEW_ENDPOINTS } from '#shared/seller-view/endpoints.ts';
import { SELLER_VIEW_ADMIN_ENDPOINTS } from '#shared/seller-view/admin-endpoints.ts';
import { RECEIPTS_ADMIN_ENDPOINTS } from '#shared/receipts/admin-endpoints.ts';
import { BID_LOG_ADMIN_ENDPOINTS } from '#shared/bid-log/admin-endpoints.ts';
import { ENTRY_CHECK_ENDPOINTS } from '#shared/bid-log/entry-check-endpoints.ts';
import { MY_OFFERS_ENDPOINTS } from '#shared/my-offers/endpoints.ts';
import { MAIL_ADMIN_ENDPOINTS } from '#shared/mail/admin-endpoints.ts';
import { PRIVACY_ADMIN_ENDPOINTS } from '#shared/privacy/admin-endpoints.ts';
import { AUDIT_ADMIN_ENDPOINTS } from '#shared/audit/admin-endpoints.ts';
import { ACCOUNTS_ADMIN_ENDPOINTS, INVITATION_ENDPOINTS } from '#shared/accounts/endpoints.ts';
import { ACCESSIBILITY_ADMIN_ENDPOINTS, ACCESSIBILITY_ENDPOINTS } from '#shared/accessibility/endpoints.ts';

export type { EndpointRoute, ErrorStatus } from './endpoint-route';
export { ADMIN_API_PREFIX } from './admin-api-prefix';

export const ENDPOINTS = {
  ...OPERATIONS_ENDPOINTS,
  ...PROPERTIES_ENDPOINTS,
  ...LISTING_ENDPOINTS,
  ...PROPERTIES_ADMIN_ENDPOINTS,
  ...OFFERS_ENDPOINTS,
  ...OFFER_DOCUMENT_ENDPOINTS,
  ...OFFERS_ADMIN_ENDPOINTS,
  ...PROCEDURE_ENDPOINTS,
  ...TRANSLATIONS_ENDPOINTS,
  ...TRANSLATIONS_ADMIN_ENDPOINTS,
  ...PAGES_ENDPOINTS,
  ...PAGES_ADMIN_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...AUTH_ADMIN_ENDPOINTS,
  ...IMAGES_ADMIN_ENDPOINTS,
  ...DOCUMENTS_ADMIN_ENDPOINTS,
  ...DOCUMENTS_ENDPOINTS,
  ...VIEWINGS_ADMIN_ENDPOINTS,
  ...VIEWINGS_ENDPOINTS,
  ...BIDDER_MESSAGES_ENDPOINTS,
  ...AWARD_ENDPOINTS,
  ...FINAL_ROUND_ENDPOINTS,
  ...NOTARY_DOSSIER_ENDPOINTS,
  ...IDENTIFICATION_ENDPOINTS,
  ...SELLER_VIEW_ENDPOINTS,
  ...SELLER_VIEW_ADMIN_ENDPOINTS,
  ...RECEIPTS_ADMIN_ENDPOINTS,
  ...BID_LOG_ADMIN_ENDPOINTS,
  ...ENTRY_CHECK_ENDPOINTS,
  ...MY_OFFERS_ENDPOINTS,
  ...MAIL_ADMIN_ENDPOINTS,
  ...PRIVACY_ADMIN_ENDPOINTS,
  ...AUDIT_ADMIN_ENDPOINTS,
  ...ACCESSIBILITY_ENDPOINTS,
  ...ACCESSIBILITY_ADMIN_ENDPOINTS,
  ...ACCOUNTS_ADMIN_ENDPOINTS,
  ...INVITATION_ENDPOINTS,
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Every admin call that changes something (not a GET): each says what it touches (public reads, the audit log). */
export type AdminWrite = {
  [N in EndpointName]: (typeof ENDPOINTS)[N]['path'] extends `/api/admin/${string}`
    ? (typeof ENDPOINTS)[N]['method'] extends 'GET'
      ? never
      : N
    : never;
}[EndpointName];
