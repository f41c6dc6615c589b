/**
 * Every endpoint of the API: its name, method, path and the error answers it can give: what the
 * client needs. The zod schemas of the same endpoints, their summaries and 404 messages are in
 * contract.ts, keyed by the same names (the compiler keeps the two tables in step). This half has
 * no dependencies, so the public page's first bundle can use it without carrying zod or texts only
 * the server uses (docs/decisions/0041-one-api-contract.md).
 *
 * Each error status says who its message is for: 'people' — written for the person at the screen,
 * and the client shows it as it is; 'program' — the client turns the status into its own text.
 */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ErrorAudience = 'people' | 'program';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export interface EndpointRoute {
  method: HttpMethod;
  /** Fastify's form: `:name` marks a path parameter. */
  path: string;
  errors: Partial<Record<ErrorStatus, ErrorAudience>>;
}

/** Every admin call may answer 401 (signed out) and, when it changes something, 403 (CSRF). */
const ADMIN_READ = { 401: 'program' } as const;
const ADMIN_WRITE = { 401: 'program', 403: 'program', 400: 'people' } as const;

export const ENDPOINTS = {
  // Operations
  health: { method: 'GET', path: '/healthz', errors: {} },
  readiness: {
    method: 'GET',
    path: '/readyz',
    errors: { 503: 'program' },
  },
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    errors: {},
  },

  // Public site
  listProperties: {
    method: 'GET',
    path: '/api/properties',
    errors: {},
  },
  placeOffer: {
    method: 'POST',
    path: '/api/properties/:id/bids',
    errors: { 400: 'people', 404: 'program', 409: 'program', 422: 'program', 429: 'program' },
  },
  getTranslations: {
    method: 'GET',
    path: '/api/translations/:language',
    errors: { 404: 'program' },
  },
  getPage: {
    method: 'GET',
    path: '/api/pages/:slug',
    errors: { 404: 'program' },
  },

  // Sign-in
  login: {
    method: 'POST',
    path: '/api/login',
    errors: { 400: 'program', 401: 'program', 403: 'program', 429: 'people' },
  },
  logout: { method: 'POST', path: '/api/logout', errors: { 403: 'program' } },
  currentUser: {
    method: 'GET',
    path: '/api/auth/user',
    errors: { 401: 'program' },
  },

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

  // Admin: offers
  listOffers: { method: 'GET', path: '/api/admin/bids', errors: ADMIN_READ },
  listOffersPage: { method: 'GET', path: '/api/admin/offers', errors: { ...ADMIN_READ, 400: 'people' } },
  adminOverview: { method: 'GET', path: '/api/admin/overview', errors: { ...ADMIN_READ, 400: 'people' } },
  toggleOfferFavorite: {
    method: 'POST',
    path: '/api/admin/bids/:id/favorite',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  deleteAllOffers: { method: 'DELETE', path: '/api/admin/bids', errors: ADMIN_WRITE },
  exportOffers: {
    method: 'GET',
    path: '/api/admin/bids/export',
    errors: ADMIN_READ,
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
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Everything under this path is the admin API, behind one guard. */
export const ADMIN_API_PREFIX = '/api/admin';

/** Whether an error answer's message is meant to be shown to the person using the screen. */
export function isMessageForPeople(name: EndpointName, status: number): boolean {
  const errors: EndpointRoute['errors'] = ENDPOINTS[name].errors;
  return errors[status as ErrorStatus] === 'people';
}
