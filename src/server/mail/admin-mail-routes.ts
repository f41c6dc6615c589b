import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { countOutbox, listOutbox, retryMail } from './outbox';

/** The newest mails the outbox screen lists. */
const LISTED_MAILS = 50;

/** /api/admin/mail: what the outbox holds, and sending a failed mail again. */
export default async function adminMailRoutes(app: FastifyInstance) {
  endpointRoute(app, 'mailOutbox', async (request) => {
    const [counts, mails] = await Promise.all([
      countOutbox(app.db),
      listOutbox(app.db, { status: request.query.status, limit: LISTED_MAILS }),
    ]);
    return { sending: app.mailOutbox.sending, counts, mails };
  });

  endpointRoute(
    app,
    'retryMail',
    async (request, reply) => {
      const outcome = await retryMail(app.db, request.params.id);
      if (outcome === 'missing') return reply.notFound();
      if (outcome === 'sent') return reply.code(409).send({ message: 'This e-mail has already been sent.' });
      request.log.info({ mailId: outcome.id }, 'mail queued again');
      app.mailOutbox.poke();
      return outcome;
    },
    { invalidates: [], audit: auditById },
  );
}
