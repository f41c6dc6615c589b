import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Person, PrivacyLookup } from '#shared/privacy/schemas.ts';
import { queryKeyOf, request, requestFile } from '#client/lib/admin-api-client.ts';
import { saveFile } from '#client/lib/download.ts';

/** What is stored for one address; nothing is asked before an address is given. */
export function usePersonalDataLookup(email: string | null) {
  return useQuery<PrivacyLookup>({
    queryKey: queryKeyOf('privacyLookup', { query: { email: email ?? '' } }),
    enabled: email !== null,
  });
}

export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: async (email: string) => {
      const file = await requestFile('privacyExport', { query: { email } });
      saveFile(file, `personal-data-${new Date().toISOString().slice(0, 10)}.json`);
    },
    retry: false,
  });
}

/** Deletes the address's offers; every cached answer about offers and mails is refreshed after. */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => request('privacyErase', { body: { email } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** One person's offers, alerts and mails, read while their page is open (decision 0120). */
export function usePerson(email: string, open: boolean) {
  return useQuery<Person>({
    queryKey: queryKeyOf('person', { query: { email } }),
    enabled: open,
    // Offers arrive and change status meanwhile: read anew each time the page opens.
    staleTime: 0,
  });
}
