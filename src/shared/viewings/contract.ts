import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { PROPERTY_SLUG_MAX_LENGTH, PROPERTY_SLUG_PATTERN } from '#shared/properties/slug.ts';
import { idParams, messageSchema, uuidParam } from '#shared/wire-schemas.ts';
import { XLSX_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import type { VIEWINGS_ADMIN_ENDPOINTS, VIEWINGS_ENDPOINTS } from './endpoints';
import {
  adminSlotsChangedSchema,
  adminSlotsSchema,
  publicSlotsSchema,
  viewingBookingRequestSchema,
  viewingSlotInputSchema,
} from './schemas';

const listingParams = z.object({ slug: z.string().max(PROPERTY_SLUG_MAX_LENGTH).regex(PROPERTY_SLUG_PATTERN) });

export const VIEWINGS_CONTRACT = {
  listViewingSlots: {
    summary: "The property's viewing slots, earliest first, cancelled ones too, each with its bookings",
    notFound: 'Property not found',
    params: idParams,
    response: adminSlotsSchema,
  },
  createViewingSlot: {
    summary:
      'Offers a viewing slot: its start in Munich time, its length and how many people it takes (1: a single viewing)',
    notFound: 'Property not found',
    params: idParams,
    body: viewingSlotInputSchema,
    response: adminSlotsChangedSchema,
    status: 201,
  },
  exportViewingAttendees: {
    summary:
      "A slot's attendee list as a spreadsheet (besichtigung-<day>-<time>.xlsx): everyone who booked, in the order they asked, with their state",
    notFound: 'Property or slot not found',
    params: idParams.extend({ slotId: uuidParam }),
    response: { file: XLSX_MEDIA_TYPE },
  },
  cancelViewingSlot: {
    summary:
      'Cancels a slot: it takes no more bookings, and everyone confirmed in it is told by mail with the calendar cancellation',
    notFound: 'Property or slot not found',
    params: idParams.extend({ slotId: uuidParam }),
    response: adminSlotsChangedSchema,
  },
  listingViewingSlots: {
    summary: "An active property's viewing slots still to come, with the places left in each",
    notFound: 'Property not found',
    params: listingParams,
    response: publicSlotsSchema,
  },
  requestViewing: {
    summary:
      'Asks for a place in a slot with name, e-mail address and phone: the place is held for an hour, and a mailed link confirms the address and the booking',
    notFound: 'Property or slot not found',
    params: listingParams,
    body: viewingBookingRequestSchema,
    response: messageSchema,
    status: 201,
  },
} as const satisfies {
  [N in keyof typeof VIEWINGS_ADMIN_ENDPOINTS | keyof typeof VIEWINGS_ENDPOINTS]: EndpointSchemas;
};
