import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../shared/schemas/auth';
import { getQueryFn } from '../../lib/query-client';
import { AUTH_USER_KEY } from '../../lib/use-unauthorized-redirect';

/** SPEC §4: authenticated when GET /api/auth/user returns data; no retry on failure. */
export function useCurrentUser() {
  return useQuery<PublicUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
    retry: false,
  });
}
