import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathPrefixOf } from '#shared/api/paths.ts';
import type { MailOutboxState, MailStatus } from '#shared/mail/schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

const isAboutMail = (key: readonly unknown[]) => String(key[0]).startsWith(pathPrefixOf('mailOutbox'));

/** The outbox's counts and newest mails, of one status or all. */
export function useMailOutbox(status?: MailStatus) {
  return useQuery<MailOutboxState>({
    queryKey: queryKeyOf('mailOutbox', { query: status ? { status } : {} }),
    ...ADMIN_QUERY_OPTIONS,
  });
}

/** Sends a failed mail again; every view of the outbox is refreshed after. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('retryMail', { params: { id } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isAboutMail(query.queryKey) }),
  });
}
