import { asc, eq } from 'drizzle-orm';
import { BID_LOG_DELETE_REASONS, BID_LOG_SETTINGS, type BidLog, type BidLogEntry } from '#shared/bid-log/schemas.ts';
import { FINANCING_OPTIONS } from '#shared/offers/offer-terms.ts';
import type { Database } from '../db/client';
import { bidLog, properties } from '../db/schema';

type Row = typeof bidLog.$inferSelect;
type Detail = Record<string, unknown>;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** jsonb holds timestamps as ISO text with an offset (to_jsonb of timestamptz). */
const dateOf = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

function termsOf(row: Row, detail: Detail): BidLogEntry['terms'] {
  if (row.kind !== 'offer') return null;
  return {
    financing: oneOf(FINANCING_OPTIONS, detail.financing),
    handoverDate: typeof detail.handoverDate === 'string' ? detail.handoverDate : null,
    bindingDays: typeof detail.bindingDays === 'number' ? detail.bindingDays : null,
    proofOfFunds: detail.proofOfFunds === true,
  };
}

function changesOf(detail: Detail): BidLogEntry['changes'] {
  const changes = (detail.changes ?? {}) as Record<string, { from?: unknown; to?: unknown }>;
  return BID_LOG_SETTINGS.filter((setting) => setting in changes).map((setting) => {
    const { from = null, to = null } = changes[setting]!;
    return { setting, from: from as string | number | boolean | null, to: to as string | number | boolean | null };
  });
}

/** A stored row as the API and the PDF read it: the kind's facts out of the row's jsonb detail. */
function entryOf(row: Row): BidLogEntry {
  const detail = row.detail;
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    bidderNumber: row.bidderNumber,
    amount: row.amount,
    terms: termsOf(row, detail),
    reason: oneOf(BID_LOG_DELETE_REASONS, detail.reason),
    count: typeof detail.count === 'number' ? detail.count : null,
    offeredAt: dateOf(detail.offeredAt),
    endFrom: dateOf(detail.from),
    endTo: dateOf(detail.to),
    changes: changesOf(detail),
    ...(row.kind === 'offer' && detail.finalRound === true ? { finalRound: true } : {}),
    ...(row.kind === 'final-round' && Array.isArray(detail.bidders)
      ? { invited: detail.bidders.filter((each): each is number => typeof each === 'number') }
      : {}),
    position: row.position,
    hash: row.hash,
  };
}

/**
 * One property's bid log (decision 0073), oldest entry first, with what the header of the seller's
 * PDF shows of the property; null for an unknown property. Nothing in it names a bidder.
 */
export async function readBidLog(db: Database, propertyId: string): Promise<BidLog | null> {
  const [property] = await db
    .select({
      id: properties.id,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
      auctionEndDate: properties.auctionEndDate,
      offerMode: properties.offerMode,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) return null;
  const rows = await db
    .select()
    .from(bidLog)
    .where(eq(bidLog.propertyId, propertyId))
    .orderBy(asc(bidLog.at), asc(bidLog.seq));
  return { property, entries: rows.map(entryOf) };
}
