import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { AWARD_ENDPOINTS } from './endpoints';
import { awardAnswerSchema, awardRequestSchema } from './schemas';

export const AWARD_CONTRACT = {
  awardProperty: {
    summary:
      'Awards the property to an offer, subject to notarisation: the procedure closes for good, the bid log records it, the offer is marked accepted, and the chosen bidder and the others the agent left in are told by mail in their language',
    notFound: 'Property or offer not found',
    params: idParams,
    body: awardRequestSchema,
    response: awardAnswerSchema,
  },
} as const satisfies { [N in keyof typeof AWARD_ENDPOINTS]: EndpointSchemas };
