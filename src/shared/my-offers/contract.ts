import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import type { MY_OFFERS_ENDPOINTS } from './endpoints';
import { alertsBodySchema, alertsStateSchema, bidderTokenParams, myOffersSchema, withdrawalSchema } from './schemas';

/** The schemas of a bidder's own page's endpoints, by the names of endpoints.ts. */
export const MY_OFFERS_CONTRACT = {
  myOffers: {
    summary:
      "A bidder's own page for one property: the offers made from their e-mail address, what visitors may see of the standing, and each offer's receipt address",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    response: myOffersSchema,
  },
  myOfferReceipt: {
    summary: "The receipt of the token's offer as a PDF, in the offer's language unless another is asked for",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },
  withdrawMyOffer: {
    summary:
      "Withdraw the token's offer (non-binding, so at any time): it stays on record and in the bid log, but counts no more. Asking again answers the first withdrawal",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    response: withdrawalSchema,
  },
  switchOnAlerts: {
    summary:
      "Switch on e-mail alerts for the token's address on its property: outbid (open procedure), the end moved, one hour left, the end. Each mail unsubscribes with one click",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    body: alertsBodySchema,
    response: alertsStateSchema,
  },
  switchOffAlerts: {
    summary: "Switch off the e-mail alerts of the token's address on its property",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    response: alertsStateSchema,
  },
} as const satisfies { [N in keyof typeof MY_OFFERS_ENDPOINTS]: EndpointSchemas };
