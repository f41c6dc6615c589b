import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '../../../shared/schemas/offer';
import { OFFERS_EXPORT_FILE_NAME } from '../../../shared/constants';
import { queryKeyOf, request, requestFile } from '../../lib/api-client';
import { saveFile } from '../../lib/download';
import { ADMIN_QUERY_OPTIONS } from '../../lib/admin-query-options';

const ADMIN_OFFERS_KEY = queryKeyOf('listOffers');

export function useAdminOffers() {
  return useQuery<Offer[]>({ queryKey: ADMIN_OFFERS_KEY, ...ADMIN_QUERY_OPTIONS });
}

/** One toggle call (SPEC §4); the answer is written into the list at once, then the list is refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('toggleOfferFavorite', { params: { id } }),
    // A toggle repeated after a lost answer would undo itself.
    retry: false,
    onSuccess: (updated) => {
      queryClient.setQueryData<Offer[]>(ADMIN_OFFERS_KEY, (offers) =>
        offers?.map((offer) => (offer.id === updated.id ? { ...offer, isFavorite: updated.isFavorite } : offer)),
      );
      // Not awaited: the star already shows the answer; the refresh of a long list runs behind it.
      void queryClient.invalidateQueries({ queryKey: ADMIN_OFFERS_KEY });
    },
  });
}

export function useDeleteAllOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('deleteAllOffers'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_OFFERS_KEY }),
        // The properties tab shows offer counts.
        queryClient.invalidateQueries({ queryKey: queryKeyOf('adminListProperties') }),
      ]),
  });
}

export function useExportOffers() {
  return useMutation({
    mutationFn: async () => saveFile(await requestFile('exportOffers'), OFFERS_EXPORT_FILE_NAME),
    retry: false,
  });
}
