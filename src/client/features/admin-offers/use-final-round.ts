import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinalRoundState, StartFinalRound } from '#shared/final-round/schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

/** A property's best-and-final round, or the ranking one would invite from (decision 0137). */
export function useFinalRound(propertyId: string) {
  const input = { params: { id: propertyId } } as const;
  return useQuery<FinalRoundState>({
    queryKey: queryKeyOf('finalRound', input),
    queryFn: () => request('finalRound', input),
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** Starts the round; the round, the offers and the properties are read again afterwards. */
export function useStartFinalRound(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartFinalRound) => request('startFinalRound', { params: { id: propertyId }, body }),
    // A repeat after a lost answer is refused (409): one round per property.
    retry: false,
    // Not awaited: the refreshed round replaces the button that opened the dialog.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
