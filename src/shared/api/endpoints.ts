/**
 * Every endpoint of the API: its name, method, path and the error answers it can give: what the
 * client needs. The zod schemas of the same endpoints, their summaries and 404 messages are in
 * contract.ts, keyed by the same names (the compiler keeps the two tables in step). This half has
 * no dependencies, so the public page's first bundle can use it without carrying zod or texts only
 * the server uses (docs/decisions/0041-one-api-contract.md).
 *
 * Each error status says who its message is for: 'people' — written for the person at the screen,
 * and the client shows it as it is; 'program' — the client turns the status into its own text.
 */
import { ADMIN_ENDPOINTS } from './admin-endpoints';
import type { EndpointRoute } from './endpoint-route';
import { OFFER_DOCUMENT_ENDPOINTS } from './offer-document-endpoints';
import { PUBLIC_ENDPOINTS } from './public-endpoints';
import { SELLER_VIEW_ENDPOINTS } from './seller-view-endpoints';

export type { EndpointRoute, ErrorStatus } from './endpoint-route';
export { ADMIN_API_PREFIX } from './admin-api-prefix';

/** Two tables, so that the public page's first bundle carries only its own (public-endpoints.ts). */
export const ENDPOINTS = {
  ...PUBLIC_ENDPOINTS,
  ...OFFER_DOCUMENT_ENDPOINTS,
  ...SELLER_VIEW_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
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
