import { useQuery } from '@tanstack/react-query';
import type { ListingCard } from '#shared/properties/schemas.ts';
import { listingQueryKeyOf } from './listing-api';
import { PUBLIC_DATA_TIMING } from '#client/lib/query-client.ts';

/** GET /api/listings: a card per active property, the soonest deadline first. */
export function useListings() {
  return useQuery<ListingCard[]>({ queryKey: listingQueryKeyOf('listListings'), ...PUBLIC_DATA_TIMING });
}
