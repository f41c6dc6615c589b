import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import { LISTINGS_PAGE_SIZE } from '#shared/properties/listing-pages.ts';
import type { Database } from '../db/client';
import { offerTotals, properties } from '../db/schema';
import { inFinalRound, publicHighestOffer } from '../offers/standing';
import { readyJson } from '../public-reads/public-reads-plugin';
import type { ReadyBody } from '../public-reads/ready-body';

/**
 * How long the overview's cards may show an older highest offer. Offers do not rebuild it (under a
 * burst of offers it would be rebuilt for every one); the property's own page shows the standing live.
 */
const LISTINGS_STANDING_MAX_AGE_MS = 15_000;

type ListingsPage = HandlerResultOf<'listListings'>;

/**
 * One page of the active properties as overview cards, with their number in all, in one query:
 * running procedures first, the one ending soonest first; then the ended ones, the most recent
 * first. Undefined for a page beyond the last (the first always exists, if empty).
 */
async function findListingsPage(db: Database, page: number, now = new Date()): Promise<ListingsPage | undefined> {
  const at = now.toISOString();
  const rows = await db
    .select({
      total: sql<number>`count(*) over ()`.mapWith(Number),
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
      inFinalRound: inFinalRound(),
    })
    .from(properties)
    .leftJoin(offerTotals, eq(offerTotals.propertyId, properties.id))
    .where(eq(properties.isActive, true))
    .orderBy(
      sql`${properties.auctionEndDate} <= ${at}::timestamptz`,
      sql`case when ${properties.auctionEndDate} > ${at}::timestamptz then ${properties.auctionEndDate} end asc`,
      sql`${properties.auctionEndDate} desc`,
      asc(properties.id),
    )
    .limit(LISTINGS_PAGE_SIZE)
    .offset((page - 1) * LISTINGS_PAGE_SIZE);
  if (rows.length === 0 && page > 1) return undefined;
  const total = rows[0]?.total ?? 0;
  const listings = rows.map(
    ({ images, imageAltTexts, verifiedOffersOnly, highestOffer, verifiedMax, inFinalRound, total: _, ...card }) => {
      const cover = images[0] ?? null;
      return {
        ...card,
        cover,
        coverAlt: cover ? (imageAltTexts[cover] ?? null) : null,
        // As on the property's page.
        highestOffer: publicHighestOffer({
          mode: card.offerMode,
          verifiedOffersOnly,
          highestOffer,
          verifiedMax,
          inFinalRound,
        }),
      };
    },
  );
  return { listings, total, page, pageSize: LISTINGS_PAGE_SIZE };
}

/**
 * The answer of GET /api/listings?page=: kept until a property changes, and for 15 s at most;
 * undefined for a page beyond the last (not kept: made-up numbers cannot fill the cache).
 */
export function readListings(app: FastifyInstance, page: number): Promise<ReadyBody | undefined> {
  return app.publicReads.get(
    `listings:${page}`,
    'properties',
    async () => {
      const found = await findListingsPage(app.db, page);
      if (!found) return undefined;
      const body = readyJson('listListings', found);
      body.expiresAt = Date.now() + LISTINGS_STANDING_MAX_AGE_MS;
      return body;
    },
    { cacheMissing: false },
  );
}
