import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams, messageSchema } from '#shared/wire-schemas.ts';
import {
  adminOfferSchema,
  offersOfPropertyQuerySchema,
  offersPageQuerySchema,
  offersPageSchema,
  offerUpdateSchema,
  overviewQuerySchema,
  overviewSchema,
} from './admin-schemas';
import type { OFFERS_ENDPOINTS } from './endpoints';
import type { OFFER_DOCUMENT_ENDPOINTS } from './document-endpoints';
import type { OFFERS_ADMIN_ENDPOINTS } from './admin-endpoints';
import { PROOF_MEDIA_TYPES, PROOF_UPLOAD_FIELD } from './offer-terms';
import { offerDocumentSchema } from './offer-terms-schemas';
import { XLSX_MEDIA_TYPE } from './offers-export';
import { offerBodySchema, offerHeadersSchema, placedOfferSchema } from './schemas';

/** The schemas of the endpoints of offers, by the names of endpoints.ts. */
export const OFFERS_CONTRACT = {
  placeOffer: {
    summary: "A visitor's non-binding purchase offer",
    notFound: 'Property not found',
    params: idParams,
    headers: offerHeadersSchema,
    body: offerBodySchema,
    response: placedOfferSchema,
    status: 201,
  },
  uploadOfferDocument: {
    summary:
      'A proof of funds for an offer (multipart, one file in the field "file"; PDF, JPEG or PNG by its bytes, at most 10 MB): name its id as proofOfFundsId in the offer within the hour; refused with 429 over the hourly quota of bytes per client or for everyone',
    files: PROOF_UPLOAD_FIELD,
    response: offerDocumentSchema,
    status: 201,
  },
  listOffers: { summary: 'All offers, newest first', response: z.array(adminOfferSchema) },
  listOffersPage: {
    summary:
      "One page of offers (with their property's title and whether each is its property's highest): filtered, ordered by date or amount, continued by a cursor",
    query: offersPageQuerySchema,
    response: offersPageSchema,
  },
  adminOverview: {
    summary:
      "The dashboard's figures: active properties, offers today, average and highest offer, the highest offer per property, offers per day over 14 days",
    query: overviewQuerySchema,
    response: overviewSchema,
  },
  toggleOfferFavorite: {
    summary: "Toggle an offer's favourite flag",
    notFound: 'Offer not found',
    params: idParams,
    response: adminOfferSchema,
  },
  updateOffer: {
    summary: "Set an offer's status (new, contacted, accepted, declined) and/or its internal note",
    notFound: 'Offer not found',
    params: idParams,
    body: offerUpdateSchema,
    response: adminOfferSchema,
  },
  deleteOffer: {
    summary: 'Delete one offer',
    notFound: 'Offer not found',
    params: idParams,
    response: messageSchema,
  },
  deleteAllOffers: {
    summary: "Delete every offer, or with propertyId only that property's",
    notFound: 'Property not found',
    query: offersOfPropertyQuerySchema,
    response: z.object({ deleted: z.number().int() }),
  },
  downloadOfferProof: {
    summary: "An offer's proof of funds as uploaded (PDF, JPEG or PNG), as an attachment",
    notFound: 'No proof of funds for this offer',
    params: idParams,
    response: { file: PROOF_MEDIA_TYPES },
  },
  exportOffers: {
    summary:
      "All offers as a spreadsheet (bids-export.xlsx), or with propertyId only that property's (bids-export-<slug>.xlsx)",
    notFound: 'Property not found',
    query: offersOfPropertyQuerySchema,
    response: { file: XLSX_MEDIA_TYPE },
  },
  adminEvents: {
    summary:
      'Server-Sent Events for an open admin, from any instance: `event: offer` for each new offer, `event: changed` when offers or a property changed otherwise (a withdrawal, a deletion, an edit)',
    response: { file: 'text/event-stream' },
  },
} as const satisfies {
  [
    N in keyof typeof OFFERS_ENDPOINTS | keyof typeof OFFER_DOCUMENT_ENDPOINTS | keyof typeof OFFERS_ADMIN_ENDPOINTS
  ]: EndpointSchemas;
};
