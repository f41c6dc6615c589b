import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { letterWriterOf } from '../bidder-messages/letter-writer';
import { readFinalRound, startFinalRound } from './final-round';

const MESSAGES = {
  started: (invited: number, notified: number) =>
    `The final round has started: ${invited} ${invited === 1 ? 'bidder is' : 'bidders are'} invited` +
    (notified === 0
      ? '; nobody was told by mail.'
      : `; ${notified} ${notified === 1 ? 'invitation is' : 'invitations are'} on their way.`),
  awarded: 'This property is awarded: the procedure is closed.',
  startedBefore: 'This property has had its final round: there is one per property.',
  noOffers: 'This property has no standing offers to invite.',
} as const;

/** The agent's side of the best-and-final round (decision 0137). */
export default async function finalRoundRoutes(app: FastifyInstance) {
  endpointRoute(app, 'finalRound', async (request, reply) => {
    const state = await readFinalRound(app.db, request.params.id, new Date());
    return state ?? reply.notFound();
  });

  endpointRoute(
    app,
    'startFinalRound',
    async (request, reply) => {
      const { size, endsAt, notify } = request.body;
      const outcome = await startFinalRound(
        app.db,
        request.params.id,
        { size, endsAt: new Date(endsAt), notify },
        {
          writer: letterWriterOf(request.user!, app.config.mail.notify),
          publicUrl: app.config.publicUrl ?? '',
          keys: app.bidderKeys,
          now: new Date(),
        },
      );
      switch (outcome.kind) {
        case 'no-property':
          return reply.notFound();
        case 'bad-end':
          return reply.code(400).send({ message: outcome.message });
        case 'awarded':
          return reply.code(409).send({ message: MESSAGES.awarded });
        case 'started-before':
          return reply.code(409).send({ message: MESSAGES.startedBefore });
        case 'no-offers':
          return reply.code(409).send({ message: MESSAGES.noOffers });
        case 'started':
          if (outcome.notified > 0) app.mailOutbox.poke();
          return {
            message: MESSAGES.started(outcome.invited, outcome.notified),
            invited: outcome.invited,
            notified: outcome.notified,
          };
      }
    },
    // The public page, its standing and the form close for everyone but the invited.
    { invalidates: changesPropertyInPath, audit: auditById },
  );
}
