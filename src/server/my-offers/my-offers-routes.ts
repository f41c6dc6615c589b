import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { sendPdf } from '../api/pdf-reply';
import { privateAnswer } from '../api/private-answer';
import { loadMailTexts } from '../mail/mail-texts';
import { findOfferMailSubject } from '../mail/offer-mail-subject';
import { offerReceipt } from '../receipts/offer-receipt';
import { publicOriginOf } from '../seo/public-origin';
import type { BidderKeys } from './bidder-keys';
import { readMyOffers } from './my-offers';
import { perAddressLimit } from '../limits/per-address-limit';
import { propertyTopic } from '../public-reads/public-read-cache';
import { withdrawOffer } from './withdraw-offer';
import { switchAlertsOff, switchAlertsOn } from '../offer-alerts/alert-store';

/**
 * A bidder's own page and their receipts (decision 0110). No session: the token in the address is
 * the only credential, and an offer that is gone takes its token with it.
 */
export default async function myOffersRoutes(app: FastifyInstance, { keys }: { keys: BidderKeys }) {
  // A receipt is a PDF drawn afresh, far dearer than a page: as many per address as offers.
  const limit = await perAddressLimit(app, 'Too many receipts from this address.');

  endpointRoute(app, 'myOffers', async (request, reply) => {
    const offerId = keys.offerIdOf(request.params.token);
    const view = offerId && (await readMyOffers(app.db, keys, offerId, new Date(), app.offerAlerts.available));
    privateAnswer(reply);
    return view || reply.notFound();
  });

  // The bidder's e-mail alerts (decision 0115). Without mail set up they cannot be switched on:
  // an alert that can never be sent would be a promise broken.
  endpointRoute(app, 'switchOnAlerts', async (request, reply) => {
    privateAnswer(reply);
    if (!app.offerAlerts.available) {
      return reply.code(409).send({ message: 'E-mail alerts are not available: mail is not set up.' });
    }
    const offerId = keys.offerIdOf(request.params.token);
    const on = offerId === null ? null : await switchAlertsOn(app.db, offerId, request.body.language, new Date());
    if (on === null) return reply.notFound();
    request.log.info('offer alerts switched on');
    return { on: true };
  });

  endpointRoute(app, 'switchOffAlerts', async (request, reply) => {
    privateAnswer(reply);
    const offerId = keys.offerIdOf(request.params.token);
    const off = offerId === null ? null : await switchAlertsOff(app.db, offerId);
    if (off === null) return reply.notFound();
    request.log.info('offer alerts switched off');
    return { on: false };
  });

  // The same receipt the confirmation mail carries, at once and whether or not mail is set up.
  endpointRoute(
    app,
    'myOfferReceipt',
    async (request, reply) => {
      const offerId = keys.offerIdOf(request.params.token);
      const offer = offerId && (await findOfferMailSubject(app.db, offerId));
      privateAnswer(reply);
      if (!offer) return reply.notFound();
      const language = request.query.language ?? offer.formLanguage;
      const texts = { [language]: await loadMailTexts(app.db, language), de: await loadMailTexts(app.db, 'de') };
      return sendPdf(reply, await offerReceipt(offer, language, texts, publicOriginOf(request, app.config.publicUrl)));
    },
    { config: limit ? { rateLimit: limit } : {} },
  );

  const withdrawals = await perAddressLimit(app, 'Too many withdrawals from this address.');
  const { notify, notifyLanguage } = app.config.mail;
  endpointRoute(
    app,
    'withdrawMyOffer',
    async (request, reply) => {
      const offerId = keys.offerIdOf(request.params.token);
      const withdrawal =
        offerId && (await withdrawOffer(app.db, offerId, { recipients: notify, language: notifyLanguage }));
      privateAnswer(reply);
      if (!withdrawal) return reply.notFound();
      if (withdrawal.changed) {
        request.log.info({ offerId, propertyId: withdrawal.propertyId }, 'offer withdrawn by its bidder');
        // The open procedure's highest offer may have changed: pages watching it, here and on
        // other instances, read the standing again.
        app.publicReads.invalidate(propertyTopic(withdrawal.propertyId));
        app.mailOutbox.poke();
      }
      return { withdrawnAt: withdrawal.withdrawnAt };
    },
    { config: withdrawals ? { rateLimit: withdrawals } : {} },
  );
}
