/**
 * Keyset pages are reached by following cursors: the list keeps the cursor of every page it has
 * opened, so "previous" goes back without counting offsets.
 */
export interface PageTrail {
  /** cursors[n] opens page n (undefined for the first). */
  cursors: (string | undefined)[];
  page: number;
}

export const FIRST_PAGE: PageTrail = { cursors: [undefined], page: 0 };

export function nextPage(trail: PageTrail, nextCursor: string): PageTrail {
  const cursors = trail.cursors.slice(0, trail.page + 1);
  cursors.push(nextCursor);
  return { cursors, page: trail.page + 1 };
}

export function previousPage(trail: PageTrail): PageTrail {
  return { ...trail, page: Math.max(0, trail.page - 1) };
}

export function cursorOf(trail: PageTrail): string | undefined {
  return trail.cursors[trail.page];
}
