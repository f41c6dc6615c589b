import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AwardRequest } from '#shared/award/schemas.ts';
import type { OffersPage } from '#shared/offers/admin-schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

/** The property's offers the award dialog lists (the other bidders to tell), highest first. */
export function usePropertyOffers(propertyId: string) {
  const input = { query: { propertyId, limit: '200', sort: 'amount', dir: 'desc' } } as const;
  return useQuery<OffersPage>({
    queryKey: queryKeyOf('listOffersPage', input),
    queryFn: () => request('listOffersPage', input),
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** Awards the property; everything about offers and properties is read again afterwards. */
export function useAwardProperty(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardRequest) => request('awardProperty', { params: { id: propertyId }, body }),
    // A repeat after a lost answer is refused (409): the award is final.
    retry: false,
    // Not awaited: once the lists show the award, the offer's award button (and with it this
    // dialog's caller) is gone, and the caller's own success handling must have run by then.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
