import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Team } from '#shared/accounts/schemas.ts';
import type { Role } from '#shared/auth/roles.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import type { Language } from '#shared/languages.ts';

const TEAM_KEY = queryKeyOf('listAccounts');

/** The team's accounts and open invitations; read anew each time the dialog opens. */
export function useTeam(open: boolean) {
  return useQuery<Team>({ queryKey: TEAM_KEY, ...ADMIN_QUERY_OPTIONS, enabled: open, staleTime: 0 });
}

function useTeamChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export const useInvite = () =>
  useTeamChange((body: { email: string; role: Role; language: Language }) => request('inviteAccount', { body }));

export const useWithdrawInvitation = () =>
  useTeamChange((id: string) => request('withdrawInvitation', { params: { id } }));

export const useUpdateAccount = () =>
  useTeamChange((input: { id: string; role?: Role; active?: boolean }) => {
    const { id, ...body } = input;
    return request('updateAccount', { params: { id }, body });
  });
