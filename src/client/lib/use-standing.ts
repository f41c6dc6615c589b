import { useQuery } from '@tanstack/react-query';
import type { Standing } from '#shared/procedure/schemas.ts';
import { queryKeyOf } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/hydration.ts';

/** GET /api/properties/:id/standing, kept live by the property page's event stream (browser only). */
export function useStanding(propertyId: string): Standing | undefined {
  const hydrated = useHydrated();
  return useQuery<Standing>({
    queryKey: queryKeyOf('propertyStanding', { params: { id: propertyId } }),
    enabled: hydrated,
    staleTime: Infinity,
  }).data;
}
