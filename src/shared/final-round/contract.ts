import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { bidderTokenParams } from '#shared/my-offers/schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { FINAL_ROUND_ENDPOINTS } from './endpoints';
import {
  finalOfferBodySchema,
  finalOfferPlacedSchema,
  finalRoundStartedSchema,
  finalRoundStateSchema,
  startFinalRoundSchema,
} from './schemas';

export const FINAL_ROUND_CONTRACT = {
  finalRound: {
    summary:
      "A property's best-and-final round: the bidders it invited with their final offers, or the ranking one would invite from (amount, then financing strength, then time)",
    notFound: 'Property not found',
    params: idParams,
    response: finalRoundStateSchema,
  },
  startFinalRound: {
    summary:
      'Starts a best-and-final round: the top N bidders may each send one final, sealed offer until the new deadline through their personal link; nobody else may offer from then on; the bid log records it',
    notFound: 'Property not found',
    params: idParams,
    body: startFinalRoundSchema,
    response: finalRoundStartedSchema,
  },
  placeFinalOffer: {
    summary:
      "The invited bidder's one final offer in the property's best-and-final round, sealed: nobody else sees it; stored, confirmed by mail and in the bid log",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    body: finalOfferBodySchema,
    response: finalOfferPlacedSchema,
    status: 201,
  },
} as const satisfies { [N in keyof typeof FINAL_ROUND_ENDPOINTS]: EndpointSchemas };
