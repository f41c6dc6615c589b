import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { queryKeyOf } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

const ADMIN_PROPERTIES_KEY = queryKeyOf('adminListProperties');
const PUBLIC_PROPERTIES_KEY = queryKeyOf('listProperties');

/** All properties, active and inactive, newest first, each with its offer count. */
export function useAdminProperties() {
  return useQuery<AdminProperty[]>({ queryKey: ADMIN_PROPERTIES_KEY, ...ADMIN_QUERY_OPTIONS });
}

/** The property as it is stored now (the admin's list fetched again), or null when it is gone. */
export async function fetchCurrentProperty(queryClient: QueryClient, id: string): Promise<AdminProperty | null> {
  const list = await queryClient.fetchQuery<AdminProperty[]>({ queryKey: ADMIN_PROPERTIES_KEY, staleTime: 0 });
  return list.find((each) => each.id === id) ?? null;
}

/** After property and image changes both the admin and the public list are refreshed. */
export function refreshPropertyLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_PROPERTIES_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_PROPERTIES_KEY }),
  ]);
}
