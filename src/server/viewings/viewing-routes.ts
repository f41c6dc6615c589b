import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { endpointRoute } from '../api/endpoint-route';
import { activePropertyIdBySlug } from '../properties/property-slugs';
import { escapeHtml } from '../html-escape';
import { perAddressLimit } from '../limits/per-address-limit';
import { loadMailTexts } from '../mail/mail-texts';
import { confirmForm, renderSmallPage } from '../offers/verification-page';
import { privateAnswer } from '../private-answer';
import { requestLanguage } from '../site/request-language';
import {
  cancelBooking,
  confirmBooking,
  findViewingSubject,
  openSlotsOf,
  requestBooking,
  stillConfirmable,
} from './viewing-bookings';
import { viewingCancelPath, viewingConfirmPath, viewingWhen } from './viewing-mails';

const MESSAGES = {
  requested: 'A link to confirm the viewing is on its way',
  noSlot: 'This viewing slot is no longer available. Please choose another.',
  full: 'This viewing slot is fully booked. Please choose another.',
  already: 'This e-mail address has a place in this viewing already. The link to confirm it is in its mail.',
} as const;

type KeyRequest = FastifyRequest<{ Params: { key: string } }>;

/**
 * A visitor's viewings (decision 0133):
 * - GET /api/listings/:slug/viewings lists the slots still to come with the places left;
 * - POST there asks for a place: held for an hour, with a mail whose link confirms it;
 * - /viewings/confirm/<key> confirms with a POST (the page sends it by itself, so a mail scanner
 *   that only fetches the link confirms nothing), and the invitation with the calendar follows;
 * - /viewings/cancel/<key>, linked from the invitation, cancels with the page's button only.
 */
export default async function viewingRoutes(app: FastifyInstance) {
  // The pages' forms post an empty urlencoded body; its content does not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const limit = await perAddressLimit(app, 'Too many viewing requests from this address.');
  const keys = app.viewingKeys;

  endpointRoute(app, 'listingViewingSlots', async (request, reply) => {
    const propertyId = await activePropertyIdBySlug(app.db, request.params.slug);
    if (!propertyId) return reply.notFound();
    // Places change with every booking: never kept by a cache.
    void reply.header('Cache-Control', 'no-store');
    return { slots: await openSlotsOf(app.db, propertyId) };
  });

  endpointRoute(
    app,
    'requestViewing',
    async (request, reply) => {
      const propertyId = await activePropertyIdBySlug(app.db, request.params.slug);
      if (!propertyId) return reply.notFound();
      const outcome = await requestBooking(app.db, { propertyId, ...request.body });
      if (outcome.kind === 'no-slot') return reply.code(404).send({ message: MESSAGES.noSlot });
      // `reason` lets the page say it in the visitor's language.
      if (outcome.kind === 'full') return reply.code(409).send({ message: MESSAGES.full, reason: 'full' });
      if (outcome.kind === 'already') return reply.code(409).send({ message: MESSAGES.already, reason: 'already' });
      app.mailOutbox.poke();
      request.log.info('viewing requested');
      return reply.code(201).send({ message: MESSAGES.requested });
    },
    { config: limit ? { rateLimit: limit } : {} },
  );

  /** The small page of a booking's link: a heading, a text and the way to the property or home. */
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    content: { title: string; text: string; ok: boolean; slug?: string } | { form: string; title: string },
  ) => {
    const language = requestLanguage(request);
    const t = await loadMailTexts(app.db, language);
    const body =
      'form' in content
        ? content.form
        : `<div class="mark ${content.ok ? 'ok' : 'no'}" aria-hidden="true">${content.ok ? '✓' : '!'}</div>` +
          `<h1>${escapeHtml(content.title)}</h1><p>${escapeHtml(content.text)}</p>` +
          (content.slug
            ? `<a class="link" href="${escapeHtml(propertyPagePath(content.slug))}?lang=${language}#viewings">${escapeHtml(t('verify.home'))}</a>`
            : `<a class="link" href="/?lang=${language}">${escapeHtml(t('verify.home'))}</a>`);
    return privateAnswer(reply)
      .type('text/html; charset=utf-8')
      .send(renderSmallPage(language, content.title, body));
  };

  const failed = async (request: FastifyRequest, reply: FastifyReply, slug?: string) => {
    const t = await loadMailTexts(app.db, requestLanguage(request));
    return page(request, reply, {
      title: t('verify.viewing.failedTitle'),
      text: t('verify.viewing.failedText'),
      ok: false,
      slug,
    });
  };

  app.get('/viewings/confirm/:key', async (request: KeyRequest, reply) => {
    const language = requestLanguage(request);
    const t = await loadMailTexts(app.db, language);
    const bookingId = keys.idOf(request.params.key);
    const booking = bookingId ? await findViewingSubject(app.db, bookingId) : null;
    if (!booking || booking.status === 'cancelled') return failed(request, reply, booking?.slug);
    if (booking.status === 'requested' && !(await stillConfirmable(app.db, booking.id))) {
      return failed(request, reply, booking.slug);
    }
    if (booking.status === 'confirmed') {
      return page(request, reply, {
        title: t('verify.viewing.confirmedTitle'),
        text: t('verify.viewing.confirmedText', { when: viewingWhen(booking.startsAt, language) }),
        ok: true,
        slug: booking.slug,
      });
    }
    const title = t('verify.viewing.title');
    const action = `${viewingConfirmPath(encodeURIComponent(request.params.key))}?lang=${language}`;
    return page(request, reply, {
      title,
      form: confirmForm(title, t('verify.viewing.intro'), action, t('mail.viewing.confirm')),
    });
  });

  app.post('/viewings/confirm/:key', async (request: KeyRequest, reply) => {
    const bookingId = keys.idOf(request.params.key);
    const confirmed = bookingId ? await confirmBooking(app.db, bookingId) : null;
    if (confirmed?.newly) {
      app.mailOutbox.poke();
      request.log.info('viewing confirmed');
    }
    // The link's page again: it now says the viewing is confirmed, or that the link opens nothing.
    return privateAnswer(reply).redirect(
      `${viewingConfirmPath(encodeURIComponent(request.params.key))}?lang=${requestLanguage(request)}`,
      303,
    );
  });

  app.get('/viewings/cancel/:key', async (request: KeyRequest, reply) => {
    const language = requestLanguage(request);
    const t = await loadMailTexts(app.db, language);
    const bookingId = keys.idOf(request.params.key);
    const booking = bookingId ? await findViewingSubject(app.db, bookingId) : null;
    // A viewing that has begun can no longer be cancelled: the link opens nothing from then on.
    const begun = booking !== null && booking.startsAt.getTime() <= Date.now();
    if (!booking || booking.status === 'requested' || (booking.status === 'confirmed' && begun)) {
      return failed(request, reply, booking?.slug);
    }
    if (booking.status === 'cancelled') {
      return page(request, reply, {
        title: t('verify.viewing.cancelledTitle'),
        text: t('verify.viewing.cancelledText'),
        ok: true,
        slug: booking.slug,
      });
    }
    const title = t('verify.viewing.cancelTitle');
    const action = `${viewingCancelPath(encodeURIComponent(request.params.key))}?lang=${language}`;
    const intro = t('verify.viewing.cancelIntro', { when: viewingWhen(booking.startsAt, language) });
    // No script sends it: cancelling is the person's own click, never a link preview's.
    return page(request, reply, {
      title,
      form: confirmForm(title, intro, action, t('verify.viewing.cancelButton'), { autoSubmit: false }),
    });
  });

  app.post('/viewings/cancel/:key', async (request: KeyRequest, reply) => {
    const bookingId = keys.idOf(request.params.key);
    const cancelled = bookingId ? await cancelBooking(app.db, bookingId) : null;
    if (cancelled) {
      app.mailOutbox.poke();
      request.log.info('viewing cancelled');
    }
    return privateAnswer(reply).redirect(
      `${viewingCancelPath(encodeURIComponent(request.params.key))}?lang=${requestLanguage(request)}`,
      303,
    );
  });
}
