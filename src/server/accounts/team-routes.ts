import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invitationPagePath } from '#shared/accounts/invitation-path.ts';
import { endpointRoute } from '../api/endpoint-route';
import type { InvitationKeys } from './invitation-keys';
import {
  changeAccount,
  invite,
  readTeam,
  withdrawInvitation,
  type AccountRow,
  type InvitationWithSender,
} from './team-store';

const CONFLICTS = {
  exists: 'An account with this e-mail address exists already',
  'last-owner': 'The team needs at least one active owner: make someone else an owner first',
  self: 'You cannot deactivate your own account; sign out instead',
} as const;

function accountView(row: AccountRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    secondFactor: row.totpSecret ? ('enrolled' as const) : ('missing' as const),
    deactivatedAt: row.deactivatedAt,
    createdAt: row.createdAt,
  };
}

function invitationView(row: InvitationWithSender) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/** Where links point: PUBLIC_URL, else the address this request came to. */
function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** /api/admin/accounts: the team, invitations, roles and deactivation (owners only, auth/roles.ts). */
export default async function teamRoutes(app: FastifyInstance, options: { keys: InvitationKeys }) {
  endpointRoute(app, 'listAccounts', async () => {
    const team = await readTeam(app.db);
    return { accounts: team.accounts.map(accountView), invitations: team.invitations.map(invitationView) };
  });

  endpointRoute(
    app,
    'inviteAccount',
    async (request, reply) => {
      const invitation = await invite(app.db, { ...request.body, invitedBy: request.user! });
      if (invitation === 'exists') return reply.code(409).send({ message: CONFLICTS.exists });
      app.mailOutbox.poke();
      return {
        invitation: invitationView(invitation),
        link: `${siteOrigin(app, request)}${invitationPagePath(options.keys.tokenOf(invitation.id))}?lang=${request.body.language}`,
        mailSent: app.mailOutbox.sending,
      };
    },
    {
      invalidates: [],
      audit: ({ result, body }) => ({
        targetId: result?.invitation.id ?? null,
        detail: { role: body.role, language: body.language },
      }),
    },
  );

  endpointRoute(
    app,
    'withdrawInvitation',
    async (request, reply) => {
      if (!(await withdrawInvitation(app.db, request.params.id))) return reply.notFound();
      return { message: 'Invitation withdrawn' };
    },
    { invalidates: [], audit: ({ params }) => ({ targetId: params.id }) },
  );

  endpointRoute(
    app,
    'updateAccount',
    async (request, reply) => {
      const outcome = await changeAccount(app.db, request.params.id, request.body, request.user!.id);
      if (outcome === 'missing') return reply.notFound();
      if (typeof outcome === 'string') return reply.code(409).send({ message: CONFLICTS[outcome] });
      return accountView(outcome);
    },
    {
      invalidates: [],
      audit: ({ params, body }) => ({
        targetId: params.id,
        detail: {
          ...(body.role ? { role: body.role } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
        },
      }),
    },
  );
}
