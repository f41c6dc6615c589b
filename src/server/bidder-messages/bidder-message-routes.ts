import type { FastifyInstance } from 'fastify';
import { CONTACT } from '#shared/site/contact.ts';
import { endpointRoute } from '../api/endpoint-route';
import { queueBidderMessages, type LetterWriter } from './bidder-messages';

const LANGUAGE_NAMES = { de: 'German', en: 'English', fr: 'French' } as const;

const MESSAGES = {
  missingOffers: 'An offer chosen no longer exists. Nothing was sent; please reload the list.',
  missingLetter: (language: keyof typeof LANGUAGE_NAMES, bidders: number) =>
    `${bidders} of the chosen bidders offered in ${LANGUAGE_NAMES[language]}: write the letter in ${LANGUAGE_NAMES[language]} too. Nothing was sent.`,
  queued: (count: number) => (count === 1 ? 'The letter is on its way.' : `${count} letters are on their way.`),
} as const;

/**
 * POST /api/admin/offer-messages: the agent writes to one bidder or a selection (decision 0135).
 * The letter is signed with the writer's name, or the agency's; replies go to the writer's address,
 * or to the agency's notification address when the account has none.
 */
export default async function bidderMessageRoutes(app: FastifyInstance) {
  endpointRoute(
    app,
    'sendBidderMessages',
    async (request, reply) => {
      const user = request.user!;
      const writer: LetterWriter = {
        userId: user.id,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || CONTACT.company,
        replyTo: user.email ?? app.config.mail.notify[0] ?? null,
      };
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
