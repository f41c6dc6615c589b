import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '#shared/auth/schemas.ts';
import { getQueryFn } from '#client/lib/query-client.ts';
import { AUTH_USER_KEY } from '#client/lib/use-unauthorized-redirect.ts';

/** Authenticated when GET /api/auth/user returns data; no retry on failure. */
export function useCurrentUser() {
  return useQuery<PublicUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
    retry: false,
  });
}
