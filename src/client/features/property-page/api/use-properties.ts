import { useQuery } from '@tanstack/react-query';
import type { Property } from '#shared/properties/schemas.ts';
import { queryKeyOf } from '#client/lib/api-client.ts';
import { PUBLIC_DATA_TIMING } from '#client/lib/query-client.ts';

/** Whether more than one property is on offer (the same GET /api/properties the page shows). */
export function useSeveralProperties() {
  return useQuery<Property[], Error, boolean>({
    queryKey: queryKeyOf('listProperties'),
    select: (list) => list.length > 1,
    ...PUBLIC_DATA_TIMING,
  }).data;
}

/** GET /api/properties (active, the one on the home page first); the page shows the first one. */
export function useFeaturedProperty() {
  return useQuery<Property[], Error, Property | null>({
    queryKey: queryKeyOf('listProperties'),
    select: (list) => list[0] ?? null,
    ...PUBLIC_DATA_TIMING,
  });
}
