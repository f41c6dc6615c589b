import type { EndpointRoute } from '#shared/api/endpoint-route.ts';
import { ADMIN_READ, ADMIN_WRITE } from '#shared/api/admin-errors.ts';

/** The team's accounts and invitations (owners only), and accepting an invitation (its link). */
export const ACCOUNTS_ADMIN_ENDPOINTS = {
  listAccounts: { method: 'GET', path: '/api/admin/accounts', errors: ADMIN_READ },
  inviteAccount: {
    method: 'POST',
    path: '/api/admin/accounts/invitations',
    errors: { ...ADMIN_WRITE, 409: 'people' },
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: '/api/admin/accounts/invitations/:id',
    errors: { ...ADMIN_WRITE, 404: 'program' },
  },
  updateAccount: {
    method: 'PATCH',
    path: '/api/admin/accounts/:id',
    errors: { ...ADMIN_WRITE, 404: 'program', 409: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;

export const INVITATION_ENDPOINTS = {
  invitation: { method: 'GET', path: '/api/invitations/:token', errors: { 404: 'people' } },
  acceptInvitation: {
    method: 'POST',
    path: '/api/invitations/:token',
    errors: { 400: 'people', 403: 'program', 404: 'people', 409: 'people', 429: 'people' },
  },
} as const satisfies Record<string, EndpointRoute>;
