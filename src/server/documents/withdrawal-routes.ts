import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT } from '#shared/site/contact.ts';
import { recordAudit } from '../audit/audit-log';
import { escapeHtml } from '../html-escape';
import { loadMailTexts } from '../mail/mail-texts';
import { formatReceived } from '../offers/offer-formats';
import { confirmForm, renderSmallPage } from '../offers/verification-page';
import { requestLanguage } from '../site/request-language';
import { withdrawLinkPath } from './access-mail';
import { findAccessMailSubject, withdrawAccess } from './document-access';
import { privateAnswer } from '../private-answer';

type KeyRequest = FastifyRequest<{ Params: { key: string } }>;

/**
 * Withdrawing from a commission agreement through the link in its mail (decision 0127):
 * GET /documents/withdraw/<key> shows what the withdrawal does and a button — no script sends it,
 * a withdrawal is the person's own declaration — or, once declared, when it was received. The
 * POST records it (the first time counts), closes the documents, queues the mail confirming its
 * receipt, writes the activity log, and shows the page again.
 */
export default async function withdrawalRoutes(app: FastifyInstance) {
  const keys = app.documentAccessKeys;

  const sendPage = async (request: KeyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const t = await loadMailTexts(app.db, language);
    const accessId = keys.idOf(request.params.key);
    const agreement = accessId ? await findAccessMailSubject(app.db, accessId) : null;
    // Beside the declaring button only that button: the way home follows once it is done.
    const homeLink = `<a class="link" href="/?lang=${language}">${escapeHtml(t('verify.home'))}</a>`;
    let title: string;
    let body: string;
    if (!agreement || agreement.commissionRate === null) {
      title = t('verify.withdraw.failed.title');
      body =
        `<div class="mark no" aria-hidden="true">!</div><h1>${escapeHtml(title)}</h1>` +
        `<p>${escapeHtml(t('verify.withdraw.failed.text', { ...CONTACT }))}</p>` +
        homeLink;
    } else if (agreement.withdrawnAt) {
      title = t('verify.withdraw.done.title');
      body =
        `<div class="mark ok" aria-hidden="true">✓</div><h1>${escapeHtml(title)}</h1>` +
        `<p>${escapeHtml(t('verify.withdraw.done.text', { date: formatReceived(agreement.withdrawnAt, language) }))}</p>` +
        homeLink;
    } else {
      title = t('verify.withdraw.title');
      body = confirmForm(
        title,
        t('verify.withdraw.intro'),
        `${withdrawLinkPath(encodeURIComponent(request.params.key))}?lang=${language}`,
        t('verify.withdraw.button'),
        { autoSubmit: false },
      );
    }
    return privateAnswer(reply)
      .type('text/html; charset=utf-8')
      .send(renderSmallPage(language, title, body));
  };

  app.get<{ Params: { key: string } }>('/documents/withdraw/:key', sendPage);
  app.post<{ Params: { key: string } }>('/documents/withdraw/:key', async (request, reply) => {
    const accessId = keys.idOf(request.params.key);
    const withdrawn = accessId ? await withdrawAccess(app.db, accessId) : null;
    if (accessId && withdrawn?.first) {
      await recordAudit(app.db, {
        userId: null,
        username: null,
        action: 'withdrawDocumentAccess',
        targetId: accessId,
        detail: { propertyId: withdrawn.propertyId },
        clientAddress: request.ip,
      });
      request.log.info('commission agreement withdrawn');
    }
    // The same page again, now saying when the withdrawal was received (or that nothing matched).
    return privateAnswer(reply).redirect(
      `${withdrawLinkPath(encodeURIComponent(request.params.key))}?lang=${requestLanguage(request)}`,
      303,
    );
  });
}
