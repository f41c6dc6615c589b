import { LISTING_ENDPOINTS } from '#shared/properties/listing-endpoints.ts';
import { apiCalls } from './api-client';

/** The overview's and the property pages' calls, with the table their chunk carries. */
export const { queryKeyOf: listingQueryKeyOf } = apiCalls(LISTING_ENDPOINTS);

/** The query of the overview's page `page` (the first without ?page=, as the server renders it). */
export const listingsQueryKey = (page: number) =>
  listingQueryKeyOf('listListings', page === 1 ? undefined : { query: { page } });
