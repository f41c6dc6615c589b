import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { RECEIPTS_ADMIN_ENDPOINTS } from './admin-endpoints';

/** The schemas of the endpoints of offer receipts, by the names of endpoints.ts. */
export const RECEIPTS_CONTRACT = {
  offerReceipt: {
    summary: "An offer's PDF receipt, in the language the offer was placed in or the one asked for",
    notFound: 'Offer not found',
    params: idParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },
} as const satisfies { [N in keyof typeof RECEIPTS_ADMIN_ENDPOINTS]: EndpointSchemas };
