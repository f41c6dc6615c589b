import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { AUTH_USER_KEY } from '#client/lib/use-unauthorized-redirect.ts';

/** A new secret to scan; it waits in the session until a code confirms it. */
export function useStartSecondFactor() {
  return useMutation({ mutationFn: () => request('startSecondFactor'), retry: false });
}

/** Confirms with a code of the new secret; the answer holds the recovery codes, shown once. */
export function useConfirmSecondFactor() {
  return useMutation({
    mutationFn: (code: string) => request('confirmSecondFactor', { body: { code } }),
    retry: false,
  });
}

/**
 * Read the account again once the recovery codes are put away: its second factor is enrolled now,
 * and the activity log holds the entry for it.
 */
export function useSecondFactorDone() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf('auditLog') }),
    ]);
}
