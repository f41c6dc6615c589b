import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotaryDossier, NotaryDossierBody } from '#shared/notary-dossier/schemas.ts';
import { queryKeyOf, request, requestNamedFile } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { saveFile } from '#client/lib/download.ts';

/** The awarded property's notary dossier details (decision 0138). */
export function useNotaryDossier(propertyId: string) {
  const input = { params: { id: propertyId } } as const;
  return useQuery<NotaryDossier>({
    queryKey: queryKeyOf('notaryDossier', input),
    queryFn: () => request('notaryDossier', input),
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** Saves the details, then downloads the PDF or sends it, as asked. */
export function useNotaryDossierActions(propertyId: string) {
  const queryClient = useQueryClient();
  const params = { id: propertyId };
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf('notaryDossier', { params }) });
  return useMutation({
    mutationFn: async ({ body, then }: { body: NotaryDossierBody; then: 'save' | 'download' | 'send' }) => {
      await request('saveNotaryDossier', { params, body });
      if (then === 'download') {
        const { blob, fileName } = await requestNamedFile('notaryDossierPdf', { params });
        saveFile(blob, fileName ?? 'Notarunterlagen.pdf');
        return null;
      }
      return then === 'send' ? (await request('sendNotaryDossier', { params })).message : null;
    },
    retry: false,
    onSettled: refresh,
  });
}
