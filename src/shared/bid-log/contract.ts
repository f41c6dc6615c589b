import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { BID_LOG_ADMIN_ENDPOINTS } from './admin-endpoints';
import { bidLogSchema } from './schemas';

/** The schemas of the endpoints of the bid log, by the names of endpoints.ts. */
export const BID_LOG_CONTRACT = {
  bidLog: {
    summary: "A property's bid log: every offer (anonymised bidder, amount, terms), deletion, extension and change",
    notFound: 'Property not found',
    params: idParams,
    response: bidLogSchema,
  },
  bidLogPdf: {
    summary: "A property's bid log as a PDF for the seller, in German unless another language is asked for",
    notFound: 'Property not found',
    params: idParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },
} as const satisfies { [N in keyof typeof BID_LOG_ADMIN_ENDPOINTS]: EndpointSchemas };
