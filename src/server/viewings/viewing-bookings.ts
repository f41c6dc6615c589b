import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { mailOutbox, properties, viewingBookings, viewingSlots } from '../db/schema';
import { MAIL_KINDS, type MailKind } from '../mail/mail-kinds';

/** How long a requested booking holds its place while the address is confirmed. */
export const HOLD_MINUTES = 60;

/** A booking that takes a place: confirmed, or requested within the hour (SQL on viewing_bookings). */
const holdsAPlace = sql`(${viewingBookings.status} = 'confirmed' or (${viewingBookings.status} = 'requested'
  and ${viewingBookings.requestedAt} > now() - ${HOLD_MINUTES} * interval '1 minute'))`;

/** A booking's person and its steps, as the agent's list and the person's DSGVO export show them. */
export const BOOKING_COLUMNS = {
  name: viewingBookings.name,
  email: viewingBookings.email,
  phone: viewingBookings.phone,
  language: viewingBookings.language,
  status: viewingBookings.status,
  requestedAt: viewingBookings.requestedAt,
  confirmedAt: viewingBookings.confirmedAt,
  cancelledAt: viewingBookings.cancelledAt,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

async function queueMail(db: Executor, bookingId: string, kind: MailKind, email: string, language: string) {
  await db.insert(mailOutbox).values({ viewingBookingId: bookingId, kind, recipients: email, language });
}

async function placesTaken(db: Executor, slotId: string, except?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(viewingBookings)
    .where(and(eq(viewingBookings.slotId, slotId), holdsAPlace, except ? ne(viewingBookings.id, except) : undefined));
  return Number(row?.n ?? 0);
}

/** Which of the properties offer viewing slots to come (for the properties' public answers). */
export async function propertiesWithViewings(db: Database, propertyIds: readonly string[]): Promise<Set<string>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ propertyId: viewingSlots.propertyId })
    .from(viewingSlots)
    .where(
      and(
        inArray(viewingSlots.propertyId, [...propertyIds]),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, sql`now()`),
      ),
    );
  return new Set(rows.map((row) => row.propertyId));
}

/** The property's slots still to come and not cancelled, each with the places left, earliest first. */
export async function openSlotsOf(db: Database, propertyId: string) {
  const rows = await db
    .select({
      id: viewingSlots.id,
      startsAt: viewingSlots.startsAt,
      durationMinutes: viewingSlots.durationMinutes,
      capacity: viewingSlots.capacity,
      // Spelled out with table names: inside a select list the query builder leaves columns unqualified.
      taken: sql<number>`(select count(*)::int from viewing_bookings b where b.slot_id = viewing_slots.id
        and (b.status = 'confirmed' or (b.status = 'requested'
          and b.requested_at > now() - ${sql.raw(String(HOLD_MINUTES))} * interval '1 minute')))`,
    })
    .from(viewingSlots)
    .where(
      and(
        eq(viewingSlots.propertyId, propertyId),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
  return rows.map(({ taken, ...slot }) => ({ ...slot, placesLeft: Math.max(0, slot.capacity - Number(taken)) }));
}

export interface BookingRequest {
  propertyId: string;
  slotId: string;
  name: string;
  email: string;
  phone: string;
  language: Language;
}

/**
 * A visitor asks for a place in a slot: the slot's row is locked, so two requests for its last
 * place come one after the other and the second finds it taken — a slot is never overbooked.
 * The place is held for an hour and the mail with the confirming link queued, in one transaction.
 */
export async function requestBooking(db: Database, request: BookingRequest) {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: viewingSlots.id, capacity: viewingSlots.capacity })
      .from(viewingSlots)
      .where(
        and(
          eq(viewingSlots.id, request.slotId),
          eq(viewingSlots.propertyId, request.propertyId),
          isNull(viewingSlots.cancelledAt),
          gt(viewingSlots.startsAt, sql`now()`),
        ),
      )
      .for('update');
    if (!slot) return { kind: 'no-slot' as const };
    const [mine] = await tx
      .select({ id: viewingBookings.id, holds: sql<boolean>`${holdsAPlace}` })
      .from(viewingBookings)
      .where(
        and(
          eq(viewingBookings.slotId, slot.id),
          sql`lower(${viewingBookings.email}) = ${request.email.toLowerCase()}`,
          ne(viewingBookings.status, 'cancelled'),
        ),
      );
    if (mine?.holds) return { kind: 'already' as const };
    // A request of this address whose hour ran out makes way for the new one.
    if (mine)
      await tx
        .update(viewingBookings)
        .set({ status: 'cancelled', cancelledAt: sql`now()` })
        .where(eq(viewingBookings.id, mine.id));
    if ((await placesTaken(tx, slot.id)) >= slot.capacity) return { kind: 'full' as const };
    const [booking] = await tx
      .insert(viewingBookings)
      .values({
        slotId: slot.id,
        name: request.name,
        email: request.email,
        phone: request.phone,
        language: request.language,
        status: 'requested',
      })
      .returning({ id: viewingBookings.id });
    await queueMail(tx, booking!.id, MAIL_KINDS.viewingRequest, request.email, request.language);
    return { kind: 'requested' as const, bookingId: booking!.id };
  });
}

/**
 * The mailed link was followed: the booking is confirmed and the calendar invitation queued. A
 * request whose hour ran out is confirmed only while a place is still free; a confirmed one stays
 * as it is (a second click sends nothing). Null when it opens nothing (cancelled, slot gone or past, full).
 */
export async function confirmBooking(db: Database, bookingId: string) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ slotId: viewingBookings.slotId })
      .from(viewingBookings)
      .where(eq(viewingBookings.id, bookingId));
    if (!found) return null;
    // The slot first, as a request locks it: two confirmations of its last place come in turn.
    const [slot] = await tx
      .select({
        capacity: viewingSlots.capacity,
        startsAt: viewingSlots.startsAt,
        cancelledAt: viewingSlots.cancelledAt,
      })
      .from(viewingSlots)
      .where(eq(viewingSlots.id, found.slotId))
      .for('update');
    const [booking] = await tx
      .select({
        status: viewingBookings.status,
        email: viewingBookings.email,
        language: viewingBookings.language,
        holds: sql<boolean>`${holdsAPlace}`,
      })
      .from(viewingBookings)
      .where(eq(viewingBookings.id, bookingId))
      .for('update');
    if (!slot || !booking || booking.status === 'cancelled' || slot.cancelledAt) return null;
    if (booking.status === 'confirmed') return { startsAt: slot.startsAt, newly: false };
    if (slot.startsAt.getTime() <= Date.now()) return null;
    if (!booking.holds && (await placesTaken(tx, found.slotId, bookingId)) >= slot.capacity) return null;
    await tx
      .update(viewingBookings)
      .set({ status: 'confirmed', confirmedAt: sql`now()` })
      .where(eq(viewingBookings.id, bookingId));
    await queueMail(tx, bookingId, MAIL_KINDS.viewingInvitation, booking.email, booking.language);
    return { startsAt: slot.startsAt, newly: true };
  });
}

/** Whether a requested booking's link would still confirm it: its slot to come, and its place held or free. */
export async function stillConfirmable(db: Database, bookingId: string): Promise<boolean> {
  const [booking] = await db
    .select({ slotId: viewingBookings.slotId, status: viewingBookings.status, holds: sql<boolean>`${holdsAPlace}` })
    .from(viewingBookings)
    .where(eq(viewingBookings.id, bookingId));
  if (booking?.status !== 'requested') return false;
  const [slot] = await db
    .select({ capacity: viewingSlots.capacity })
    .from(viewingSlots)
    .where(
      and(eq(viewingSlots.id, booking.slotId), isNull(viewingSlots.cancelledAt), gt(viewingSlots.startsAt, sql`now()`)),
    );
  if (!slot) return false;
  return booking.holds || (await placesTaken(db, booking.slotId, bookingId)) < slot.capacity;
}

/**
 * The visitor cancels through the invitation's link: the place is free at once and the calendar
 * told (METHOD:CANCEL, one sequence up). Null for a booking that is not confirmed (any more), or
 * whose viewing has begun.
 */
export async function cancelBooking(db: Database, bookingId: string) {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(viewingBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, sequence: sql`${viewingBookings.sequence} + 1` })
      .where(
        and(
          eq(viewingBookings.id, bookingId),
          eq(viewingBookings.status, 'confirmed'),
          // A viewing that has begun took place: its booking stays (it may allow offers, decision 0134).
          sql`exists (select 1 from ${viewingSlots} s where s.id = ${viewingBookings.slotId} and s.starts_at > now())`,
        ),
      )
      .returning({ email: viewingBookings.email, language: viewingBookings.language });
    if (!cancelled) return null;
    await queueMail(tx, bookingId, MAIL_KINDS.viewingCancellation, cancelled.email, cancelled.language);
    return cancelled;
  });
}

/** A booking with what its mails and pages say: the slot, the property, the person. */
export async function findViewingSubject(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: viewingBookings.id,
      name: viewingBookings.name,
      email: viewingBookings.email,
      language: viewingBookings.language,
      status: viewingBookings.status,
      sequence: viewingBookings.sequence,
      startsAt: viewingSlots.startsAt,
      durationMinutes: viewingSlots.durationMinutes,
      slotCancelledAt: viewingSlots.cancelledAt,
      slug: properties.slug,
      address: properties.address,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
    })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .innerJoin(properties, eq(properties.id, viewingSlots.propertyId))
    .where(eq(viewingBookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type ViewingSubject = NonNullable<Awaited<ReturnType<typeof findViewingSubject>>>;
