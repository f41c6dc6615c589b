import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentificationFileKind } from '#shared/identification/rules.ts';
import type { IdentificationState } from '#shared/identification/schemas.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { queryKeyOf, request, requestNamedFile } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { saveFile } from '#client/lib/download.ts';

const inputOf = (propertyId: string) => ({ params: { id: propertyId } }) as const;

/** A 409 says the record is not what the card shows (confirmed, changed by the buyer): read it again. */
const isConflict = (error: Error) => error instanceof ApiError && error.status === 409;

/** The awarded buyer's identification under the money-laundering act (decision 0139). */
export function useIdentification(propertyId: string) {
  const input = inputOf(propertyId);
  return useQuery<IdentificationState>({
    queryKey: queryKeyOf('identification', input),
    queryFn: () => request('identification', input),
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** Asks the buyer (a letter with their personal link); the record is read again afterwards. */
export function useRequestIdentification(propertyId: string) {
  const queryClient = useQueryClient();
  const input = inputOf(propertyId);
  return useMutation({
    mutationFn: () => request('requestIdentification', input),
    // A repeat after a lost answer would send a second letter.
    retry: false,
    // Not awaited: the refreshed record turns the button into "Ask again".
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('identification', input) });
    },
    onError: (error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: queryKeyOf('identification', input) });
    },
  });
}

/**
 * Records the agent's check of the submission they see (its time goes along: a later change by the
 * buyer is refused with 409 and read again), with an optional note; the answer is the record as it
 * now stands.
 */
export function useConfirmIdentification(propertyId: string) {
  const queryClient = useQueryClient();
  const input = inputOf(propertyId);
  return useMutation({
    mutationFn: ({ note, submittedAt }: { note: string; submittedAt: string }) =>
      request('confirmIdentification', {
        ...input,
        body: note.trim() ? { note: note.trim(), submittedAt } : { submittedAt },
      }),
    retry: false,
    // Not awaited: the confirmed record replaces the form that confirmed it.
    onSuccess: (state) => {
      const key = queryKeyOf('identification', input);
      queryClient.setQueryData<IdentificationState>(key, state);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: queryKeyOf('identification', input) });
    },
  });
}

/** The ID document's scan or a company's register extract, saved under its own name. */
export function useIdentificationFile(propertyId: string) {
  return useMutation({
    mutationFn: async ({ kind, name }: { kind: IdentificationFileKind; name: string }) => {
      const { blob, fileName } = await requestNamedFile('identificationFile', {
        params: { id: propertyId, kind },
      });
      saveFile(blob, fileName ?? name);
    },
    retry: false,
  });
}
