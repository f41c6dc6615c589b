import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { requiredLine } from '#shared/text-schemas.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { visitorEmail, visitorName } from '#shared/visitor-fields.ts';
import { munichLocalToUtc } from './munich-time';

/** A slot's length in minutes and its places, as the server takes them and the panel's fields offer them. */
export const VIEWING_LIMITS = { minMinutes: 15, maxMinutes: 240, maxCapacity: 30 } as const;

const START_MESSAGE = 'startsAt is a day and time in Munich, like 2027-03-28T10:00, that exists on its clocks';

/**
 * POST …/viewing-slots: a slot as the agent enters it, in Munich's time (the server keeps the
 * moment, right across a change of the clocks). A capacity of 1 is a single viewing, more a group.
 */
export const viewingSlotInputSchema = z.object({
  startsAt: z
    .string({ error: START_MESSAGE })
    .refine((value) => munichLocalToUtc(value) !== null, START_MESSAGE)
    .meta({ example: '2027-03-28T10:00' }),
  durationMinutes: z
    .number({ error: 'durationMinutes is a whole number of minutes' })
    .int('durationMinutes is a whole number of minutes')
    .min(VIEWING_LIMITS.minMinutes, `A viewing lasts at least ${VIEWING_LIMITS.minMinutes} minutes`)
    .max(VIEWING_LIMITS.maxMinutes, `A viewing lasts at most ${VIEWING_LIMITS.maxMinutes} minutes`),
  capacity: z
    .number({ error: 'capacity is a whole number of people' })
    .int('capacity is a whole number of people')
    .min(1, 'A viewing has room for at least one person')
    .max(VIEWING_LIMITS.maxCapacity, `A viewing has room for at most ${VIEWING_LIMITS.maxCapacity} people`),
});

const BOOKING_STATUSES = ['requested', 'lapsed', 'confirmed', 'cancelled'] as const;

/** A booking as the agent sees it: `requested` holds a place for an hour, then it has `lapsed`. */
const adminBookingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.string(),
  status: z.enum(BOOKING_STATUSES),
  requestedAt: timestampSchema,
  confirmedAt: timestampSchema.nullable(),
  cancelledAt: timestampSchema.nullable(),
});

const adminSlotSchema = z.object({
  id: z.uuid(),
  startsAt: timestampSchema,
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  cancelledAt: timestampSchema.nullable(),
  placesLeft: z.number().int(),
  /** The viewing has begun (by the server's clock): it took place and can no longer be cancelled. */
  begun: z.boolean(),
  bookings: z.array(adminBookingSchema),
});

/** GET …/viewing-slots, and what every change answers with. */
export const adminSlotsSchema = z.object({ slots: z.array(adminSlotSchema) });
export const adminSlotsChangedSchema = adminSlotsSchema.extend({ message: z.string() });

/** GET /api/listings/:slug/viewings: the slots still to come, with the places left. */
export const publicSlotsSchema = z.object({
  slots: z.array(
    z.object({
      id: z.uuid(),
      startsAt: timestampSchema,
      durationMinutes: z.number().int(),
      capacity: z.number().int(),
      placesLeft: z.number().int(),
    }),
  ),
});

const SLOT_MESSAGE = messageKey('viewing.validation.slot');
const NAME_MESSAGE = messageKey('viewing.validation.name');
const EMAIL_MESSAGE = messageKey('viewing.validation.email');
const PHONE_MESSAGE = messageKey('viewing.validation.phone');

/** POST /api/listings/:slug/viewings: a visitor asks for a place in a slot. */
export const viewingBookingRequestSchema = z.object({
  slotId: z.uuid({ error: SLOT_MESSAGE }),
  name: visitorName(NAME_MESSAGE),
  email: visitorEmail(EMAIL_MESSAGE),
  phone: requiredLine(LIMITS.offerPhone, { required: PHONE_MESSAGE, tooLong: PHONE_MESSAGE, notOneLine: PHONE_MESSAGE })
    .refine((value) => /^[+\d][\d\s/()-]{4,}$/.test(value.trim()), PHONE_MESSAGE)
    .transform((value) => value.trim()),
  language: languageSchema,
});
