import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pathPrefixOf } from '../../../shared/api/paths';
import { OFFERS_PAGE_DEFAULT_LIMIT, type OffersPage } from '../../../shared/schemas/admin-offers';
import type { Offer } from '../../../shared/schemas/offer';
import { OFFERS_EXPORT_FILE_NAME } from '../../../shared/constants';
import { queryKeyOf, request, requestFile } from '../../lib/admin-api-client';
import { saveFile } from '../../lib/download';
import { ADMIN_QUERY_OPTIONS } from '../../lib/admin-query-options';

/** Every cached answer about offers: the pages, SPEC's full list and the overview's figures. */
const OFFER_PATHS = [pathPrefixOf('listOffersPage'), pathPrefixOf('listOffers'), pathPrefixOf('adminOverview')];
const isAboutOffers = (key: readonly unknown[]) => OFFER_PATHS.some((path) => String(key[0]).startsWith(path));
const isOffersPage = (key: readonly unknown[]) => String(key[0]).startsWith(pathPrefixOf('listOffersPage'));

function refreshOffers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isAboutOffers(query.queryKey) });
}

/** One page of offers, newest first; `cursor` is the nextCursor of the page before. */
export function useOffersPage(cursor: string | undefined) {
  return useQuery<OffersPage>({
    queryKey: queryKeyOf('listOffersPage', { query: { limit: String(OFFERS_PAGE_DEFAULT_LIMIT), cursor } }),
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** One toggle call (SPEC §4); the answer is written into the pages at once, then they are refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('toggleOfferFavorite', { params: { id } }),
    // A toggle repeated after a lost answer would undo itself.
    retry: false,
    onSuccess: (updated: Offer) => {
      queryClient.setQueriesData<OffersPage>({ predicate: (query) => isOffersPage(query.queryKey) }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((offer) =>
                offer.id === updated.id ? { ...offer, isFavorite: updated.isFavorite } : offer,
              ),
            }
          : page,
      );
      // Not awaited: the star already shows the answer.
      void refreshOffers(queryClient);
    },
  });
}

export function useDeleteAllOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('deleteAllOffers'),
    onSuccess: () =>
      Promise.all([
        refreshOffers(queryClient),
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
