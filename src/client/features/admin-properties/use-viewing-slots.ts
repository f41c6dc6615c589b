import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/api/contract.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { refreshPropertyLists } from './use-admin-properties';

export type ViewingSlots = ResponseOf<'listViewingSlots'>;

const slotsKey = (propertyId: string) => queryKeyOf('listViewingSlots', { params: { id: propertyId } });

export function useViewingSlots(propertyId: string) {
  return useQuery<ViewingSlots>({ queryKey: slotsKey(propertyId), ...ADMIN_QUERY_OPTIONS });
}

/** A change answers with the slots as stored: shown at once; the property lists say whether it offers viewings. */
function useSlotsChange<Input>(propertyId: string, send: (input: Input) => Promise<ViewingSlots>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: ({ slots }) => queryClient.setQueryData<ViewingSlots>(slotsKey(propertyId), { slots }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotsKey(propertyId) }),
        refreshPropertyLists(queryClient),
      ]),
  });
}

export function useCreateViewingSlot(propertyId: string) {
  return useSlotsChange(propertyId, (body: { startsAt: string; durationMinutes: number; capacity: number }) =>
    request('createViewingSlot', { params: { id: propertyId }, body }),
  );
}

export function useCancelViewingSlot(propertyId: string) {
  return useSlotsChange(propertyId, (slotId: string) =>
    request('cancelViewingSlot', { params: { id: propertyId, slotId } }),
  );
}
