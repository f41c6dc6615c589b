import { sql, type SQL } from 'drizzle-orm';
import { viewingBookings, viewingSlots } from '../db/schema';

/**
 * The booking that lets `email` offer on a property whose offers require a viewing (decision
 * 0134): confirmed through its mailed link, not cancelled, in a slot that was not cancelled and
 * has begun by `now`. The address is compared in lower case. A subquery for `exists`.
 */
export function attendedViewing(propertyId: SQL, email: SQL, now: SQL): SQL {
  return sql`select 1 from ${viewingBookings} b join ${viewingSlots} s on s.id = b.slot_id
    where s.property_id = ${propertyId} and lower(b.email) = lower(${email}) and b.status = 'confirmed'
      and s.cancelled_at is null and s.starts_at <= ${now}`;
}

/**
 * Whether a property's offers need a viewing now (decision 0134): the agent asks for it, and the
 * property has a viewing slot (past or to come) that was not cancelled — without one, nobody could
 * meet the rule.
 */
export function offersRequireViewing(propertyId: SQL, asked: SQL): SQL<boolean> {
  return sql<boolean>`(${asked} and exists (select 1 from ${viewingSlots} vs
    where vs.property_id = ${propertyId} and vs.cancelled_at is null))`;
}
