import type { FastifyInstance, FastifyReply } from 'fastify';
import { myOffersPath } from '#shared/my-offers/my-offers.ts';
import type { BidderKeys } from '../my-offers/bidder-keys';
import { requestLanguage } from '../site/request-language';
import { switchAlertsOff } from './alert-store';
import { unsubscribePath } from './alert-mails';

/** The longest token path read; a longer one is not a token. */
const TOKEN_MAX = 100;

function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.headers({
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex, nofollow',
  });
}

/**
 * The address an alert mail's List-Unsubscribe header and its footer link name (decision 0115):
 * - POST is the one-click unsubscription of RFC 8058, sent by the mail program (its body is
 *   "List-Unsubscribe=One-Click", urlencoded; no session, no CSRF token, the token is the
 *   credential). It answers 200 whether or not alerts were on, and 404 for a token that opens
 *   nothing.
 * - GET is a person following the link: it changes nothing (mail scanners open every link) and
 *   sends the browser to their page, where the switch says whether alerts are on.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, { keys }: { keys: BidderKeys }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get<{ Params: { token: string } }>(unsubscribePath(':token'), async (request, reply) => {
    const token = request.params.token.slice(0, TOKEN_MAX);
    const language = requestLanguage(request);
    return privateAnswer(reply).redirect(`${myOffersPath(token)}?lang=${language}#benachrichtigungen`, 303);
  });

  app.post<{ Params: { token: string } }>(unsubscribePath(':token'), async (request, reply) => {
    const offerId = keys.offerIdOf(request.params.token.slice(0, TOKEN_MAX));
    const result = offerId === null ? null : await switchAlertsOff(app.db, offerId);
    privateAnswer(reply).type('text/plain; charset=utf-8');
    if (result === null) return reply.code(404).send('This link is no longer valid.');
    request.log.info('offer alerts switched off by one click');
    return reply.send('Unsubscribed.');
  });
}
