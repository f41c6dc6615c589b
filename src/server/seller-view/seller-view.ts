import { propertyPagePath } from '#shared/properties/slug.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import type { Database } from '../db/client';
import { readBidLog } from '../bid-log/read-bid-log';
import { bidLogBidders, offers, offerTerms, properties } from '../db/schema';
import type { SellerLinkRow } from './seller-links';

export type SellerViewNow = HandlerResultOf<'sellerView'>;

/**
 * What the seller's link shows (decision 0074): the property, its standing whatever the public
 * mode, every offer, read from the offers as they are now (an erased bidder's offers are gone from
 * here too: nothing is copied), and the bid log, whose bidder numbers the offers carry. Null when
 * the property is gone.
 */
export async function readSellerView(db: Database, link: SellerLinkRow): Promise<SellerViewNow | null> {
  const [property] = await db
    .select({
      id: properties.id,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
      images: properties.images,
      slug: properties.slug,
      isActive: properties.isActive,
      mode: properties.offerMode,
      endsAt: properties.auctionEndDate,
      extensionMinutes: properties.extensionMinutes,
    })
    .from(properties)
    .where(eq(properties.id, link.propertyId))
    .limit(1);
  if (!property) return null;

  const rows = await db
    .select({
      id: offers.id,
      createdAt: offers.createdAt,
      firstName: offers.firstName,
      lastName: offers.lastName,
      email: offers.email,
      phone: offers.phone,
      amount: offers.bidAmount,
      withdrawnAt: offers.withdrawnAt,
      bidderNumber: bidLogBidders.number,
      financing: offerTerms.financing,
      handoverDate: offerTerms.handoverDate,
      bindingDays: offerTerms.bindingDays,
    })
    .from(offers)
    .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
    // The bid log's number for the address (decision 0073): the same bidder in both lists.
    .leftJoin(
      bidLogBidders,
      and(
        eq(bidLogBidders.propertyId, offers.propertyId),
        eq(bidLogBidders.emailDigest, sql`bid_log_email_digest(${offers.propertyId}, ${offers.email})`),
      ),
    )
    .where(eq(offers.propertyId, link.propertyId))
    .orderBy(asc(offers.createdAt), asc(offers.id));

  const bidders = new Set(rows.map((row) => row.email.trim().toLowerCase()));
  const sellerOffers = rows.map((row) => {
    return {
      id: row.id,
      createdAt: row.createdAt,
      bidderNumber: row.bidderNumber ?? 0,
      amount: row.amount,
      withdrawnAt: row.withdrawnAt,
      financing: row.financing ?? null,
      handoverDate: row.handoverDate ?? null,
      bindingDays: row.bindingDays ?? null,
      contact: link.showContact
        ? { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, phone: row.phone }
        : null,
    };
  });

  // Withdrawn offers stay in the list, marked, but count no more (decision 0114).
  const standingRows = rows.filter((row) => row.withdrawnAt === null);
  const highest = standingRows.reduce<string | null>(
    (max, row) => (max === null || Number(row.amount) > Number(max) ? row.amount : max),
    null,
  );
  const bidLog = (await readBidLog(db, link.propertyId))?.entries ?? [];

  return {
    link: { label: link.label, expiresAt: link.expiresAt, showContact: link.showContact },
    property: {
      id: property.id,
      title: property.title,
      titleEn: property.titleEn,
      titleFr: property.titleFr,
      address: property.address,
      image: property.images[0] ?? null,
      publicPage: property.isActive ? propertyPagePath(property.slug) : null,
    },
    standing: {
      mode: property.mode,
      highestOffer: highest,
      offerCount: standingRows.length,
      bidderCount: bidders.size,
      endsAt: property.endsAt,
      extensionMinutes: property.extensionMinutes,
      extended: bidLog.some((entry) => entry.kind === 'end-extended'),
      awarded: awardOf(bidLog),
    },
    offers: sellerOffers.reverse(),
    bidLog: bidLog.reverse(),
  };
}

/** The award as its bid log entry records it (decision 0136); null while the procedure runs. */
function awardOf(
  bidLog: ReadonlyArray<{ kind: string; at: Date; bidderNumber: number | null; amount: string | null }>,
) {
  const entry = bidLog.find((each) => each.kind === 'awarded');
  return entry ? { at: entry.at, bidderNumber: entry.bidderNumber, amount: entry.amount } : null;
}
