import type { Language } from '#shared/languages.ts';
import { mailDocument, paragraph } from '../mail/mail-layout';
import type { RenderedMail } from '../mail/offer-mails';

/**
 * The agent's letter as a mail (decision 0135): the text as the agent left it, its paragraphs
 * kept (blank lines part them, single breaks stay breaks). Replies go to the writer.
 */
export function renderBidderMessage(
  message: { subject: string; body: string; replyTo: string | null },
  language: Language,
): RenderedMail {
  const paragraphs = message.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => paragraph(...part.split('\n')));
  return {
    subject: message.subject,
    text: message.body,
    html: mailDocument(language, message.subject, paragraphs.join('')),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
}
