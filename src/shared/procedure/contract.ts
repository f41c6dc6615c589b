import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { PROCEDURE_ENDPOINTS } from './endpoints';
import { standingSchema } from './schemas';

/** The schemas of the endpoints of the offer procedure's public standing, by the names of endpoints.ts. */
export const PROCEDURE_CONTRACT = {
  propertyStanding: {
    summary:
      "A property's offer procedure as visitors may see it: the mode, the end, the shown minimum, and in the open procedure the highest offer and the number of offers",
    notFound: 'Property not found',
    params: idParams,
    response: standingSchema,
  },
  propertyEvents: {
    summary:
      'Server-Sent Events of the standing: `event: standing` at once and whenever an offer is stored or the end moves, from any instance',
    notFound: 'Property not found',
    params: idParams,
    response: { file: 'text/event-stream' },
  },
} as const satisfies { [N in keyof typeof PROCEDURE_ENDPOINTS]: EndpointSchemas };
