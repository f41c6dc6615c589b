import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** A property's documents, as the agent manages them — method, path and the errors each can answer. */
export const DOCUMENTS_ADMIN_ENDPOINTS = {
  listPropertyDocuments: {
    method: 'GET',
    path: '/api/admin/properties/:id/documents',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  uploadPropertyDocument: {
    method: 'POST',
    path: '/api/admin/properties/:id/documents',
    errors: { ...ADMIN_WRITE, 404: 'people', 413: 'people', 415: 'people', 422: 'people' },
  },
  updatePropertyDocument: {
    method: 'PUT',
    path: '/api/admin/properties/:id/documents/:documentId',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  replacePropertyDocument: {
    method: 'POST',
    path: '/api/admin/properties/:id/documents/:documentId/file',
    errors: { ...ADMIN_WRITE, 404: 'people', 413: 'people', 415: 'people', 422: 'people' },
  },
  deletePropertyDocument: {
    method: 'DELETE',
    path: '/api/admin/properties/:id/documents/:documentId',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  reorderPropertyDocuments: {
    method: 'PUT',
    path: '/api/admin/properties/:id/document-order',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  downloadPropertyDocument: {
    method: 'GET',
    path: '/api/admin/properties/:id/documents/:documentId/file',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  readPropertyDocumentPreview: {
    method: 'GET',
    path: '/api/admin/properties/:id/documents/:documentId/preview',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  readDocumentTerms: {
    method: 'GET',
    path: '/api/admin/properties/:id/document-terms',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  updateDocumentTerms: {
    method: 'PUT',
    path: '/api/admin/properties/:id/document-terms',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  listDocumentRecipients: {
    method: 'GET',
    path: '/api/admin/properties/:id/document-recipients',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  exportDocumentRecipients: {
    method: 'GET',
    path: '/api/admin/properties/:id/document-recipients/export',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;

/**
 * A visitor's way to a document: the property page links to it without a signature and is sent on
 * to the same address with a fresh one, which expires; only a signed request gets the file. A
 * gated document is signed only for a browser that confirmed an acknowledgement of the terms.
 */
export const DOCUMENTS_ENDPOINTS = {
  openPropertyDocument: {
    method: 'GET',
    path: '/api/listings/:slug/documents/:documentId',
    errors: { 403: 'people', 404: 'people' },
  },
  documentPreview: {
    method: 'GET',
    path: '/api/listings/:slug/documents/:documentId/preview',
    errors: { 403: 'program', 404: 'program' },
  },
  documentAccessState: {
    method: 'GET',
    path: '/api/listings/:slug/document-access',
    errors: { 404: 'program' },
  },
  // 429: too many requests from one address.
  requestDocumentAccess: {
    method: 'POST',
    path: '/api/listings/:slug/document-access',
    errors: { 400: 'people', 404: 'people', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
