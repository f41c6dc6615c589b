import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { queueBidderMessages } from './bidder-messages';
import { letterWriterOf } from './letter-writer';

const LANGUAGE_NAMES = { de: 'German', en: 'English', fr: 'French' } as const;

const MESSAGES = {
  missingOffers: 'An offer chosen no longer exists. Nothing was sent; please reload the list.',
  missingLetter: (language: keyof typeof LANGUAGE_NAMES, bidders: number) =>
    `${bidders} of the chosen bidders offered in ${LANGUAGE_NAMES[language]}: write the letter in ${LANGUAGE_NAMES[language]} too. Nothing was sent.`,
  queued: (count: number) => (count === 1 ? 'The letter is on its way.' : `${count} letters are on their way.`),
} as const;

/** POST /api/admin/offer-messages: the agent writes to one bidder or a selection (decision 0135). */
export default async function bidderMessageRoutes(app: FastifyInstance) {
  endpointRoute(
    app,
    'sendBidderMessages',
    async (request, reply) => {
      const writer = letterWriterOf(request.user!, app.config.mail.notify);
      // Without a public address no mail leaves (mail-plugin.ts): the link then waits with the letter.
      const outcome = await queueBidderMessages(app.db, request.body, writer, app.config.publicUrl ?? '');
      if (outcome.kind === 'missing-offers') return reply.code(404).send({ message: MESSAGES.missingOffers });
      if (outcome.kind === 'missing-letter') {
        return reply.code(400).send({ message: MESSAGES.missingLetter(outcome.language, outcome.bidders) });
      }
      app.mailOutbox.poke();
      return reply.code(201).send({ message: MESSAGES.queued(outcome.count), queued: outcome.count });
    },
    {
      invalidates: [],
      audit: (call) => ({ detail: { template: call.body.template, recipients: call.body.offerIds.length } }),
    },
  );
}
