import { useQuery } from '@tanstack/react-query';
import type { Property } from '../../../../shared/schemas/property';
import { queryKeyOf } from '../../../lib/api-client';
import { PUBLIC_DATA_TIMING } from '../../../lib/query-client';

/** GET /api/properties (active, the one on the home page first); the page shows the first one. */
export function useFeaturedProperty() {
  return useQuery<Property[], Error, Property | null>({
    queryKey: queryKeyOf('listProperties'),
    select: (list) => list[0] ?? null,
    ...PUBLIC_DATA_TIMING,
  });
}
