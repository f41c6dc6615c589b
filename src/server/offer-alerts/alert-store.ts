import { and, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offerAlerts, offerTotals, offers, properties } from '../db/schema';
import { PUBLIC_HIGHEST_COLUMNS, publicHighestOffer } from '../offers/standing';
import { markersAtStart, type AlertMarkers, type AlertSituation } from './due-alerts';

/** One bidder's alert row with the procedure as it stands for them. */
export interface WatchedBidder {
  id: string;
  offerId: string;
  email: string;
  language: string;
  markers: AlertMarkers;
  situation: AlertSituation;
}

/** Alerts are about a period that runs or has just ended: after a day nothing more is due. */
const ENDED_LONG_AGO_MS = 24 * 60 * 60 * 1000;

/**
 * A bidder's own highest offer on a property that still stands (any spelling of the address), as
 * a subquery: of each alert row's bidder in one query, or of one bidder.
 */
const ownHighestOf = (propertyId: SQLWrapper | string, email: SQLWrapper | string) =>
  sql<string | null>`(select max(b.bid_amount)::text from ${offers} b
  where b.property_id = ${propertyId} and lower(b.email) = lower(${email}) and b.withdrawn_at is null)`;

/**
 * Every alert row whose property's period runs or ended within the day, optionally of one
 * property, with what the bidder may see of its procedure: one query for them all.
 */
export async function readWatchedBidders(db: Database, now: Date, propertyId?: string): Promise<WatchedBidder[]> {
  const rows = await db
    .select({
      id: offerAlerts.id,
      offerId: offerAlerts.offerId,
      email: offerAlerts.email,
      language: offerAlerts.language,
      outbidFor: sql<string | null>`${offerAlerts.outbidFor}::text`,
      endKnown: offerAlerts.endKnown,
      hourNoticeFor: offerAlerts.hourNoticeFor,
      endNoticeFor: offerAlerts.endNoticeFor,
      isActive: properties.isActive,
      endsAt: properties.auctionEndDate,
      awardedAt: properties.awardedAt,
      ...PUBLIC_HIGHEST_COLUMNS,
      ownHighest: ownHighestOf(offerAlerts.propertyId, offerAlerts.email),
    })
    .from(offerAlerts)
    .innerJoin(properties, eq(properties.id, offerAlerts.propertyId))
    .leftJoin(offerTotals, eq(offerTotals.propertyId, offerAlerts.propertyId))
    .where(
      and(
        gt(properties.auctionEndDate, new Date(now.getTime() - ENDED_LONG_AGO_MS)),
        propertyId ? eq(offerAlerts.propertyId, propertyId) : undefined,
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    offerId: row.offerId,
    email: row.email,
    language: row.language,
    markers: {
      outbidFor: row.outbidFor,
      endKnown: row.endKnown,
      hourNoticeFor: row.hourNoticeFor,
      endNoticeFor: row.endNoticeFor,
    },
    situation: {
      isActive: row.isActive,
      closed: row.awardedAt !== null || row.inFinalRound,
      mode: row.mode,
      endsAt: row.endsAt,
      publicHighest: publicHighestOffer(row),
      ownHighest: row.ownHighest,
    },
  }));
}

/** A bidder's own highest offer on a property that still stands (any spelling of the address). */
export async function ownHighestOffer(db: Database, propertyId: string, email: string): Promise<string | null> {
  const [own] = await db
    .select({ amount: ownHighestOf(propertyId, email) })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return own?.amount ?? null;
}

/** The property and address of an offer, as its alerts are kept (lower case); null when it is gone. */
async function anchorOf(db: Database, offerId: string) {
  const [anchor] = await db
    .select({ propertyId: offers.propertyId, email: sql<string>`lower(${offers.email})` })
    .from(offers)
    .where(eq(offers.id, offerId));
  return anchor ?? null;
}

/**
 * Switches a bidder's alerts on for the property of one of their offers (decision 0115), in the
 * language of the page they did it on. What is already so is taken as told. Switching on again
 * keeps what was told and takes the new language. Null when the offer is gone.
 */
export async function switchAlertsOn(db: Database, offerId: string, language: string, now: Date) {
  const anchor = await anchorOf(db, offerId);
  if (!anchor) return null;
  const [property] = await db
    .select({
      isActive: properties.isActive,
      endsAt: properties.auctionEndDate,
      awardedAt: properties.awardedAt,
      ...PUBLIC_HIGHEST_COLUMNS,
    })
    .from(properties)
    .leftJoin(offerTotals, eq(offerTotals.propertyId, properties.id))
    .where(eq(properties.id, anchor.propertyId));
  if (!property) return null;
  const own = await ownHighestOffer(db, anchor.propertyId, anchor.email);
  const closed = property.awardedAt !== null || property.inFinalRound;
  const markers = markersAtStart(
    { ...property, closed, publicHighest: publicHighestOffer(property), ownHighest: own },
    now,
  );
  await db
    .insert(offerAlerts)
    .values({ propertyId: anchor.propertyId, offerId, email: anchor.email, language, ...markers })
    .onConflictDoUpdate({ target: [offerAlerts.propertyId, offerAlerts.email], set: { language } });
  return true;
}

/** Switches them off (the page's button, or one click in a mail). Null when the offer is gone. */
export async function switchAlertsOff(db: Database, offerId: string): Promise<boolean | null> {
  const anchor = await anchorOf(db, offerId);
  if (!anchor) return null;
  await db
    .delete(offerAlerts)
    .where(and(eq(offerAlerts.propertyId, anchor.propertyId), eq(offerAlerts.email, anchor.email)));
  return false;
}

/** Whether the address has alerts on the property. */
export async function alertsAreOn(db: Database, propertyId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: offerAlerts.id })
    .from(offerAlerts)
    .where(and(eq(offerAlerts.propertyId, propertyId), eq(offerAlerts.email, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}
