import { useCallback } from 'react';
import type { EndpointName } from '#shared/api/endpoints.ts';
import { roleMay } from '#shared/auth/roles.ts';
import { useCurrentUser } from './use-current-user';

/**
 * Whether the signed-in account's role allows an admin call (shared/auth/roles.ts): the admin
 * shows only what it may do, and the server refuses the rest all the same. Nothing is allowed
 * before the account is known.
 */
export function useMay(): (endpoint: EndpointName) => boolean {
  const { data: user } = useCurrentUser();
  const role = user?.role;
  return useCallback((endpoint: EndpointName) => (role ? roleMay(role, endpoint) : false), [role]);
}
