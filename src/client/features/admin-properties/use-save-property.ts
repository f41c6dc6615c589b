import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyCreateInput, PropertyPatchInput } from '#shared/properties/schemas.ts';
import { request } from '#client/lib/admin-api-client.ts';
import { refreshPropertyLists } from './use-admin-properties';

export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyPatchInput) => request('updateProperty', { params: { id }, body }),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreateInput) => request('createProperty', { body }),
    // Creating is not idempotent: a lost answer must not create the property twice.
    retry: false,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}

export function useShowOnHomePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('showPropertyOnHomePage', { params: { id } }),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('deleteProperty', { params: { id } }),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
