import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pathPrefixOf } from '#shared/api/paths.ts';
import {
  OFFERS_PAGE_DEFAULT_LIMIT,
  type AdminOffer,
  type OfferUpdate,
  type OffersPage,
} from '#shared/offers/admin-schemas.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { OFFERS_EXPORT_FILE_NAME } from '#shared/offers/offers-export.ts';
import { queryKeyOf, request, requestNamedFile } from '#client/lib/admin-api-client.ts';
import { saveFile } from '#client/lib/download.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { offersQuery, type OfferFilters } from './offer-filters';

/** Every cached answer about offers: the pages, the full list and the overview's figures. */
const OFFER_PATHS = [pathPrefixOf('listOffersPage'), pathPrefixOf('listOffers'), pathPrefixOf('adminOverview')];
const isAboutOffers = (key: readonly unknown[]) => OFFER_PATHS.some((path) => String(key[0]).startsWith(path));
const isOffersPage = (key: readonly unknown[]) => String(key[0]).startsWith(pathPrefixOf('listOffersPage'));

function refreshOffers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isAboutOffers(query.queryKey) });
}

/** One page of the offers the filters select, in their order; `cursor` is the nextCursor of the page before. */
export function useOffersPage(filters: OfferFilters, cursor: string | undefined) {
  return useQuery<OffersPage>({
    queryKey: queryKeyOf('listOffersPage', {
      query: { limit: String(OFFERS_PAGE_DEFAULT_LIMIT), cursor, ...offersQuery(filters) },
    }),
    // The page shown stays while the next one (or the next filter's) loads, so the table does not jump.
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** The number of all offers, whatever the filters (the Danger Zone's "delete all" states it). */
export function useAllOffersCount(enabled: boolean) {
  return useQuery<OffersPage, Error, number>({
    queryKey: queryKeyOf('listOffersPage', { query: { limit: '1' } }),
    select: (page) => page.total,
    enabled,
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** The properties to filter by (the properties tab's query: one cache for both). */
export function useOfferProperties() {
  return useQuery<AdminProperty[]>({ queryKey: queryKeyOf('adminListProperties'), ...ADMIN_QUERY_OPTIONS });
}

/** Writes a changed offer into every cached page at once; the refresh that follows may move it. */
function showChangedOffer(queryClient: QueryClient, updated: AdminOffer) {
  queryClient.setQueriesData<OffersPage>({ predicate: (query) => isOffersPage(query.queryKey) }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((offer) =>
            offer.id === updated.id
              ? { ...offer, isFavorite: updated.isFavorite, status: updated.status, note: updated.note }
              : offer,
          ),
        }
      : page,
  );
  // Not awaited: the row already shows the answer.
  void refreshOffers(queryClient);
}

/** One favourite toggle call; the answer is written into the pages at once, then they are refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('toggleOfferFavorite', { params: { id } }),
    // A toggle repeated after a lost answer would undo itself.
    retry: false,
    onSuccess: (updated: AdminOffer) => showChangedOffer(queryClient, updated),
  });
}

/** Sets an offer's status and/or note (PATCH /api/admin/bids/:id). */
export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: OfferUpdate }) =>
      request('updateOffer', { params: { id }, body: change }),
    onSuccess: (updated: AdminOffer) => showChangedOffer(queryClient, updated),
  });
}

/** Deletes one offer; it leaves the pages at once, then everything about offers is refreshed. */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('deleteOffer', { params: { id } }),
    // Deleting twice is harmless, but a repeat after a lost answer would report a 404.
    retry: false,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<OffersPage>({ predicate: (query) => isOffersPage(query.queryKey) }, (page) =>
        page && page.items.some((offer) => offer.id === id)
          ? { ...page, items: page.items.filter((offer) => offer.id !== id), total: Math.max(0, page.total - 1) }
          : page,
      );
      return Promise.all([
        refreshOffers(queryClient),
        // The properties tab shows offer counts.
        queryClient.invalidateQueries({ queryKey: queryKeyOf('adminListProperties') }),
      ]);
    },
  });
}

/** Deletes one property's offers (propertyId), or every offer (''). */
export function useDeleteAllOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => request('deleteAllOffers', propertyId ? { query: { propertyId } } : undefined),
    // A repeat after a lost answer could delete offers that arrived meanwhile.
    retry: false,
    onSuccess: () =>
      Promise.all([
        refreshOffers(queryClient),
        // The properties tab shows offer counts.
        queryClient.invalidateQueries({ queryKey: queryKeyOf('adminListProperties') }),
      ]),
  });
}

/** Downloads an offer's PDF receipt, in the language the offer was placed in, under the server's file name. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob, fileName } = await requestNamedFile('offerReceipt', { params: { id } });
      saveFile(blob, fileName ?? `receipt-${id}.pdf`);
    },
    retry: false,
  });
}

/** Downloads every offer (''), or one property's under a name that holds its address. */
export function useExportOffers() {
  return useMutation({
    mutationFn: async (propertyId: string) => {
      const { blob, fileName } = await requestNamedFile(
        'exportOffers',
        propertyId ? { query: { propertyId } } : undefined,
      );
      saveFile(blob, fileName ?? OFFERS_EXPORT_FILE_NAME);
    },
    retry: false,
  });
}
