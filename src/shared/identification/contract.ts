import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { bidderTokenParams } from '#shared/my-offers/schemas.ts';
import { PROOF_MEDIA_TYPES } from '#shared/offers/offer-terms.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { IDENTIFICATION_ENDPOINTS } from './endpoints';
import {
  adminIdentificationFileParams,
  confirmIdentificationSchema,
  identificationDetailsSchema,
  identificationFileStoredSchema,
  identificationRequestedSchema,
  identificationStateSchema,
  identificationSubmittedSchema,
} from './schemas';
import { z } from 'zod';
import { IDENTIFICATION_FILE_KINDS, IDENTIFICATION_UPLOAD_FIELD } from './rules';

const bidderFileParams = bidderTokenParams.extend({ kind: z.enum(IDENTIFICATION_FILE_KINDS) });

export const IDENTIFICATION_CONTRACT = {
  identification: {
    summary:
      "The awarded buyer's identification (money-laundering act), opened for owners and agents: the details, the files, who confirmed the check and until when it is kept",
    notFound: 'Property not found',
    params: idParams,
    response: identificationStateSchema,
  },
  identificationFile: {
    summary: "The buyer's ID document scan (document) or a company's transparency-register extract (register)",
    notFound: 'No such file',
    params: adminIdentificationFileParams,
    response: { file: PROOF_MEDIA_TYPES },
  },
  requestIdentification: {
    summary:
      'Asks the awarded buyer for their identification: a letter in their language through the outbox, with the link to their own page where they give it',
    notFound: 'Property not found',
    params: idParams,
    response: identificationRequestedSchema,
  },
  confirmIdentification: {
    summary:
      "Records that the agent checked the buyer's identification (with an optional note); the record is kept five years after the end of that calendar year",
    notFound: 'Property not found',
    params: idParams,
    body: confirmIdentificationSchema,
    response: identificationStateSchema,
  },
  uploadIdentificationFile: {
    summary:
      'The awarded buyer\'s ID document scan or company register extract (multipart, one file in the field "file"; PDF, JPEG or PNG by its bytes, at most 10 MB); stored sealed, replacing an earlier one of that kind',
    notFound: 'This link is no longer valid',
    params: bidderFileParams,
    files: IDENTIFICATION_UPLOAD_FIELD,
    response: identificationFileStoredSchema,
    status: 201,
  },
  submitIdentification: {
    summary:
      "The awarded buyer's identification details, stored sealed; the ID document's file (and a company's register extract) must have been uploaded first",
    notFound: 'This link is no longer valid',
    params: bidderTokenParams,
    body: identificationDetailsSchema,
    response: identificationSubmittedSchema,
  },
} as const satisfies { [N in keyof typeof IDENTIFICATION_ENDPOINTS]: EndpointSchemas };
