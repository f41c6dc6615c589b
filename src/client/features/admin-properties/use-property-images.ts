import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  IMAGE_UPLOAD_FIELD,
  type ImageAltTextInput,
  type ImageUploadResult,
  type PropertyImages,
} from '#shared/images/schemas.ts';
import { endpointUrl, queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { uploadFiles } from '#client/lib/upload.ts';
import { refreshPropertyLists } from './use-admin-properties';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

const imagesKey = (propertyId: string) => queryKeyOf('listPropertyImages', { params: { id: propertyId } });

export function usePropertyImages(propertyId: string) {
  return useQuery<PropertyImages>({ queryKey: imagesKey(propertyId), ...ADMIN_QUERY_OPTIONS });
}

/** The upload with its progress (0–100, null when idle). */
export function useUploadImages(propertyId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      return uploadFiles<ImageUploadResult>(
        endpointUrl('uploadPropertyImages', { params: { id: propertyId } }),
        IMAGE_UPLOAD_FIELD,
        files,
        ({ percent }) => setProgress(percent),
      );
    },
    // An upload is not idempotent, and a refused one stays refused.
    retry: false,
    onSettled: async () => {
      setProgress(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: imagesKey(propertyId) }),
        refreshPropertyLists(queryClient),
      ]);
    },
  });
  return { ...mutation, progress };
}

export function useDeleteImage(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) =>
      request('deletePropertyImage', { params: { id: propertyId }, body: { imageUrl } }),
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: imagesKey(propertyId) }),
        refreshPropertyLists(queryClient),
      ]);
    },
  });
}

/**
 * Saves a new order. The list shows it at once; the calls run one after the other (each order is
 * made from the one before, so they must reach the server in that order). A refused order (the
 * images changed meanwhile) reloads the list from the server.
 */
export function useReorderImages(propertyId: string) {
  const queryClient = useQueryClient();
  const key = imagesKey(propertyId);
  return useMutation({
    mutationFn: (images: string[]) =>
      request('reorderPropertyImages', { params: { id: propertyId }, body: { images } }),
    scope: { id: `image-order-${propertyId}` },
    retry: false,
    onMutate: async (images) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PropertyImages>(key, (current) => current && { ...current, images });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSettled: () => refreshPropertyLists(queryClient),
  });
}

export function useSaveAltText(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImageAltTextInput) =>
      request('updateImageAltText', { params: { id: propertyId }, body: input }),
    retry: false,
    onSuccess: async ({ imageAltTexts }) => {
      queryClient.setQueryData<PropertyImages>(
        imagesKey(propertyId),
        (current) => current && { ...current, imageAltTexts },
      );
      await refreshPropertyLists(queryClient);
    },
  });
}
