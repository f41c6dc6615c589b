import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { hashPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/password-policy';
import type { PasswordCheckGate } from '../auth/password-check-gate';
import { refuseSignIn } from '../auth/sign-in-shedding';
import { recordAudit } from '../audit/audit-log';
import type { InvitationKeys } from './invitation-keys';
import { acceptInvitation, openInvitation } from './team-store';

const USERNAME_TAKEN = 'This username is taken; choose another';

/**
 * /api/invitations/:token: what an invitation link offers, and accepting it with a username and a
 * password of one's own. The new account signs in as any other (with a second factor when one is
 * required). Hashing the password waits its turn with the sign-ins' checks.
 */
export default async function invitationRoutes(
  app: FastifyInstance,
  options: { keys: InvitationKeys; passwordChecks: PasswordCheckGate },
) {
  const invitationOf = async (token: string) => {
    const id = options.keys.idOf(token);
    return id ? openInvitation(app.db, id) : null;
  };

  endpointRoute(app, 'invitation', async (request, reply) => {
    const invitation = await invitationOf(request.params.token);
    if (!invitation) return reply.notFound();
    return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt };
  });

  endpointRoute(
    app,
    'acceptInvitation',
    async (request, reply) => {
      const invitation = await invitationOf(request.params.token);
      if (!invitation) return reply.notFound();
      const problem = passwordProblem(request.body.password);
      if (problem) return reply.code(400).send({ message: `The password ${problem}` });
      const entering = options.passwordChecks.tryEnter();
      if (!entering) return refuseSignIn(reply, options.passwordChecks);
      const leave = await entering;
      let passwordHash: string;
      try {
        passwordHash = await hashPassword(request.body.password);
      } finally {
        leave();
      }
      const outcome = await acceptInvitation(app.db, invitation.id, { username: request.body.username, passwordHash });
      if (outcome === 'gone') return reply.notFound();
      if (outcome === 'taken') return reply.code(409).send({ message: USERNAME_TAKEN });
      await recordAudit(app.db, {
        userId: outcome.id,
        username: outcome.username,
        action: 'acceptInvitation',
        targetId: invitation.id,
        detail: { role: outcome.role },
        clientAddress: request.ip,
      });
      request.log.info({ userId: outcome.id }, 'invitation accepted');
      return { username: outcome.username };
    },
    { onRequest: app.requireCsrf },
  );
}
