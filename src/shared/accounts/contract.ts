import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams, messageSchema } from '#shared/wire-schemas.ts';
import type { ACCOUNTS_ADMIN_ENDPOINTS, INVITATION_ENDPOINTS } from './endpoints';
import {
  acceptInvitationBodySchema,
  acceptedSchema,
  accountSchema,
  invitationTokenParams,
  invitationViewSchema,
  invitedSchema,
  inviteBodySchema,
  teamSchema,
  updateAccountBodySchema,
} from './schemas';

/** The schemas of the team's endpoints, by the names of endpoints.ts. */
export const ACCOUNTS_CONTRACT = {
  listAccounts: {
    summary: 'The team: every account with its role and state, and the invitations not yet accepted (owners only)',
    response: teamSchema,
  },
  inviteAccount: {
    summary:
      'Invite someone to the team with a role: a one-time link is mailed to them, valid for seven days; a new invitation to the same address replaces the old one (owners only)',
    body: inviteBodySchema,
    status: 201,
    response: invitedSchema,
  },
  withdrawInvitation: {
    summary: 'Withdraw an invitation: its link opens nothing any more (owners only)',
    notFound: 'Invitation not found',
    params: idParams,
    response: messageSchema,
  },
  updateAccount: {
    summary:
      "Change an account's role, or deactivate it (its sessions end at once) or activate it again; the team keeps one active owner (owners only)",
    notFound: 'Account not found',
    params: idParams,
    body: updateAccountBodySchema,
    response: accountSchema,
  },
  invitation: {
    summary: 'What an invitation link offers: the address and the role',
    notFound: 'This invitation link is not valid any more. Ask for a new one.',
    params: invitationTokenParams,
    response: invitationViewSchema,
  },
  acceptInvitation: {
    summary: 'Accept an invitation: choose a username and a password; the account can sign in at once',
    notFound: 'This invitation link is not valid any more. Ask for a new one.',
    params: invitationTokenParams,
    body: acceptInvitationBodySchema,
    status: 201,
    response: acceptedSchema,
  },
} as const satisfies {
  [N in keyof typeof ACCOUNTS_ADMIN_ENDPOINTS | keyof typeof INVITATION_ENDPOINTS]: EndpointSchemas;
};
