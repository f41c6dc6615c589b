import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** A property's viewing slots, as the agent manages them (decision 0133). */
export const VIEWINGS_ADMIN_ENDPOINTS = {
  listViewingSlots: {
    method: 'GET',
    path: '/api/admin/properties/:id/viewing-slots',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  createViewingSlot: {
    method: 'POST',
    path: '/api/admin/properties/:id/viewing-slots',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
  exportViewingAttendees: {
    method: 'GET',
    path: '/api/admin/properties/:id/viewing-slots/:slotId/attendees',
    errors: { ...ADMIN_READ, 404: 'program' },
  },
  cancelViewingSlot: {
    method: 'DELETE',
    path: '/api/admin/properties/:id/viewing-slots/:slotId',
    errors: { ...ADMIN_WRITE, 404: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;

/** A visitor's side: the slots to choose from, and the request for a place (confirmed by mail). */
export const VIEWINGS_ENDPOINTS = {
  listingViewingSlots: {
    method: 'GET',
    path: '/api/listings/:slug/viewings',
    errors: { 404: 'program' },
  },
  // 409: the slot is full, or this address holds a place in it already; 429: too many from one address.
  requestViewing: {
    method: 'POST',
    path: '/api/listings/:slug/viewings',
    errors: { 400: 'people', 404: 'people', 409: 'people', 429: 'program' },
  },
} as const satisfies Record<string, EndpointRoute>;
