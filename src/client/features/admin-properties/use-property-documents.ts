import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResponseOf } from '#shared/api/contract.ts';
import { DOCUMENT_UPLOAD_FIELD, type DocumentUpdate, type PropertyDocuments } from '#shared/documents/schemas.ts';
import { endpointUrl, queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { uploadFiles } from '#client/lib/upload.ts';
import { refreshPropertyLists } from './use-admin-properties';

type DocumentsChanged = ResponseOf<'uploadPropertyDocument'>;

const documentsKey = (propertyId: string) => queryKeyOf('listPropertyDocuments', { params: { id: propertyId } });

/** After a change: the panel's list, and the property lists (the public one carries the public documents). */
function refreshDocuments(queryClient: QueryClient, propertyId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentsKey(propertyId) }),
    refreshPropertyLists(queryClient),
  ]);
}

export function usePropertyDocuments(propertyId: string) {
  return useQuery<PropertyDocuments>({ queryKey: documentsKey(propertyId), ...ADMIN_QUERY_OPTIONS });
}

/**
 * Sends one file with its progress (0–100, null when idle): a new document, or with `documentId`
 * a new version of that one.
 */
export function useSendDocumentFile(propertyId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, documentId }: { file: File; documentId?: string }) => {
      setProgress(0);
      const url = documentId
        ? endpointUrl('replacePropertyDocument', { params: { id: propertyId, documentId } })
        : endpointUrl('uploadPropertyDocument', { params: { id: propertyId } });
      return uploadFiles<DocumentsChanged>(url, DOCUMENT_UPLOAD_FIELD, [file], ({ percent }) => setProgress(percent));
    },
    // An upload is not idempotent, and a refused one stays refused.
    retry: false,
    onSettled: async () => {
      setProgress(null);
      await refreshDocuments(queryClient, propertyId);
    },
  });
  return { ...mutation, progress };
}

export function useUpdateDocument(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...body }: DocumentUpdate & { documentId: string }) =>
      request('updatePropertyDocument', { params: { id: propertyId, documentId }, body }),
    retry: false,
    // The answer is the list as stored: shown at once, so the saved row does not flash its old values.
    onSuccess: ({ documents }) => queryClient.setQueryData<PropertyDocuments>(documentsKey(propertyId), { documents }),
    onSettled: () => refreshDocuments(queryClient, propertyId),
  });
}

export function useDeleteDocument(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => request('deletePropertyDocument', { params: { id: propertyId, documentId } }),
    retry: false,
    onSettled: () => refreshDocuments(queryClient, propertyId),
  });
}

/**
 * Saves a new order, as the images' order is saved (use-property-images.ts): shown at once, the
 * calls one after the other, and a refused order (the documents changed meanwhile: 409) reloads the
 * list from the server.
 */
export function useReorderDocuments(propertyId: string) {
  const queryClient = useQueryClient();
  const key = documentsKey(propertyId);
  return useMutation({
    mutationFn: (order: string[]) =>
      request('reorderPropertyDocuments', { params: { id: propertyId }, body: { documents: order } }),
    scope: { id: `document-order-${propertyId}` },
    retry: false,
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PropertyDocuments>(
        key,
        (current) =>
          current && {
            documents: [...current.documents].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
          },
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSettled: () => refreshPropertyLists(queryClient),
  });
}
