import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '#shared/auth/session-schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

/** The signed-in admin's sessions, the current one first; read while the list is open. */
export function useAdminSessions(open: boolean) {
  return useQuery<AdminSession[]>({
    queryKey: queryKeyOf('listSessions'),
    ...ADMIN_QUERY_OPTIONS,
    enabled: open,
    // Devices sign in and out elsewhere: the list is read anew each time it opens.
    staleTime: 0,
  });
}

/** Ends one session; the list is read again after, whatever the outcome. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('endSession', { params: { id } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('listSessions') }),
  });
}
