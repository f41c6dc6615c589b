import { and, desc, eq, sql } from 'drizzle-orm';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import type { Database } from '../db/client';
import { bidLog, offerTotals, offers, properties } from '../db/schema';
import { PUBLIC_HIGHEST_COLUMNS, publicHighestOffer } from '../offers/standing';
import { receiptReference } from '../receipts/offer-receipt-pdf';
import type { BidderKeys } from './bidder-keys';
import { alertsAreOn } from '../offer-alerts/alert-store';
import { finalOfferOf, invitationOf } from '../final-round/final-round';
import { myIdentificationOf } from '../identification/identification';

export type MyOffersNow = HandlerResultOf<'myOffers'>;

/**
 * What a bidder's own page shows (decision 0110), found from one of their offers: its property,
 * what every visitor may see of the standing (the sealed procedure shows no highest offer here
 * either), and every offer from the same e-mail address on that property, newest first. Null when
 * the offer is gone (deleted by the agent, or its bidder's data erased).
 */
export async function readMyOffers(
  db: Database,
  keys: BidderKeys,
  offerId: string,
  now: Date,
  alertsAvailable: boolean,
): Promise<MyOffersNow | null> {
  const [anchor] = await db
    .select({
      propertyId: offers.propertyId,
      firstName: offers.firstName,
      lastName: offers.lastName,
      email: offers.email,
      phone: offers.phone,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      slug: properties.slug,
      isActive: properties.isActive,
      endsAt: properties.auctionEndDate,
      awardedAt: properties.awardedAt,
      ...PUBLIC_HIGHEST_COLUMNS,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .leftJoin(offerTotals, eq(offerTotals.propertyId, offers.propertyId))
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!anchor) return null;

  const rows = await db
    .select({
      id: offers.id,
      amount: offers.bidAmount,
      createdAt: offers.createdAt,
      withdrawnAt: offers.withdrawnAt,
      logPosition: bidLog.position,
    })
    .from(offers)
    .leftJoin(bidLog, and(eq(bidLog.offerId, offers.id), eq(bidLog.kind, 'offer')))
    // The address as typed may differ in case between two offers of one person.
    .where(and(eq(offers.propertyId, anchor.propertyId), sql`lower(${offers.email}) = lower(${anchor.email})`))
    .orderBy(desc(offers.createdAt), desc(offers.id));

  const { firstName, lastName, email, phone } = anchor;
  const alertsOn = await alertsAreOn(db, anchor.propertyId, email);
  const round = await invitationOf(db, anchor.propertyId, email);
  const finalOffer = round ? await finalOfferOf(db, round.id, email) : null;
  const identification = anchor.awardedAt ? await myIdentificationOf(db, offerId) : null;
  return {
    bidder: { firstName, lastName, email, phone },
    property: {
      title: anchor.title,
      titleEn: anchor.titleEn,
      titleFr: anchor.titleFr,
      publicPage: anchor.isActive ? propertyPagePath(anchor.slug) : null,
    },
    standing: {
      mode: anchor.mode,
      endsAt: anchor.endsAt,
      ended: anchor.endsAt.getTime() <= now.getTime(),
      highestOffer: publicHighestOffer({ ...anchor, mode: anchor.mode }),
      inFinalRound: anchor.inFinalRound,
      awarded: anchor.awardedAt !== null,
    },
    offers: rows.map((row) => ({
      token: keys.tokenOf(row.id),
      reference: receiptReference(row.id),
      amount: row.amount,
      createdAt: row.createdAt,
      logPosition: row.logPosition,
      withdrawnAt: row.withdrawnAt,
    })),
    alerts: { available: alertsAvailable, on: alertsOn },
    finalRound: round
      ? {
          endsAt: round.endsAt,
          // An award ends the round too: nothing more is taken.
          ended: round.endsAt.getTime() <= now.getTime() || anchor.awardedAt !== null,
          finalOffer: finalOffer
            ? { amount: finalOffer.amount, createdAt: finalOffer.createdAt, reference: receiptReference(finalOffer.id) }
            : null,
        }
      : null,
    identification,
  };
}
