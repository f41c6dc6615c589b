import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import type { OfferStatus } from '#shared/offers/offer-status.ts';
import type { OfferSort, SortDirection } from '#shared/offers/admin-schemas.ts';
import type { Database } from '../db/client';
import { offerDocuments, offerTerms, offerTotals, offers, properties } from '../db/schema';
import { TERMS_COLUMNS, termsOfRow } from './offer-terms';
import { isLanguage } from '#shared/languages.ts';
import { OFFER_LANGUAGE, sentMessagesOf } from '../bidder-messages/bidder-messages';

export interface OffersPageRequest {
  limit: number;
  cursor?: string;
  sort: OfferSort;
  dir: SortDirection;
  q?: string;
  propertyId?: string;
  favorite?: 'true' | 'false';
  status?: OfferStatus;
}

/** Where the last page ended: the sort column's value as PostgreSQL printed it, and the id. */
interface Cursor {
  value: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How PostgreSQL prints the sort columns (timestamptz, numeric(12, 2)): a cursor must look so. */
const SORT_VALUE: Record<OfferSort, RegExp> = {
  createdAt: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  amount: /^\d{1,10}\.\d{2}$/,
};

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/** The cursor a client sent back for this order, or null when it is not one we made. */
function decodeCursor(text: string, sort: OfferSort): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as unknown[];
    if (typeof value !== 'string' || !SORT_VALUE[sort].test(value)) return null;
    if (typeof id !== 'string' || !UUID.test(id)) return null;
    return { value, id };
  } catch {
    return null;
  }
}

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtersOf(request: OffersPageRequest): SQL[] {
  const filters: SQL[] = [];
  if (request.propertyId) filters.push(eq(offers.propertyId, request.propertyId));
  if (request.favorite) filters.push(eq(offers.isFavorite, request.favorite === 'true'));
  if (request.status) filters.push(eq(offers.status, request.status));
  if (request.q) {
    const pattern = containsPattern(request.q);
    filters.push(
      sql`(${offers.firstName} || ' ' || ${offers.lastName} ilike ${pattern}
        or ${offers.email} ilike ${pattern} or ${offers.phone} ilike ${pattern})`,
    );
  }
  return filters;
}

export class InvalidCursorError extends Error {}

/**
 * One page in keyset order: (sort column, id), so a page costs the same at offer 100,000 as at
 * offer 1, and offers arriving meanwhile neither repeat nor skip rows. `total` counts every match.
 * Each row of the page brings its property's title, from the running totals whether it is that
 * property's highest offer, its terms, the bidder's language and the team's letters: a few index
 * probes per row shown, none for the count.
 */
export async function findOffersPage(
  db: Database,
  request: OffersPageRequest,
): Promise<HandlerResultOf<'listOffersPage'>> {
  const column = request.sort === 'amount' ? offers.bidAmount : offers.createdAt;
  const type = request.sort === 'amount' ? sql`numeric` : sql`timestamptz`;
  const filters = filtersOf(request);
  const where = and(...filters);

  const pageFilters = [...filters];
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, request.sort);
    if (!cursor) throw new InvalidCursorError('Invalid cursor');
    const after = request.dir === 'desc' ? sql`<` : sql`>`;
    pageFilters.push(sql`(${column}, ${offers.id}) ${after} (${cursor.value}::${type}, ${cursor.id}::uuid)`);
  }
  const order = request.dir === 'desc' ? desc : asc;
  const [rows, counted] = await Promise.all([
    db
      .select({
        offer: offers,
        propertyTitle: properties.title,
        // A withdrawn offer of the same amount is not the highest: it counts no more.
        isHighest: sql<boolean>`coalesce(${offers.bidAmount} = ${offerTotals.amountMax} and ${offers.withdrawnAt} is null, false)`,
        sortValue: sql<string>`${column}::text`,
        terms: TERMS_COLUMNS,
        language: OFFER_LANGUAGE,
        messages: sentMessagesOf(sql`${offers.id}`),
      })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .leftJoin(offerTotals, eq(offerTotals.propertyId, offers.propertyId))
      .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
      .leftJoin(offerDocuments, eq(offerDocuments.offerId, offers.id))
      .where(and(...pageFilters))
      .orderBy(order(column), order(offers.id))
      .limit(request.limit + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(where),
  ]);
  const items = rows.slice(0, request.limit);
  const last = rows.length > request.limit ? items.at(-1) : undefined;
  return {
    items: items.map((row) => ({
      ...row.offer,
      propertyTitle: row.propertyTitle,
      isHighest: row.isHighest,
      terms: termsOfRow(row.terms),
      language: isLanguage(row.language) ? row.language : 'de',
      messages: row.messages.map((message) => ({
        ...message,
        createdAt: new Date(message.createdAt),
        sentAt: message.sentAt === null ? null : new Date(message.sentAt),
      })),
    })),
    total: counted[0]?.n ?? 0,
    nextCursor: last ? encodeCursor({ value: last.sortValue, id: last.offer.id }) : null,
  };
}
