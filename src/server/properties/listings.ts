import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import type { Database } from '../db/client';
import { offerTotals, properties } from '../db/schema';
import { publicHighestOffer } from '../offers/standing';
import { readyJson } from '../public-reads/public-reads-plugin';
import type { ReadyBody } from '../public-reads/ready-body';

/**
 * How long the overview's cards may show an older highest offer. Offers do not rebuild it (under a
 * burst of offers it would be rebuilt for every one); the property's own page shows the standing live.
 */
const LISTINGS_STANDING_MAX_AGE_MS = 15_000;

type ListingCards = HandlerResultOf<'listListings'>;

/**
 * The active properties as overview cards in one query: running procedures first, the one ending
 * soonest first; then the ended ones, the most recent first.
 */
async function findListingCards(db: Database, now = new Date()): Promise<ListingCards> {
  const at = now.toISOString();
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
      livingArea: properties.livingArea,
      rooms: properties.rooms,
      images: properties.images,
      imageAltTexts: properties.imageAltTexts,
      auctionEndDate: properties.auctionEndDate,
      offerMode: properties.offerMode,
      verifiedOffersOnly: properties.verifiedOffersOnly,
      highestOffer: offerTotals.amountMax,
      verifiedMax: offerTotals.verifiedMax,
    })
    .from(properties)
    .leftJoin(offerTotals, eq(offerTotals.propertyId, properties.id))
    .where(eq(properties.isActive, true))
    .orderBy(
      sql`${properties.auctionEndDate} <= ${at}::timestamptz`,
      sql`case when ${properties.auctionEndDate} > ${at}::timestamptz then ${properties.auctionEndDate} end asc`,
      sql`${properties.auctionEndDate} desc`,
      asc(properties.id),
    );
  return rows.map(({ images, imageAltTexts, verifiedOffersOnly, highestOffer, verifiedMax, ...card }) => {
    const cover = images[0] ?? null;
    return {
      ...card,
      cover,
      coverAlt: cover ? (imageAltTexts[cover] ?? null) : null,
      // As on the property's page.
      highestOffer: publicHighestOffer({ mode: card.offerMode, verifiedOffersOnly, highestOffer, verifiedMax }),
    };
  });
}

/** The answer of GET /api/listings: kept until a property changes, and for 15 s at most. */
export function readListings(app: FastifyInstance): Promise<ReadyBody> {
  return app.publicReads.get('listings', 'properties', async () => ({
    ...readyJson('listListings', await findListingCards(app.db)),
    expiresAt: Date.now() + LISTINGS_STANDING_MAX_AGE_MS,
  }));
}
