import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { NOTARY_DOSSIER_ENDPOINTS } from './endpoints';
import { notaryDossierBodySchema, notaryDossierSchema, notaryDossierSentSchema } from './schemas';

export const NOTARY_DOSSIER_CONTRACT = {
  notaryDossier: {
    summary:
      "An awarded property's notary dossier: the seller's reference and the notary's address, and when it was sent",
    notFound: 'Property not found',
    params: idParams,
    response: notaryDossierSchema,
  },
  saveNotaryDossier: {
    summary: "Stores the seller's reference and the notary's address for the awarded property's dossier",
    notFound: 'Property not found',
    params: idParams,
    body: notaryDossierBodySchema,
    response: notaryDossierSchema,
  },
  notaryDossierPdf: {
    summary:
      "The notary's dossier as a PDF, in German: the property, the seller's reference, the buyer and their identification, the accepted offer with its terms, the bid log's head hash and the dates",
    notFound: 'Property not found',
    params: idParams,
    response: { file: PDF_MEDIA_TYPE },
  },
  sendNotaryDossier: {
    summary: "Sends the dossier to the notary's address through the outbox, the PDF attached",
    notFound: 'Property not found',
    params: idParams,
    response: notaryDossierSentSchema,
  },
} as const satisfies { [N in keyof typeof NOTARY_DOSSIER_ENDPOINTS]: EndpointSchemas };
