import { useQuery } from '@tanstack/react-query';
import type { Property } from '#shared/properties/schemas.ts';
import { throwIfNotOk } from '#client/lib/api-client.ts';
import { listingQueryKeyOf } from '#client/lib/listing-api.ts';
import { PUBLIC_DATA_TIMING } from '#client/lib/query-client.ts';
import { noteServerDate } from '#client/lib/server-clock.ts';

/**
 * GET /api/listings/:slug: the property of /immobilien/<slug>. null when there is none
 * (404, or a page the server rendered knowing so); other failures stay errors, to be retried.
 */
export function usePropertyBySlug(slug: string) {
  return useQuery<Property | null>({
    queryKey: listingQueryKeyOf('getPropertyBySlug', { params: { slug } }),
    queryFn: async ({ queryKey, signal }) => {
      const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
      noteServerDate(response);
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return (await response.json()) as Property;
    },
    ...PUBLIC_DATA_TIMING,
  });
}
