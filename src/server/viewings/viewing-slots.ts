import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, viewingBookings, viewingSlots } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';
import { propertyExists } from '../properties/property-exists';
import { BOOKING_COLUMNS, HOLD_MINUTES } from './viewing-bookings';

/** How many slots a property may have still to come: more is a typing accident, not a plan. */
export const UPCOMING_SLOTS_PER_PROPERTY = 200;

/** Every slot of the property (cancelled ones too), earliest first, each with its bookings. */
export async function adminSlotsOf(db: Database, propertyId: string) {
  if (!(await propertyExists(db, propertyId))) return null;
  const slots = await db
    .select({
      id: viewingSlots.id,
      startsAt: viewingSlots.startsAt,
      durationMinutes: viewingSlots.durationMinutes,
      capacity: viewingSlots.capacity,
      cancelledAt: viewingSlots.cancelledAt,
      begun: sql<boolean>`${viewingSlots.startsAt} <= now()`,
    })
    .from(viewingSlots)
    .where(eq(viewingSlots.propertyId, propertyId))
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
  const bookings =
    slots.length === 0
      ? []
      : await db
          .select({
            id: viewingBookings.id,
            slotId: viewingBookings.slotId,
            ...BOOKING_COLUMNS,
            // A request whose hour ran out holds nothing: the agent sees it as lapsed.
            lapsed: sql<boolean>`${viewingBookings.status} = 'requested' and ${viewingBookings.requestedAt} <= now() - ${HOLD_MINUTES} * interval '1 minute'`,
          })
          .from(viewingBookings)
          .where(
            inArray(
              viewingBookings.slotId,
              slots.map((slot) => slot.id),
            ),
          )
          .orderBy(asc(viewingBookings.requestedAt), asc(viewingBookings.id));
  return slots.map((slot) => {
    const own = bookings.filter((booking) => booking.slotId === slot.id);
    const taken = own.filter(
      (booking) => booking.status === 'confirmed' || (booking.status === 'requested' && !booking.lapsed),
    );
    return {
      id: slot.id,
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      capacity: slot.capacity,
      cancelledAt: slot.cancelledAt,
      placesLeft: slot.cancelledAt ? 0 : Math.max(0, slot.capacity - taken.length),
      begun: slot.begun,
      bookings: own.map(({ slotId: _slot, lapsed, status, ...booking }) => ({
        ...booking,
        status: lapsed ? ('lapsed' as const) : status,
      })),
    };
  });
}

/** Adds a slot; 'full' when the property has as many slots to come as it may. */
export async function createSlot(
  db: Database,
  propertyId: string,
  slot: { startsAt: Date; durationMinutes: number; capacity: number },
) {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .execute(
        sql`select count(*)::int as n from ${viewingSlots}
      where property_id = ${propertyId}::uuid and cancelled_at is null and starts_at > now()`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    if (Number(counted?.n ?? 0) >= UPCOMING_SLOTS_PER_PROPERTY) return { kind: 'full' as const };
    const [row] = await tx
      .insert(viewingSlots)
      .values({ propertyId, ...slot })
      .returning({ id: viewingSlots.id });
    return { kind: 'created' as const, id: row!.id };
  });
}

/**
 * The agent cancels a slot: it takes no more bookings, every booking in it is cancelled, and each
 * confirmed one is told by mail with the calendar's cancellation. Null for no such slot (or one
 * cancelled already, or one that has begun).
 */
export async function cancelSlot(db: Database, propertyId: string, slotId: string) {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .update(viewingSlots)
      .set({ cancelledAt: sql`now()` })
      .where(
        and(
          eq(viewingSlots.id, slotId),
          eq(viewingSlots.propertyId, propertyId),
          isNull(viewingSlots.cancelledAt),
          // A viewing that has begun took place: it stays, as the bookings that may allow offers (decision 0134).
          gt(viewingSlots.startsAt, sql`now()`),
        ),
      )
      .returning({ id: viewingSlots.id });
    if (!slot) return null;
    const told = await tx
      .update(viewingBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, sequence: sql`${viewingBookings.sequence} + 1` })
      .where(and(eq(viewingBookings.slotId, slotId), eq(viewingBookings.status, 'confirmed')))
      .returning({ id: viewingBookings.id, email: viewingBookings.email, language: viewingBookings.language });
    // Requests not confirmed yet: their link opens nothing from now on; no calendar holds them.
    await tx
      .update(viewingBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(viewingBookings.slotId, slotId), eq(viewingBookings.status, 'requested')));
    if (told.length > 0) {
      await tx.insert(mailOutbox).values(
        told.map((booking) => ({
          viewingBookingId: booking.id,
          kind: MAIL_KINDS.viewingSlotCancelled,
          recipients: booking.email,
          language: booking.language,
        })),
      );
    }
    return { told: told.length };
  });
}
