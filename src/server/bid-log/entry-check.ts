import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { normalChecksum, normalReference } from '#shared/bid-log/entry-check.ts';
import type { EntryCheck } from '#shared/bid-log/entry-check-schemas.ts';
import type { BidLogEntry } from '#shared/bid-log/schemas.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import type { Database } from '../db/client';
import { bidLog, offers, properties } from '../db/schema';
import { receiptReference } from '../receipts/offer-receipt-pdf';
import { readBidLog } from './read-bid-log';

interface OfferEntry {
  propertyId: string;
  offerId: string;
  position: number;
  at: Date;
  amount: string;
  bidderNumber: number | null;
  mode: string;
  discloseBidLog: boolean;
  endsAt: Date | null;
  verifiedOffersOnly: boolean;
  isActive: boolean;
  slug: string;
  title: string;
  titleEn: string | null;
  titleFr: string | null;
  address: string;
}

/** The offer entries with this checksum whose offer's reference is the one given: one, or none. */
async function findOfferEntry(db: Database, reference: string, checksum: string): Promise<OfferEntry | undefined> {
  const rows = await db
    .select({
      propertyId: bidLog.propertyId,
      offerId: sql<string>`${bidLog.offerId}`,
      position: bidLog.position,
      at: bidLog.at,
      amount: sql<string>`${bidLog.amount}`,
      bidderNumber: bidLog.bidderNumber,
      mode: properties.offerMode,
      discloseBidLog: properties.discloseBidLog,
      endsAt: properties.auctionEndDate,
      verifiedOffersOnly: properties.verifiedOffersOnly,
      isActive: properties.isActive,
      slug: properties.slug,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
    })
    .from(bidLog)
    .innerJoin(properties, eq(properties.id, bidLog.propertyId))
    .where(and(eq(bidLog.hash, checksum), eq(bidLog.kind, 'offer'), isNotNull(bidLog.offerId)));
  return rows.find((row) => receiptReference(row.offerId) === reference);
}

/** The positions where the property's chain no longer holds (drizzle/0027_bid_log_chain.sql). */
async function chainBreaks(db: Database, propertyId: string): Promise<number[]> {
  const { rows } = (await db.execute(
    sql`select "position" from bid_log_chain_breaks(${propertyId}::uuid)`,
  )) as unknown as { rows: Array<{ position: number }> };
  return rows.map((row) => Number(row.position));
}

/**
 * The offer's place once an open procedure has ended: 1 + the offers that count and are higher.
 * A sealed procedure reveals no order, even afterwards; a deleted or withdrawn offer, or an
 * unverified one where only verified offers count, has no place.
 */
async function rankOf(db: Database, entry: OfferEntry, now: Date): Promise<number | null> {
  if (entry.mode !== 'open' || !entry.endsAt || entry.endsAt > now) return null;
  // A withdrawn offer counts no more (decision 0114): it has no place and takes none.
  const counts = and(isNull(offers.withdrawnAt), entry.verifiedOffersOnly ? isNotNull(offers.verifiedAt) : undefined);
  const [own] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, entry.offerId), counts));
  if (!own) return null;
  const [higher] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(offers)
    .where(and(eq(offers.propertyId, entry.propertyId), gt(offers.bidAmount, entry.amount), counts));
  return 1 + (higher?.n ?? 0);
}

/** The anonymised log for bidders: only once the procedure has ended, and only if the agent opened it. */
async function disclosedLog(db: Database, entry: OfferEntry, now: Date): Promise<BidLogEntry[] | null> {
  if (!entry.discloseBidLog || !entry.endsAt || entry.endsAt > now) return null;
  return (await readBidLog(db, entry.propertyId))?.entries ?? null;
}

/**
 * A bidder's check of their receipt (decision 0093): the entry whose hash is the receipt's checksum
 * and whose offer has the receipt's reference. Both must match, so the checksum, which only the
 * receipt carries, is what opens it; the answer says nothing of other offers.
 */
export async function checkBidLogEntry(
  db: Database,
  given: { reference: string; checksum: string },
  now: Date,
): Promise<EntryCheck | null> {
  const entry = await findOfferEntry(db, normalReference(given.reference), normalChecksum(given.checksum));
  if (!entry) return null;
  const breaks = await chainBreaks(db, entry.propertyId);
  return {
    property: {
      title: entry.title,
      titleEn: entry.titleEn,
      titleFr: entry.titleFr,
      address: entry.address,
      page: entry.isActive ? propertyPagePath(entry.slug) : null,
    },
    position: entry.position,
    recordedAt: entry.at,
    amount: entry.amount,
    entryUnchanged: breaks.every((position) => position > entry.position),
    logIntact: breaks.length === 0,
    rank: await rankOf(db, entry, now),
    bidderNumber: entry.bidderNumber,
    disclosedLog: await disclosedLog(db, entry, now),
  };
}
