import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api-client';
import { AUTH_USER_KEY } from '../../lib/use-unauthorized-redirect';

/** POST /api/login; the body of the answer is not read (SPEC §7). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest('POST', '/api/login', body),
    // A wrong password stays wrong: never send it twice.
    retry: false,
    onSuccess: () => queryClient.removeQueries({ queryKey: AUTH_USER_KEY }),
  });
}
