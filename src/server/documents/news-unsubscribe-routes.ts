import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html-escape';
import { loadMailTexts } from '../mail/mail-texts';
import { confirmForm, renderSmallPage } from '../offers/verification-page';
import { requestLanguage } from '../site/request-language';
import { newsUnsubscribePath, stopDocumentNews } from './document-news';
import { privateAnswer } from '../private-answer';

type KeyRequest = FastifyRequest<{ Params: { key: string } }>;

/**
 * The end of the mails about new documents (decision 0130), at the address their link and
 * List-Unsubscribe header name:
 * - POST is the one-click unsubscription of RFC 8058 (the mail program posts
 *   "List-Unsubscribe=One-Click"; the key is the credential) and the page's button alike: it ends
 *   the mails and says so; 404 for a key that opens nothing.
 * - GET changes nothing (mail scanners open every link): it shows what the button does.
 */
export default async function newsUnsubscribeRoutes(app: FastifyInstance) {
  const keys = app.documentAccessKeys;

  const page = async (request: KeyRequest, reply: FastifyReply, done: boolean) => {
    const language = requestLanguage(request);
    const t = await loadMailTexts(app.db, language);
    const title = t('verify.documentNews.title');
    const body = done
      ? `<div class="mark ok" aria-hidden="true">✓</div><h1>${escapeHtml(title)}</h1>` +
        `<p>${escapeHtml(t('verify.documentNews.done'))}</p>` +
        `<a class="link" href="/?lang=${language}">${escapeHtml(t('verify.home'))}</a>`
      : confirmForm(
          title,
          t('verify.documentNews.intro'),
          `${newsUnsubscribePath(encodeURIComponent(request.params.key))}?lang=${language}`,
          t('mail.alert.unsubscribeLink'),
          { autoSubmit: false },
        );
    return privateAnswer(reply)
      .type('text/html; charset=utf-8')
      .send(renderSmallPage(language, title, body));
  };
  const gone = (reply: FastifyReply) =>
    privateAnswer(reply).code(404).type('text/plain; charset=utf-8').send('This link is no longer valid.');

  app.get<{ Params: { key: string } }>(newsUnsubscribePath(':key'), (request, reply) =>
    keys.idOf(request.params.key) === null ? gone(reply) : page(request, reply, false),
  );
  app.post<{ Params: { key: string } }>(newsUnsubscribePath(':key'), async (request, reply) => {
    const accessId = keys.idOf(request.params.key);
    if (accessId === null || !(await stopDocumentNews(app.db, accessId))) return gone(reply);
    request.log.info('document news switched off');
    return page(request, reply, true);
  });
}
