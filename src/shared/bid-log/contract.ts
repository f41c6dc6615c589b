import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { BID_LOG_ADMIN_ENDPOINTS } from './admin-endpoints';
import { bidLogSchema } from './schemas';
import type { ENTRY_CHECK_ENDPOINTS } from './entry-check-endpoints';
import { entryCheckBodySchema, entryCheckSchema } from './entry-check-schemas';

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
  checkBidLogEntry: {
    summary:
      "A bidder's check of their receipt: the offer's entry in the bid log, found by the receipt's reference and checksum, and whether the chain up to it and after it still holds; for an open procedure after its end, the offer's place. Nothing about other offers",
    notFound: 'No entry with this reference and checksum',
    body: entryCheckBodySchema,
    response: entryCheckSchema,
  },
} as const satisfies {
  [N in keyof typeof BID_LOG_ADMIN_ENDPOINTS | keyof typeof ENTRY_CHECK_ENDPOINTS]: EndpointSchemas;
};
