import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bid } from '../../../shared/schemas/bid';
import { apiJson } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { ADMIN_QUERY_OPTIONS } from '../../lib/admin-query-options';

export const ADMIN_BIDS_KEY = ['/api/admin/bids'] as const;
export const EXPORT_URL = '/api/admin/bids/export';
export const EXPORT_FILE_NAME = 'bids-export.xlsx';

export function useAdminBids() {
  return useQuery<Bid[]>({ queryKey: ADMIN_BIDS_KEY, ...ADMIN_QUERY_OPTIONS });
}

/** One toggle call (SPEC §4); the answer is written into the list at once, then the list is refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Bid>('POST', `/api/admin/bids/${id}/favorite`),
    // A toggle repeated after a lost answer would undo itself.
    retry: false,
    onSuccess: (updated) => {
      queryClient.setQueryData<Bid[]>(ADMIN_BIDS_KEY, (bids) =>
        bids?.map((bid) => (bid.id === updated.id ? { ...bid, isFavorite: updated.isFavorite } : bid)),
      );
      // Not awaited: the star already shows the answer; the refresh of a long list runs behind it.
      void queryClient.invalidateQueries({ queryKey: ADMIN_BIDS_KEY });
    },
  });
}

export function useDeleteAllBids() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ deleted: number }>('DELETE', '/api/admin/bids'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BIDS_KEY }),
        // The properties tab shows offer counts.
        queryClient.invalidateQueries({ queryKey: ['/api/admin/properties'] }),
      ]),
  });
}

export function useExportBids() {
  return useMutation({
    mutationFn: () => downloadFile(EXPORT_URL, EXPORT_FILE_NAME),
    retry: false,
  });
}
