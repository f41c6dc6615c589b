import { receiptReference } from '../receipts/offer-receipt-pdf';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/offers/schemas.ts';
import { botSignalOf, MIN_FILL_MS, type BotSignal } from '#shared/offers/offer-spam.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import type { Language } from '#shared/languages.ts';
import { perAddressLimit } from '../limits/per-address-limit';
import { OfferBatcher } from './offer-batcher';
import type { NewOffer } from './place-offer';
import { placeOffer } from './place-offer';
import { procedureRefusal } from './procedure-refusal';
import { PROOF_PROBLEM_MESSAGES, proofOfFundsProblem, type ProofProblem } from './offer-documents';
import offerDocumentRoutes from './offer-document-routes';

/**
 * The open refusal of a submission taken for a program's, in the offer's language: an offer is
 * acknowledged only once it is stored, so nothing here may look like success. A submission that
 * came too soon may simply be sent again (Retry-After); one with the trap filled in is refused.
 */
function botRefusal(signal: BotSignal, language: Language, fillMs: number | undefined) {
  const texts = defaultTranslationMap(language);
  if (signal === 'too-fast') {
    const retryAfterSeconds = Math.max(1, Math.ceil((MIN_FILL_MS - (fillMs ?? 0)) / 1000));
    return { status: 429, retryAfterSeconds, body: { message: texts['error.offerTooFast']!, reason: signal } };
  }
  return {
    status: 400,
    retryAfterSeconds: null,
    body: { message: texts['error.offerLooksAutomated']!, reason: signal },
  };
}

/** A 400 for a proof of funds that cannot go with the offer; the form says it in the visitor's language. */
function proofRefusal(problem: ProofProblem) {
  return { message: PROOF_PROBLEM_MESSAGES[problem], reason: 'proof-unavailable' };
}

/** The 422 of an offer from an address that has not accepted the documents' terms (decision 0129). */
const DOCUMENTS_REQUIRED = {
  message:
    'This property takes offers only from an e-mail address that accepted the terms of its documents and confirmed itself. Please accept them first on the property’s page, with the same address.',
  reason: 'documents-required',
};

/** The 422 of an offer from an address without a viewing that has begun (decision 0134). */
const VIEWING_REQUIRED = {
  message:
    'This property takes offers only after a viewing: from an e-mail address that booked a viewing on the property’s page, confirmed it, and whose viewing has begun. Please use the same address.',
  reason: 'viewing-required',
};

/** POST /api/properties/:id/bids: a visitor's non-binding offer. */
export default async function publicOfferRoutes(app: FastifyInstance) {
  const { notify, notifyLanguage } = app.config.mail;
  const batcher = new OfferBatcher(
    app.db,
    { recipients: notify, language: notifyLanguage },
    () => app.mailOutbox.poke(),
    app.database.kind === 'postgres',
  );
  const limit = await perAddressLimit(app, 'Too many offers from this address.');
  // The bidder's own page and receipt are one tap away in the confirmation (decision 0110).
  const placed = <T extends { id: string }>(offer: T) => ({
    ...offer,
    reference: receiptReference(offer.id),
    myOffersToken: app.bidderKeys.tokenOf(offer.id),
  });

  endpointRoute(
    app,
    'placeOffer',
    async (request, reply) => {
      // The path decides the property; a propertyId in the body is ignored.
      const { id } = request.params;
      const { firstName, lastName, email, phone, bidAmount, language = DEFAULT_LANGUAGE } = request.body;
      const { financing, handoverDate, bindingDays, message, proofOfFundsId } = request.body;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const terms = { financing, handoverDate, bindingDays, message, proofOfFundsId };
      const offer: NewOffer = { firstName, lastName, email, phone, bidAmount, language, terms };
      const botSignal = botSignalOf(request.body);
      if (botSignal) {
        request.log.info({ propertyId: id, signal: botSignal }, 'offer refused as automated');
        const refusal = botRefusal(botSignal, language, request.body.fillMs);
        if (refusal.retryAfterSeconds) reply.header('Retry-After', String(refusal.retryAfterSeconds));
        return reply.code(refusal.status).send(refusal.body);
      }
      // Checked before the offer waits for its statement, which checks again (offer-batcher.ts).
      if (proofOfFundsId) {
        const problem = await proofOfFundsProblem(app.db, proofOfFundsId, key);
        if (problem) return reply.code(400).send(proofRefusal(problem));
      }
      const outcome = await placeOffer(batcher, id, offer, key);
      switch (outcome.kind) {
        case 'not-found':
          return reply.notFound();
        case 'auction-ended':
          return reply.code(409).send({ message: 'The offer period for this property has ended.' });
        case 'awarded':
          return reply.code(409).send({
            message: 'This property has been awarded, subject to notarisation: it takes no more offers.',
            reason: 'awarded',
          });
        case 'final-round':
          return reply.code(409).send({
            message:
              'A final round of offers is under way: only the bidders invited to it may offer, through their personal link.',
            reason: 'final-round',
          });
        case 'below-minimum':
        case 'below-step':
          return reply.code(422).send(procedureRefusal(outcome));
        case 'documents-required':
          return reply.code(422).send(DOCUMENTS_REQUIRED);
        case 'viewing-required':
          return reply.code(422).send(VIEWING_REQUIRED);
        case 'proof-unavailable':
          return reply.code(400).send(proofRefusal(outcome.problem));
        case 'busy':
          return reply
            .code(503)
            .header('Retry-After', '1')
            .send({ message: 'The standing changed while the offer was checked. Please send it again.' });
        case 'key-reused':
          return reply.code(422).send({ message: 'This Idempotency-Key was already used for a different offer.' });
        case 'replayed':
          request.log.info({ offerId: outcome.offer.id, propertyId: id }, 'offer request repeated');
          return reply.code(201).header('Idempotent-Replayed', 'true').send(placed(outcome.offer));
        case 'created':
          request.log.info({ offerId: outcome.offer.id, propertyId: id }, 'offer stored');
          // Someone may be outbid now, or the end extended: their alerts are looked for.
          app.offerAlerts.poke();
          return reply.code(201).send(placed(outcome.offer));
      }
    },
    { config: limit ? { rateLimit: limit } : {} },
  );

  // The proof-of-funds upload, under the same limit per address (its own count), so it cannot be
  // used to fill the database.
  await app.register(offerDocumentRoutes, { rateLimit: limit, quota: app.config.uploadQuota });
}
