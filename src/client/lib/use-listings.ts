import { useQuery } from '@tanstack/react-query';
import type { ListingsPage } from '#shared/properties/schemas.ts';
import { throwIfNotOk } from './api-client';
import { listingsQueryKey } from './listing-api';
import { PUBLIC_DATA_TIMING } from './query-client';
import { noteServerDate } from './server-clock';
import { useHydrated } from './hydration';

/**
 * GET /api/listings?page=: a page of cards (active properties, the soonest deadline first) and
 * their number in all. null for a page beyond the last (404, or a page the server rendered knowing so).
 */
export function useListings(page = 1) {
  return useQuery<ListingsPage | null>({
    queryKey: listingsQueryKey(page),
    queryFn: async ({ queryKey, signal }) => {
      const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
      noteServerDate(response);
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return (await response.json()) as ListingsPage;
    },
    ...PUBLIC_DATA_TIMING,
  });
}

/**
 * Whether more than one property is on offer: the overview is then worth a link. Never in the
 * server's markup, so never while the browser adopts it: the answer often arrives before a lazily
 * loaded part (the footer) is adopted, and a link the markup lacks would make React throw the
 * part's markup away. The link appears right after.
 */
export function useSeveralListings(): boolean {
  const several = (useListings().data?.total ?? 0) > 1;
  return useHydrated() && several;
}
