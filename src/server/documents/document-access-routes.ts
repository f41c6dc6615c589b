import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { endpointRoute } from '../api/endpoint-route';
import { perAddressLimit } from '../limits/per-address-limit';
import { loadMailTexts } from '../mail/mail-texts';
import { confirmForm, renderSmallPage } from '../offers/verification-page';
import { requestLanguage } from '../site/request-language';
import { escapeHtml } from '../html-escape';
import { accessIdsOf, rememberAccess } from './access-cookie';
import { accessStanding, confirmAccess, storeAccessRequest } from './document-access';
import { activePropertyIdBySlug } from '../properties/property-slugs';
import { visitorGateTerms } from './gate-terms';
import { privateAnswer } from '../private-answer';
import withdrawalRoutes from './withdrawal-routes';
import newsUnsubscribeRoutes from './news-unsubscribe-routes';

const FAILED_PATH = '/documents/access/failed';
const TOO_MANY_FOR_ADDRESS =
  'Several links were sent to this address for this property today. Please use one of them, or try again tomorrow.';

/**
 * The gate in front of a property's documents "after accepting the terms" (decision 0126):
 * - GET /api/listings/:slug/document-access tells the page whether this browser opens them, and
 *   the terms to accept;
 * - POST there stores the acknowledgement (name, address, the terms as shown) with the mail that
 *   carries its link;
 * - the link, /documents/access/<key>, shows a page that confirms with a POST, like the offer's
 *   verification link: a mail scanner that fetches it confirms nothing. The POST confirms the
 *   address, gives this browser the key (a cookie sent only to /api/listings) and goes on to the
 *   property's documents.
 */
export default async function documentAccessRoutes(app: FastifyInstance, options: { httpsOnly: boolean }) {
  // The confirming form posts an empty urlencoded body; its content does not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const limit = await perAddressLimit(app, 'Too many requests for documents from this address.');
  const keys = app.documentAccessKeys;

  endpointRoute(app, 'documentAccessState', async (request, reply) => {
    const propertyId = await activePropertyIdBySlug(app.db, request.params.slug);
    const gate = propertyId && (await visitorGateTerms(app.db, propertyId));
    if (!propertyId || !gate) return reply.notFound();
    const standing = await accessStanding(app.db, propertyId, accessIdsOf(request, keys));
    void reply.header('Cache-Control', 'private, no-store');
    return {
      granted: standing?.open ?? false,
      name: standing?.name ?? null,
      opensAt: standing && !standing.open ? standing.opensAt : null,
      terms: gate.terms,
      commission: gate.commission,
    };
  });

  endpointRoute(
    app,
    'requestDocumentAccess',
    async (request, reply) => {
      const propertyId = await activePropertyIdBySlug(app.db, request.params.slug);
      const gate = propertyId && (await visitorGateTerms(app.db, propertyId));
      if (!propertyId || !gate) return reply.notFound();
      const { name, email, language, expressRequest, notifyOnChanges } = request.body;
      const { commission } = gate;
      const stored = await storeAccessRequest(app.db, {
        propertyId,
        name,
        email,
        language,
        terms: gate.terms[language],
        notifyOnChanges,
        commission: commission && {
          rate: commission.rate,
          withdrawalNotice: commission.withdrawalNotice[language],
          expressRequest: expressRequest ? commission.expressRequest[language] : null,
        },
      });
      if (!stored) return reply.code(429).send({ message: TOO_MANY_FOR_ADDRESS });
      request.log.info('documents requested');
      return reply.code(201).send({ message: 'A link to confirm the address is on its way' });
    },
    { config: limit ? { rateLimit: limit } : {} },
  );

  // The mailed link's pages: never cached, never indexed, no referrer (the path is a key).
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, token: string | null) => {
    const language = requestLanguage(request);
    const t = await loadMailTexts(app.db, language);
    const body =
      token === null
        ? `<div class="mark no" aria-hidden="true">!</div><h1>${escapeHtml(t('verify.documents.failed.title'))}</h1>` +
          `<p>${escapeHtml(t('verify.documents.failed.text'))}</p>` +
          `<a class="link" href="/?lang=${language}">${escapeHtml(t('verify.home'))}</a>`
        : confirmForm(
            t('verify.documents.title'),
            t('verify.documents.intro'),
            `/documents/access/${encodeURIComponent(token)}?lang=${language}`,
            t('verify.documents.button'),
          );
    const title = token === null ? t('verify.documents.failed.title') : t('verify.documents.title');
    return privateAnswer(reply)
      .type('text/html; charset=utf-8')
      .send(renderSmallPage(language, title, body));
  };

  app.get(FAILED_PATH, (request, reply) => sendPage(request, reply, null));
  app.get<{ Params: { key: string } }>('/documents/access/:key', (request, reply) =>
    sendPage(request, reply, request.params.key.slice(0, 100)),
  );
  app.post<{ Params: { key: string } }>('/documents/access/:key', async (request, reply) => {
    const language = requestLanguage(request);
    const accessId = keys.idOf(request.params.key);
    const confirmed = accessId ? await confirmAccess(app.db, accessId) : null;
    if (!accessId || !confirmed) return privateAnswer(reply).redirect(`${FAILED_PATH}?lang=${language}`, 303);
    rememberAccess(request, reply, keys, accessId, options.httpsOnly);
    request.log.info('documents access confirmed');
    return privateAnswer(reply).redirect(`${propertyPagePath(confirmed.slug)}?lang=${language}#documents`, 303);
  });

  await app.register(withdrawalRoutes);
  await app.register(newsUnsubscribeRoutes);
}
