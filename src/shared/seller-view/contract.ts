import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { SELLER_VIEW_ENDPOINTS } from './endpoints';
import type { SELLER_VIEW_ADMIN_ENDPOINTS } from './admin-endpoints';
import {
  createdSellerLinkSchema,
  sellerLinkCreateSchema,
  sellerLinkParams,
  sellerLinkSchema,
  sellerTokenParams,
  sellerViewSchema,
} from './schemas';

/** The schemas of the endpoints of the seller's read-only view and its links, by the names of endpoints.ts. */
export const SELLER_VIEW_CONTRACT = {
  sellerView: {
    summary:
      "A seller's read-only view of their property: the live standing whatever the public mode, and the offers (contact data only when the link allows it)",
    notFound: 'This link is no longer valid',
    params: sellerTokenParams,
    response: sellerViewSchema,
  },
  sellerViewEvents: {
    summary:
      "Server-Sent Events of the seller's view: `event: seller-view` at once and after every stored offer or moved end; `event: gone` when the link was revoked or expired",
    notFound: 'This link is no longer valid',
    params: sellerTokenParams,
    response: { file: 'text/event-stream' },
  },
  sellerBidLogPdf: {
    summary: "The bid log of the seller's property as a PDF, in German unless another language is asked for",
    notFound: 'This link is no longer valid',
    params: sellerTokenParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },
  listSellerLinks: {
    summary: "A property's read-only links for its seller, newest first (the tokens are not readable again)",
    notFound: 'Property not found',
    params: idParams,
    response: z.array(sellerLinkSchema),
  },
  createSellerLink: {
    summary:
      "Create a read-only link for the property's seller: 7, 30 or 90 days or until a date, with or without the bidders' contact data; the answer is the only place its token appears",
    notFound: 'Property not found',
    params: idParams,
    body: sellerLinkCreateSchema,
    response: createdSellerLinkSchema,
    status: 201,
  },
  revokeSellerLink: {
    summary: "Revoke a seller's link: from now on it opens nothing",
    notFound: 'Link not found',
    params: sellerLinkParams,
    response: sellerLinkSchema,
  },
} as const satisfies {
  [N in keyof typeof SELLER_VIEW_ENDPOINTS | keyof typeof SELLER_VIEW_ADMIN_ENDPOINTS]: EndpointSchemas;
};
