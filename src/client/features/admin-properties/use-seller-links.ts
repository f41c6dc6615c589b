import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerLink, SellerLinkCreate } from '#shared/seller-view/schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

/** A property's links for its seller, newest first (decision 0074). */
export function useSellerLinks(propertyId: string) {
  return useQuery<SellerLink[]>({
    queryKey: queryKeyOf('listSellerLinks', { params: { id: propertyId } }),
    ...ADMIN_QUERY_OPTIONS,
  });
}

export function useCreateSellerLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerLinkCreate) => request('createSellerLink', { params: { id: propertyId }, body }),
    // Each call makes a new secret: a lost answer must not make two.
    retry: false,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf('listSellerLinks', { params: { id: propertyId } }) }),
  });
}

export function useRevokeSellerLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => request('revokeSellerLink', { params: { id: propertyId, linkId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf('listSellerLinks', { params: { id: propertyId } }) }),
  });
}
