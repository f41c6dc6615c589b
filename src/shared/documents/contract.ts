import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams, uuidParam } from '#shared/wire-schemas.ts';
import { PROPERTY_SLUG_MAX_LENGTH, PROPERTY_SLUG_PATTERN } from '#shared/properties/slug.ts';
import { messageSchema } from '#shared/wire-schemas.ts';
import { XLSX_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import {
  documentAccessRequestSchema,
  documentAccessStateSchema,
  documentRecipientsSchema,
  documentTermsAnswerSchema,
  documentTermsSchema,
} from './access-schemas';
import type { DOCUMENTS_ADMIN_ENDPOINTS, DOCUMENTS_ENDPOINTS } from './endpoints';
import {
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_UPLOAD_FIELD,
  documentLinkQuerySchema,
  documentPreviewQuerySchema,
  documentOrderSchema,
  documentParams,
  documentsChangedSchema,
  documentUpdateSchema,
  PREVIEW_MEDIA_TYPE,
  propertyDocumentsSchema,
} from './schemas';

const NOT_FOUND = 'Property or document not found';

/** The schemas of the documents' endpoints, by the names of endpoints.ts. */
export const DOCUMENTS_CONTRACT = {
  listPropertyDocuments: {
    summary: "A property's documents in the order its page lists them, public ones and the team's",
    notFound: 'Property not found',
    params: idParams,
    response: propertyDocumentsSchema,
  },
  uploadPropertyDocument: {
    summary: `Add a document (multipart, one file in the field "${DOCUMENT_UPLOAD_FIELD}"; PDF, JPEG or PNG by its bytes, at most 25 MB); it starts visible to the team only`,
    notFound: 'Property not found',
    params: idParams,
    files: DOCUMENT_UPLOAD_FIELD,
    response: documentsChangedSchema,
    status: 201,
  },
  updatePropertyDocument: {
    summary: "Set a document's titles (German required; English and French fall back to it) and who may open it",
    notFound: NOT_FOUND,
    params: documentParams,
    body: documentUpdateSchema,
    response: documentsChangedSchema,
  },
  replacePropertyDocument: {
    summary: `Replace a document's file (multipart, field "${DOCUMENT_UPLOAD_FIELD}"): a new version under the same titles and place`,
    notFound: NOT_FOUND,
    params: documentParams,
    files: DOCUMENT_UPLOAD_FIELD,
    response: documentsChangedSchema,
  },
  deletePropertyDocument: {
    summary: 'Remove a document and its file',
    notFound: NOT_FOUND,
    params: documentParams,
    response: documentsChangedSchema,
  },
  reorderPropertyDocuments: {
    summary: 'Put the documents in a new order (every document of the property, each once)',
    notFound: 'Property not found',
    params: idParams,
    body: documentOrderSchema,
    response: documentsChangedSchema,
  },
  downloadPropertyDocument: {
    summary: "A document's current file, for the team",
    notFound: NOT_FOUND,
    params: documentParams,
    response: { file: DOCUMENT_MEDIA_TYPES },
  },
  readPropertyDocumentPreview: {
    summary: "The first page of a document's current file as a small WebP image, for the team",
    notFound: 'Property, document or preview not found',
    params: documentParams,
    query: documentPreviewQuerySchema,
    response: { file: [PREVIEW_MEDIA_TYPE] },
  },
  readDocumentTerms: {
    summary:
      'The terms a visitor accepts before the documents "after accepting the terms" open: the property\'s own (empty: the German one, else the template) and the template',
    notFound: 'Property not found',
    params: idParams,
    response: documentTermsAnswerSchema,
  },
  updateDocumentTerms: {
    summary: "Set the property's own terms for its gated documents (empty: the German text, else the template)",
    notFound: 'Property not found',
    params: idParams,
    body: documentTermsSchema,
    response: documentTermsAnswerSchema,
  },
  listDocumentRecipients: {
    summary:
      "Who received the property's gated documents: each acknowledgement of its terms (newest first), when the address was confirmed, every download and the person's offers on the property",
    notFound: 'Property not found',
    params: idParams,
    response: documentRecipientsSchema,
  },
  exportDocumentRecipients: {
    summary:
      'The same list as a spreadsheet (unterlagen-empfaenger-<slug>.xlsx): one row per download, one for a person without any',
    notFound: 'Property not found',
    params: idParams,
    response: { file: XLSX_MEDIA_TYPE },
  },
} as const satisfies { [N in keyof typeof DOCUMENTS_ADMIN_ENDPOINTS]: EndpointSchemas };

const listingParams = z.object({ slug: z.string().max(PROPERTY_SLUG_MAX_LENGTH).regex(PROPERTY_SLUG_PATTERN) });

/** The schemas of the visitors' endpoints of documents. */
export const DOCUMENTS_PUBLIC_CONTRACT = {
  openPropertyDocument: {
    summary:
      'A document of an active property, public or gated. Without a signature: 303 to this address with a fresh signed link (version, expires, signature; for a gated document also access) that works for 30 minutes — a gated one only for a browser that confirmed an acknowledgement of the terms, else 403; with a signature: the file, or 403 once the link has expired or when its signature does not match',
    notFound: 'This document is no longer available.',
    params: listingParams.extend({ documentId: uuidParam }),
    query: documentLinkQuerySchema,
    response: { file: DOCUMENT_MEDIA_TYPES, redirect: 303 },
  },
  documentPreview: {
    summary:
      "The first page of a public or gated document's current file as a small WebP image (240 px wide); a gated one's only for a browser that confirmed an acknowledgement of the terms, else 403",
    notFound: 'This document has no preview.',
    params: listingParams.extend({ documentId: uuidParam }),
    query: documentPreviewQuerySchema,
    response: { file: [PREVIEW_MEDIA_TYPE] },
  },
  documentAccessState: {
    summary:
      "Whether this browser opens the property's gated documents (an acknowledgement confirmed through its mailed link), for whom, and the terms to accept",
    notFound: 'Property not found',
    params: listingParams,
    response: documentAccessStateSchema,
  },
  requestDocumentAccess: {
    summary:
      "Accept the property's terms with name and e-mail address: the address receives a link that confirms it and opens the gated documents in the browser that follows it",
    notFound: 'Property not found',
    params: listingParams,
    body: documentAccessRequestSchema,
    response: messageSchema,
    status: 201,
  },
} as const satisfies { [N in keyof typeof DOCUMENTS_ENDPOINTS]: EndpointSchemas };
