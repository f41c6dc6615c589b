import type { FastifyInstance } from 'fastify';
import { BIDDER_TOKEN_PATTERN, myOffersPath } from '#shared/my-offers/my-offers.ts';
import type { BidderKeys } from '../my-offers/bidder-keys';
import { requestLanguage } from '../site/request-language';
import { switchAlertsOff } from './alert-store';
import { unsubscribePath } from './alert-mails';
import { privateAnswer } from '../private-answer';

/**
 * The address an alert mail's List-Unsubscribe header and its footer link name (decision 0115):
 * - POST is the one-click unsubscription of RFC 8058, sent by the mail program (its body is
 *   "List-Unsubscribe=One-Click", urlencoded; no session, no CSRF token, the token is the
 *   credential). It answers 200 whether or not alerts were on, and 404 for a token that opens
 *   nothing.
 * - GET is a person following the link: it changes nothing (mail scanners open every link) and
 *   sends the browser to their page, where the switch says whether alerts are on; what is not
 *   the shape of a token is 404.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, { keys }: { keys: BidderKeys }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get<{ Params: { token: string } }>(unsubscribePath(':token'), async (request, reply) => {
    // Only a token's own characters go into the address sent back: nothing else of the path.
    const { token } = request.params;
    privateAnswer(reply);
    if (!BIDDER_TOKEN_PATTERN.test(token)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('This link is no longer valid.');
    }
    const language = requestLanguage(request);
    return reply.redirect(`${myOffersPath(token)}?lang=${language}#benachrichtigungen`, 303);
  });

  app.post<{ Params: { token: string } }>(unsubscribePath(':token'), async (request, reply) => {
    const offerId = keys.offerIdOf(request.params.token);
    const result = offerId === null ? null : await switchAlertsOff(app.db, offerId);
    privateAnswer(reply).type('text/plain; charset=utf-8');
    if (result === null) return reply.code(404).send('This link is no longer valid.');
    request.log.info('offer alerts switched off by one click');
    return reply.send('Unsubscribed.');
  });
}
