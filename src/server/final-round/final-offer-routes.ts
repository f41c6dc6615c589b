import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { privateAnswer } from '../api/private-answer';
import { perAddressLimit } from '../limits/per-address-limit';
import type { BidderKeys } from '../my-offers/bidder-keys';
import { procedureRefusal } from '../offers/procedure-refusal';
import { receiptReference } from '../receipts/offer-receipt-pdf';
import { placeFinalOffer } from './final-offer';

const MESSAGES = {
  notInvited: 'You are not invited to a final round of offers for this property.',
  awarded: 'This property has been awarded, subject to notarisation: it takes no more offers.',
  ended: 'The final round of offers has ended.',
  alreadySent: 'You have sent your final offer already: there is one per bidder.',
} as const;

/**
 * POST /api/my-offers/:token/final-offer: an invited bidder's final offer (decision 0137). Like the
 * rest of the bidder's own page, the token is the only credential.
 */
export default async function finalOfferRoutes(app: FastifyInstance, { keys }: { keys: BidderKeys }) {
  const limit = await perAddressLimit(app, 'Too many offers from this address.');
  const { notify, notifyLanguage } = app.config.mail;
  endpointRoute(
    app,
    'placeFinalOffer',
    async (request, reply) => {
      privateAnswer(reply);
      const offerId = keys.offerIdOf(request.params.token);
      if (!offerId) return reply.notFound();
      const { bidAmount, financing, language } = request.body;
      const outcome = await placeFinalOffer(
        app.db,
        offerId,
        { bidAmount, financing, language },
        { recipients: notify, language: notifyLanguage },
        new Date(),
      );
      switch (outcome.kind) {
        case 'not-found':
          return reply.notFound();
        case 'not-invited':
          return reply.code(403).send({ message: MESSAGES.notInvited });
        case 'awarded':
          return reply.code(409).send({ message: MESSAGES.awarded, reason: 'awarded' });
        case 'round-ended':
          return reply.code(409).send({ message: MESSAGES.ended, reason: 'round-ended' });
        case 'already-sent':
          return reply.code(409).send({
            message: MESSAGES.alreadySent,
            reason: 'already-sent',
            reference: receiptReference(outcome.offer.id),
          });
        case 'below-minimum':
          return reply.code(422).send(procedureRefusal(outcome));
        case 'created':
          request.log.info({ offerId: outcome.offer.id }, 'final offer stored');
          app.mailOutbox.poke();
          return reply.code(201).send({
            reference: receiptReference(outcome.offer.id),
            amount: outcome.offer.amount,
            createdAt: outcome.offer.createdAt,
          });
      }
    },
    { config: limit ? { rateLimit: limit } : {} },
  );
}
