import { and, eq, sql } from 'drizzle-orm';
import { offersRequireDocuments } from '../documents/document-access';
import { offersRequireViewing } from '../viewings/viewing-attendance';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import type { Database } from '../db/client';
import { finalRounds, offerTotals, properties } from '../db/schema';

export type StandingNow = HandlerResultOf<'propertyStanding'>;

/** Whether the property of the row has a best-and-final round (decision 0137), running or over. */
export function inFinalRound() {
  return sql<boolean>`exists (select 1 from ${finalRounds} r where r.property_id = ${properties.id})`;
}

/**
 * The highest offer visitors may see: none in the sealed procedure, which reveals nothing of the
 * offers; in the open one the highest that counts (only verified ones when the agent says so).
 * Once a best-and-final round has started, none: its final offers are sealed (decision 0137).
 */
export function publicHighestOffer(totals: {
  mode: string;
  verifiedOffersOnly: boolean;
  highestOffer: string | null;
  verifiedMax: string | null;
  inFinalRound: boolean;
}): string | null {
  if (totals.mode !== 'open' || totals.inFinalRound) return null;
  return totals.verifiedOffersOnly ? totals.verifiedMax : totals.highestOffer;
}

/** The columns publicHighestOffer() reads, for a query that joins the property and its totals. */
export const PUBLIC_HIGHEST_COLUMNS = {
  inFinalRound: inFinalRound(),
  mode: properties.offerMode,
  verifiedOffersOnly: properties.verifiedOffersOnly,
  highestOffer: offerTotals.amountMax,
  verifiedMax: offerTotals.verifiedMax,
};

/**
 * What visitors may know of an active property's procedure now (decision 69): one indexed read
 * of the property and its running totals. Null for a property that is missing or inactive.
 */
export async function readStanding(db: Database, propertyId: string): Promise<StandingNow | null> {
  const rows = await db
    .select({
      mode: properties.offerMode,
      endsAt: properties.auctionEndDate,
      minimumOffer: properties.minimumOffer,
      minimumOfferShown: properties.minimumOfferShown,
      minimumStep: properties.minimumStep,
      extensionMinutes: properties.extensionMinutes,
      verifiedOffersOnly: properties.verifiedOffersOnly,
      offersRequireDocuments: offersRequireDocuments(sql`${properties.id}`, sql`${properties.offersRequireDocuments}`),
      offersRequireViewing: offersRequireViewing(sql`${properties.id}`, sql`${properties.offersRequireViewing}`),
      awardedAt: properties.awardedAt,
      inFinalRound: inFinalRound(),
      highestOffer: offerTotals.amountMax,
      offerCount: offerTotals.offerCount,
      verifiedMax: offerTotals.verifiedMax,
      verifiedCount: offerTotals.verifiedCount,
    })
    .from(properties)
    .leftJoin(offerTotals, eq(offerTotals.propertyId, properties.id))
    .where(and(eq(properties.id, propertyId), eq(properties.isActive, true)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const open = row.mode === 'open';
  // Only verified offers count when the agent says so (decision 0072).
  const verifiedOnly = open && row.verifiedOffersOnly;
  return {
    mode: row.mode,
    highestOffer: publicHighestOffer(row),
    offerCount: open && !row.inFinalRound ? ((verifiedOnly ? row.verifiedCount : row.offerCount) ?? 0) : null,
    endsAt: row.endsAt,
    minimumOffer: row.minimumOfferShown ? row.minimumOffer : null,
    minimumStep: open ? row.minimumStep : null,
    extensionMinutes: row.extensionMinutes,
    verifiedOffersOnly: verifiedOnly,
    offersRequireDocuments: row.offersRequireDocuments,
    offersRequireViewing: row.offersRequireViewing,
    awarded: row.awardedAt !== null,
  };
}
