import { sql } from 'drizzle-orm';
import type { Overview } from '../../shared/schemas/admin-offers';
import type { Database } from '../db/client';
import { offers, properties } from '../db/schema';

const PROPERTIES_LISTED = 20;

/** The UTC instant at which today began in a time zone (a valid IANA name). */
export function startOfToday(timeZone: string, now = new Date()): Date {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const wallClock = (instant: Date) => {
    const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
    return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  };
  const local = new Date(wallClock(now));
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The zone's offset at midnight itself (it differs from now's on the days clocks change).
  let guess = midnightAsUtc - (wallClock(now) - now.getTime());
  guess = midnightAsUtc - (wallClock(new Date(guess)) - guess);
  return new Date(guess);
}

interface OfferFigures extends Record<string, unknown> {
  offer_count: number;
  offers_today: number;
  average_amount: string | null;
  highest_amount: string | null;
  active_properties: number;
}

/** SPEC's dashboard figures, computed in the database in one pass over the offers. */
export async function computeOverview(db: Database, timeZone: string, now = new Date()): Promise<Overview> {
  const since = startOfToday(timeZone, now).toISOString();
  // Both drivers answer raw queries with { rows }.
  const figures = (await db.execute(sql`
    select count(*)::int as offer_count,
      (count(*) filter (where ${offers.createdAt} >= ${since}::timestamptz))::int as offers_today,
      round(avg(${offers.bidAmount}), 2)::text as average_amount,
      max(${offers.bidAmount})::text as highest_amount,
      (select count(*)::int from ${properties} where ${properties.isActive}) as active_properties
    from ${offers}`)) as unknown as { rows: OfferFigures[] };
  const perProperty = await db
    .select({ propertyId: properties.id, title: properties.title, count: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(properties, sql`${properties.id} = ${offers.propertyId}`)
    .groupBy(properties.id, properties.title)
    .orderBy(sql`count(*) desc`, properties.title)
    .limit(PROPERTIES_LISTED);
  const row = figures.rows[0]!;
  return {
    activeProperties: row.active_properties,
    offerCount: row.offer_count,
    offersToday: row.offers_today,
    averageAmount: row.average_amount,
    highestAmount: row.highest_amount,
    offersPerProperty: perProperty,
  };
}
