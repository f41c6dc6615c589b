import { useQuery } from '@tanstack/react-query';
import type { ListingsPage } from '#shared/properties/schemas.ts';
import { throwIfNotOk } from './api-client';
import { listingsQueryKey } from './listing-api';
import { PUBLIC_DATA_TIMING } from './query-client';
import { noteServerDate } from './server-clock';

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

/** Whether more than one property is on offer: the overview is then worth a link. */
export function useSeveralListings(): boolean {
  return (useListings().data?.total ?? 0) > 1;
}
