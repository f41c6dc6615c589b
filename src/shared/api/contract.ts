export type { EndpointSchemas } from './endpoint-schemas';

import type { z } from 'zod';
import { ACCESSIBILITY_CONTRACT } from '#shared/accessibility/contract.ts';
import { ACCOUNTS_CONTRACT } from '#shared/accounts/contract.ts';
import { AUDIT_CONTRACT } from '#shared/audit/contract.ts';
import { AUTH_CONTRACT } from '#shared/auth/contract.ts';
import { BID_LOG_CONTRACT } from '#shared/bid-log/contract.ts';
import { IMAGES_CONTRACT } from '#shared/images/contract.ts';
import { DOCUMENTS_CONTRACT, DOCUMENTS_PUBLIC_CONTRACT } from '#shared/documents/contract.ts';
import { VIEWINGS_CONTRACT } from '#shared/viewings/contract.ts';
import { BIDDER_MESSAGES_CONTRACT } from '#shared/bidder-messages/contract.ts';
import { AWARD_CONTRACT } from '#shared/award/contract.ts';
import { FINAL_ROUND_CONTRACT } from '#shared/final-round/contract.ts';
import { NOTARY_DOSSIER_CONTRACT } from '#shared/notary-dossier/contract.ts';
import { IDENTIFICATION_CONTRACT } from '#shared/identification/contract.ts';
import { MAIL_CONTRACT } from '#shared/mail/contract.ts';
import { MY_OFFERS_CONTRACT } from '#shared/my-offers/contract.ts';
import { OFFERS_CONTRACT } from '#shared/offers/contract.ts';
import { OPERATIONS_CONTRACT } from '#shared/operations/contract.ts';
import { PAGES_CONTRACT } from '#shared/pages/contract.ts';
import { PRIVACY_CONTRACT } from '#shared/privacy/contract.ts';
import { PROCEDURE_CONTRACT } from '#shared/procedure/contract.ts';
import { PROPERTIES_CONTRACT } from '#shared/properties/contract.ts';
import { RECEIPTS_CONTRACT } from '#shared/receipts/contract.ts';
import { SELLER_VIEW_CONTRACT } from '#shared/seller-view/contract.ts';
import { TRANSLATIONS_CONTRACT } from '#shared/translations/contract.ts';
import type { EndpointSchemas } from './endpoint-schemas';
import type { EndpointName } from './endpoints';

/**
 * Every call the site and the back office make, and the operational ones, with every input and
 * answer: the join of each capability's contract (`<capability>/contract.ts`).
 */
export const CONTRACT = {
  ...OPERATIONS_CONTRACT,
  ...PROPERTIES_CONTRACT,
  ...OFFERS_CONTRACT,
  ...PROCEDURE_CONTRACT,
  ...TRANSLATIONS_CONTRACT,
  ...PAGES_CONTRACT,
  ...AUTH_CONTRACT,
  ...IMAGES_CONTRACT,
  ...DOCUMENTS_CONTRACT,
  ...DOCUMENTS_PUBLIC_CONTRACT,
  ...VIEWINGS_CONTRACT,
  ...BIDDER_MESSAGES_CONTRACT,
  ...AWARD_CONTRACT,
  ...FINAL_ROUND_CONTRACT,
  ...NOTARY_DOSSIER_CONTRACT,
  ...IDENTIFICATION_CONTRACT,
  ...SELLER_VIEW_CONTRACT,
  ...MY_OFFERS_CONTRACT,
  ...RECEIPTS_CONTRACT,
  ...BID_LOG_CONTRACT,
  ...MAIL_CONTRACT,
  ...PRIVACY_CONTRACT,
  ...AUDIT_CONTRACT,
  ...ACCESSIBILITY_CONTRACT,
  ...ACCOUNTS_CONTRACT,
} as const satisfies { [N in EndpointName]: EndpointSchemas };

type Contract = typeof CONTRACT;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type Field<N extends EndpointName, F extends string> = F extends keyof Contract[N] ? Contract[N][F] : undefined;

/** What a client sends: path parameters, query and body as they go over the wire. */
export type ParamsOf<N extends EndpointName> = SchemaInput<Field<N, 'params'>>;
export type HeadersOf<N extends EndpointName> = SchemaInput<Field<N, 'headers'>>;
export type QueryOf<N extends EndpointName> = SchemaInput<Field<N, 'query'>>;
export type BodyOf<N extends EndpointName> = SchemaInput<Field<N, 'body'>>;
/** The answer as the client reads it (timestamps as ISO strings). */
export type ResponseOf<N extends EndpointName> = SchemaInput<Contract[N]['response']>;

/** The same, as a handler sees them after validation, and what it returns before encoding. */
export type ParsedParamsOf<N extends EndpointName> = SchemaOutput<Field<N, 'params'>>;
export type ParsedHeadersOf<N extends EndpointName> = SchemaOutput<Field<N, 'headers'>>;
export type ParsedQueryOf<N extends EndpointName> = SchemaOutput<Field<N, 'query'>>;
export type ParsedBodyOf<N extends EndpointName> = SchemaOutput<Field<N, 'body'>>;
export type HandlerResultOf<N extends EndpointName> = SchemaOutput<Contract[N]['response']>;
