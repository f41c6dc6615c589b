import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { letterWriterOf } from '../bidder-messages/letter-writer';
import { awardOffer } from './award';

const MESSAGES = {
  awarded: (notified: number) =>
    notified === 0
      ? 'Awarded, subject to notarisation. The procedure is closed; nobody was told by mail.'
      : `Awarded, subject to notarisation. The procedure is closed; ${notified} ${notified === 1 ? 'letter is' : 'letters are'} on their way.`,
  noOffer: 'This offer is not one of the property’s standing offers.',
  already: 'This property is awarded already: an award is final.',
} as const;

/** POST /api/admin/properties/:id/award (decision 0136). */
export default async function awardRoutes(app: FastifyInstance) {
  endpointRoute(
    app,
    'awardProperty',
    async (request, reply) => {
      const outcome = await awardOffer(
        app.db,
        request.params.id,
        request.body,
        letterWriterOf(request.user!, app.config.mail.notify),
        app.config.publicUrl ?? '',
      );
      switch (outcome.kind) {
        case 'no-property':
          return reply.notFound();
        case 'no-offer':
          return reply.code(404).send({ message: MESSAGES.noOffer });
        case 'already-awarded':
          return reply.code(409).send({ message: MESSAGES.already });
        case 'awarded':
          if (outcome.notified > 0) app.mailOutbox.poke();
          return { message: MESSAGES.awarded(outcome.notified), notified: outcome.notified };
      }
    },
    // The public page and the standing say the procedure is closed.
    { invalidates: changesPropertyInPath, audit: auditById },
  );
}
