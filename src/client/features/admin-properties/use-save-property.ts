import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyCreateInput, PropertyPatchInput } from '../../../shared/schemas/property';
import { apiJson } from '../../lib/api-client';
import { refreshPropertyLists } from './use-admin-properties';

export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyPatchInput) => apiJson<Property>('PATCH', `/api/admin/properties/${id}`, body),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreateInput) => apiJson<Property>('POST', '/api/admin/properties', body),
    // Creating is not idempotent: a lost answer must not create the property twice.
    retry: false,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
