import { asc, eq } from 'drizzle-orm';
import type { HandlerResultOf } from '../../shared/api/contract';
import type { Database } from '../db/client';
import { offers, offerTerms, properties } from '../db/schema';
import type { SellerLinkRow } from './seller-links';

export type SellerViewNow = HandlerResultOf<'sellerView'>;

const MINUTE_MS = 60_000;

/**
 * What the seller's link shows (decision 0074): the property, its standing whatever the public
 * mode, and every offer, read from the offers as they are now (an erased bidder's offers are gone
 * from here too: nothing is copied). Null when the property is gone.
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
      financing: offerTerms.financing,
      handoverDate: offerTerms.handoverDate,
      bindingDays: offerTerms.bindingDays,
    })
    .from(offers)
    .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
    .where(eq(offers.propertyId, link.propertyId))
    .orderBy(asc(offers.createdAt), asc(offers.id));

  // The same e-mail address is the same bidder: numbered in the order they first offered.
  const numbers = new Map<string, number>();
  const sellerOffers = rows.map((row) => {
    const bidder = row.email.trim().toLowerCase();
    if (!numbers.has(bidder)) numbers.set(bidder, numbers.size + 1);
    return {
      id: row.id,
      createdAt: row.createdAt,
      bidderNumber: numbers.get(bidder)!,
      amount: row.amount,
      financing: row.financing ?? null,
      handoverDate: row.handoverDate ?? null,
      bindingDays: row.bindingDays ?? null,
      contact: link.showContact
        ? { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, phone: row.phone }
        : null,
    };
  });

  const highest = rows.reduce<string | null>(
    (max, row) => (max === null || Number(row.amount) > Number(max) ? row.amount : max),
    null,
  );
  // A late offer sets the end to its own time plus the extension (decision 69).
  const extensionMs = property.extensionMinutes * MINUTE_MS;
  const extended =
    extensionMs > 0 && rows.some((row) => row.createdAt.getTime() + extensionMs === property.endsAt.getTime());

  return {
    link: { label: link.label, expiresAt: link.expiresAt, showContact: link.showContact },
    property: {
      id: property.id,
      title: property.title,
      titleEn: property.titleEn,
      titleFr: property.titleFr,
      address: property.address,
      image: property.images[0] ?? null,
    },
    standing: {
      mode: property.mode,
      highestOffer: highest,
      offerCount: rows.length,
      bidderCount: numbers.size,
      endsAt: property.endsAt,
      extensionMinutes: property.extensionMinutes,
      extended,
    },
    offers: sellerOffers.reverse(),
  };
}
