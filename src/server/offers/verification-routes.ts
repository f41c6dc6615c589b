import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadMailTexts } from '../mail/mail-texts';
import { requestLanguage } from '../site/request-language';
import { verifyOfferByToken } from './offer-verification';
import { privateAnswer } from '../private-answer';
import {
  AUTO_SUBMIT_PATH,
  AUTO_SUBMIT_SCRIPT,
  renderVerificationPage,
  type VerificationPage,
} from './verification-page';

/** The longest token path accepted; a longer one is not a token and not worth reading. */
const TOKEN_MAX = 100;

/**
 * The pages of the link in a bidder's confirmation mail (decision 0072):
 * - GET /verify/:token shows a page that confirms with a POST. Opening it changes nothing, so a
 *   mail scanner that fetches every link does not spend the token; it reads no data either, so the
 *   page is the same for any token.
 * - POST /verify/:token spends the token and sends the browser on (303) to /verify/verified or
 *   /verify/failed: an unknown, expired or used token all end on the same page, and reloading or
 *   sharing the outcome carries no token.
 * Every answer is noindex, not cached and sends no referrer.
 */
export default async function verificationRoutes(app: FastifyInstance) {
  // The form posts an empty urlencoded body; its content does not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: VerificationPage) => {
    const language = requestLanguage(request);
    const texts = await loadMailTexts(app.db, language);
    return privateAnswer(reply)
      .type('text/html; charset=utf-8')
      .send(renderVerificationPage(page, language, texts));
  };

  app.get(AUTO_SUBMIT_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(AUTO_SUBMIT_SCRIPT),
  );
  app.get('/verify/verified', (request, reply) => sendPage(request, reply, { kind: 'verified' }));
  app.get('/verify/failed', (request, reply) => sendPage(request, reply, { kind: 'failed' }));

  app.get<{ Params: { token: string } }>('/verify/:token', async (request, reply) => {
    const token = request.params.token.slice(0, TOKEN_MAX);
    return sendPage(request, reply, { kind: 'confirm', token });
  });

  app.post<{ Params: { token: string } }>('/verify/:token', async (request, reply) => {
    const verified = await verifyOfferByToken(app.db, request.params.token);
    if (verified) request.log.info('offer e-mail address verified');
    const language = requestLanguage(request);
    return privateAnswer(reply).redirect(`/verify/${verified ? 'verified' : 'failed'}?lang=${language}`, 303);
  });
}
