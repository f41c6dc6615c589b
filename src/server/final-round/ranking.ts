import { sql } from 'drizzle-orm';
import { FINANCING_OPTIONS, type Financing } from '#shared/offers/offer-terms.ts';
import { FINANCING_STRENGTH_SQL } from '#shared/final-round/ranking.ts';
import type { Database } from '../db/client';
import { bidLogBidders, offers, offerTerms } from '../db/schema';

type Reader = Pick<Database, 'execute'>;

export interface RankedOffer {
  rank: number;
  offerId: string;
  bidderNumber: number | null;
  name: string;
  email: string;
  amount: string;
  financing: Financing | null;
  createdAt: Date;
}

/** A raw statement's timestamp: a Date from one driver, ISO text from the other. */
export const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string));

const financingOf = (value: unknown): Financing | null =>
  FINANCING_OPTIONS.includes(value as Financing) ? (value as Financing) : null;

const STRENGTH = sql.raw(FINANCING_STRENGTH_SQL.replace('case ', 'case t.financing '));

/**
 * The property's bidders in the order a best-and-final round invites them (decision 0137). A
 * bidder is an address, without case, as in the bid log; each stands with their best standing
 * offer. Offers rank by amount (highest first), then financing strength (own funds, confirmed
 * loan, loan in progress, nothing said), then time (earliest first); the offer's id breaks a tie
 * that is left, so the order is the same every time it is read.
 */
export async function rankBidders(db: Reader, propertyId: string, limit?: number): Promise<RankedOffer[]> {
  const result = (await db.execute(sql`
    with best as (
      select distinct on (lower(b.email)) b.id, b.email, b.first_name, b.last_name, b.bid_amount, b.created_at,
        t.financing, ${STRENGTH} as strength
      from ${offers} b left join ${offerTerms} t on t.offer_id = b.id
      where b.property_id = ${propertyId}::uuid and b.withdrawn_at is null
      order by lower(b.email), b.bid_amount desc, strength desc, b.created_at asc, b.id
    )
    select best.*, bb.number as bidder_number from best
      left join ${bidLogBidders} bb on bb.property_id = ${propertyId}::uuid
        and bb.email_digest = bid_log_email_digest(${propertyId}::uuid, best.email)
    order by best.bid_amount desc, best.strength desc, best.created_at asc, best.id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row, index) => rankedOfferOf({ ...row, offer_id: row.id }, index + 1));
}

/** A ranked bidder from a raw row: the offer's columns, its terms' financing and the bidder's number. */
export function rankedOfferOf(row: Record<string, unknown>, rank: number): RankedOffer {
  return {
    rank,
    offerId: row.offer_id as string,
    bidderNumber: row.bidder_number === null ? null : Number(row.bidder_number),
    name: `${row.first_name as string} ${row.last_name as string}`,
    email: row.email as string,
    amount: row.bid_amount as string,
    financing: financingOf(row.financing),
    createdAt: dateOf(row.created_at),
  };
}
