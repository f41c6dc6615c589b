import { PROPERTY_PAGE_PREFIX } from './slug';

/**
 * The overview shows its cards a page at a time: with a thousand listings one page would be
 * megabytes on a phone. 24 fills whole rows of one, two and three columns.
 */
export const LISTINGS_PAGE_SIZE = 24;
/** Beyond any agency's listings; keeps made-up numbers out of the query. */
export const LISTINGS_MAX_PAGE = 10_000;

/** The overview's page `page`: the first has the bare address. */
export function listingsPagePath(page: number): string {
  return page === 1 ? PROPERTY_PAGE_PREFIX : `${PROPERTY_PAGE_PREFIX}?page=${page}`;
}

/** ?page= of the overview: 1 when absent, null when it names no page there can be. */
export function listingsPageOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= LISTINGS_MAX_PAGE ? page : null;
}

/** How many pages `total` cards fill (at least one, which may be empty). */
export function listingsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE));
}
