import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import type { MY_OFFERS_ENDPOINTS } from './endpoints';
import { bidderTokenParams, myOffersSchema } from './schemas';

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
} as const satisfies { [N in keyof typeof MY_OFFERS_ENDPOINTS]: EndpointSchemas };
