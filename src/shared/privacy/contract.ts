import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import type { PRIVACY_ADMIN_ENDPOINTS } from './admin-endpoints';
import {
  personSchema,
  privacyEraseSchema,
  privacyExportSchema,
  privacyLookupSchema,
  privacyQuerySchema,
} from './schemas';

/** The schemas of the endpoints of one person's data (DSGVO), by the names of endpoints.ts. */
export const PRIVACY_CONTRACT = {
  person: {
    summary:
      "One person by e-mail address: their offers on every property with status and note, their bidders' alerts, consents and the mails sent to them",
    query: privacyQuerySchema,
    response: personSchema,
  },
  privacyLookup: {
    summary:
      'How many offers, e-mails, feedbacks on accessibility and acknowledgements of documents’ terms are stored for one e-mail address',
    query: privacyQuerySchema,
    response: privacyLookupSchema,
  },
  privacyExport: {
    summary: 'Everything stored for one e-mail address, as JSON (DSGVO Art. 15)',
    query: privacyQuerySchema,
    response: { file: 'application/json', schema: privacyExportSchema },
  },
  privacyErase: {
    summary:
      "Delete one e-mail address's offers, consents, e-mails, feedback on accessibility and acknowledgements of documents' terms with their downloads (DSGVO Art. 17); brokerage agreements within their retention are kept as proof of a commission claim (Art. 17 (3) (e)), and a buyer's identification under the money-laundering act for its five years (Art. 17 (3) (b))",
    body: privacyEraseSchema,
    /**
     * deleted: offers; feedback: feedbacks on accessibility; documents: acknowledgements deleted;
     * keptAgreements: brokerage agreements kept as proof of a commission claim, until keptUntil
     * (the latest of their retention ends; null when none was kept).
     */
    response: z.object({
      deleted: z.number().int(),
      feedback: z.number().int(),
      documents: z.number().int(),
      keptAgreements: z.number().int(),
      keptUntil: timestampSchema.nullable(),
      /**
       * The buyer's identifications under the money-laundering act (decision 0139), kept whatever
       * the request (Art. 17 (3) (b)), until identificationKeptUntil (the latest; null when none).
       */
      keptIdentifications: z.number().int(),
      identificationKeptUntil: timestampSchema.nullable(),
    }),
  },
} as const satisfies { [N in keyof typeof PRIVACY_ADMIN_ENDPOINTS]: EndpointSchemas };
