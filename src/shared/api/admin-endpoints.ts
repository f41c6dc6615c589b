import type { EndpointRoute } from './endpoint-route';

/** Every admin call may answer 401 (signed out) and, when it changes something, 403 (CSRF). */
const ADMIN_READ = { 401: 'program' } as const;
const ADMIN_WRITE = { 401: 'program', 403: 'program', 400: 'people' } as const;

/** The admin's endpoints (see endpoints.ts). */
export const ADMIN_ENDPOINTS = {
  // Admin: properties and images
  adminListProperties: {
    method: 'GET',
    path: '/api/admin/properties',
    errors: ADMIN_READ,
  },
  createProperty: {
    method: 'POST',
    path: '/api/admin/properties',
    errors: ADMIN_WRITE,
  },
  updateProperty: {
    method: 'PATCH',
    path: '/api/admin/properties/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteProperty: {
    method: 'DELETE',
    path: '/api/admin/properties/:id',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  showPropertyOnHomePage: {
    method: 'POST',
    path: '/api/admin/properties/:id/home-page',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  listPropertyImages: {
    method: 'GET',
    path: '/api/admin/properties/:id/images',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  uploadPropertyImages: {
    method: 'POST',
    path: '/api/admin/properties/:id/upload-images',
    errors: { ...ADMIN_WRITE, 404: 'people', 413: 'people' },
  },
  deletePropertyImage: {
    method: 'DELETE',
    path: '/api/admin/properties/:id/images',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  reorderPropertyImages: {
    method: 'PUT',
    path: '/api/admin/properties/:id/images/order',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
  updateImageAltText: {
    method: 'PUT',
    path: '/api/admin/properties/:id/images/alt-text',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  uploadContactPhoto: {
    method: 'POST',
    path: '/api/admin/properties/:id/contact-photo',
    errors: { ...ADMIN_WRITE, 404: 'program', 413: 'people' },
  },
  deleteContactPhoto: {
    method: 'DELETE',
    path: '/api/admin/properties/:id/contact-photo',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },

  // Admin: the seller's read-only links (decision 0074)
  listSellerLinks: {
    method: 'GET',
    path: '/api/admin/properties/:id/seller-links',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  createSellerLink: {
    method: 'POST',
    path: '/api/admin/properties/:id/seller-links',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  revokeSellerLink: {
    method: 'POST',
    path: '/api/admin/properties/:id/seller-links/:linkId/revoke',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },

  // Admin: offers
  listOffers: { method: 'GET', path: '/api/admin/bids', errors: ADMIN_READ },
  listOffersPage: { method: 'GET', path: '/api/admin/offers', errors: { ...ADMIN_READ, 400: 'people' } },
  adminOverview: { method: 'GET', path: '/api/admin/overview', errors: { ...ADMIN_READ, 400: 'people' } },
  toggleOfferFavorite: {
    method: 'POST',
    path: '/api/admin/bids/:id/favorite',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  updateOffer: {
    method: 'PATCH',
    path: '/api/admin/bids/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteOffer: {
    method: 'DELETE',
    path: '/api/admin/bids/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteAllOffers: { method: 'DELETE', path: '/api/admin/bids', errors: ADMIN_WRITE },
  downloadOfferProof: {
    method: 'GET',
    path: '/api/admin/offers/:id/proof-of-funds',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  exportOffers: {
    method: 'GET',
    path: '/api/admin/bids/export',
    errors: ADMIN_READ,
  },
  offerReceipt: {
    method: 'GET',
    path: '/api/admin/offers/:id/receipt',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },
  bidLog: {
    method: 'GET',
    path: '/api/admin/properties/:id/bid-log',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  bidLogPdf: {
    method: 'GET',
    path: '/api/admin/properties/:id/bid-log.pdf',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },

  // Admin: translations
  translationCoverage: {
    method: 'GET',
    path: '/api/admin/translations',
    errors: ADMIN_READ,
  },
  listTranslations: {
    method: 'GET',
    path: '/api/admin/translations/:language',
    errors: { ...ADMIN_READ, 400: 'people', 404: 'program' },
  },
  createTranslation: {
    method: 'POST',
    path: '/api/admin/translations',
    errors: { ...ADMIN_WRITE, 409: 'people' },
  },
  updateTranslation: {
    method: 'PUT',
    path: '/api/admin/translations/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteTranslation: {
    method: 'DELETE',
    path: '/api/admin/translations/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  seedTranslations: {
    method: 'POST',
    path: '/api/admin/translations/bulk',
    errors: ADMIN_WRITE,
  },

  // Admin: content pages
  listPages: { method: 'GET', path: '/api/admin/pages', errors: ADMIN_READ },
  createPage: {
    method: 'POST',
    path: '/api/admin/pages',
    errors: { ...ADMIN_WRITE, 409: 'people' },
  },
  updatePage: {
    method: 'PUT',
    path: '/api/admin/pages/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deletePage: {
    method: 'DELETE',
    path: '/api/admin/pages/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },

  // Admin: e-mail outbox
  mailOutbox: { method: 'GET', path: '/api/admin/mail', errors: { ...ADMIN_READ, 400: 'people' } },
  retryMail: {
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },

  // Admin: personal data (DSGVO)
  privacyLookup: { method: 'GET', path: '/api/admin/privacy', errors: { ...ADMIN_READ, 400: 'people' } },
  privacyExport: { method: 'GET', path: '/api/admin/privacy/export', errors: { ...ADMIN_READ, 400: 'people' } },
  privacyErase: { method: 'POST', path: '/api/admin/privacy/erase', errors: ADMIN_WRITE },

  // Admin: live updates
  adminEvents: { method: 'GET', path: '/api/admin/events', errors: ADMIN_READ },

  // Admin: audit log
  auditLog: { method: 'GET', path: '/api/admin/audit', errors: { ...ADMIN_READ, 400: 'people' } },
} as const satisfies Record<string, EndpointRoute>;
