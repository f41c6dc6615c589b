import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, viewingBookings, viewingSlots } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';

/** A reminder goes out once a confirmed viewing is at most this far ahead. */
const AHEAD_HOURS = 24;

/**
 * Queues the reminder of each confirmed viewing that starts within the next day and was not
 * reminded of yet, and marks it reminded in the same statement: on several instances at once, each
 * booking is reminded once. A booking confirmed within that day already has its invitation fresh
 * and gets none. Answers how many were queued.
 */
export async function queueViewingReminders(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    with due as (
      update ${viewingBookings} b set reminded_at = now()
      from ${viewingSlots} s
      where s.id = b.slot_id and b.status = 'confirmed' and b.reminded_at is null and s.cancelled_at is null
        and s.starts_at > now() and s.starts_at <= now() + ${AHEAD_HOURS} * interval '1 hour'
        and b.confirmed_at < s.starts_at - ${AHEAD_HOURS} * interval '1 hour'
      returning b.id, b.email, b.language
    )
    insert into ${mailOutbox} (viewing_booking_id, kind, recipients, language)
    select id, ${MAIL_KINDS.viewingReminder}, email, language from due
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
