import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CODE_REQUIRED_MESSAGE, INVALID_CODE_MESSAGE, type LoginBody } from '#shared/auth/schemas.ts';
import { request } from '#client/lib/admin-api-client.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { AUTH_USER_KEY } from '#client/lib/use-unauthorized-redirect.ts';

/** POST /api/login; the body of the answer is not read. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => request('login', { body }),
    // A wrong password stays wrong: never send it twice.
    retry: false,
    onSuccess: () => queryClient.removeQueries({ queryKey: AUTH_USER_KEY }),
  });
}

/**
 * Whether a failed login asks for the one-time code of an account with a second factor: 'required'
 * after the right password without a code, 'invalid' after a wrong or spent code.
 */
export function asksForCode(error: Error | null): 'required' | 'invalid' | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  if (error.message.endsWith(CODE_REQUIRED_MESSAGE)) return 'required';
  if (error.message.endsWith(INVALID_CODE_MESSAGE)) return 'invalid';
  return null;
}
