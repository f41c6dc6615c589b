import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { CONTACT } from '#shared/site/contact.ts';
import { button, mailDocument, note, paragraph } from '../mail/mail-layout';
import type { MailTexts } from '../mail/mail-texts';
import type { RenderedMail } from '../mail/offer-mails';
import type { AccessMailSubject } from './document-access';

/** The path of the page an acknowledgement's mailed link opens. */
const accessLinkPath = (key: string) => `/documents/access/${key}`;

/**
 * The mail to someone who accepted a property's terms: the link that confirms the address and
 * opens the documents, and the terms as they accepted them (their copy of what they agreed to).
 */
export function renderAccessMail(
  language: Language,
  subject: AccessMailSubject,
  t: MailTexts,
  publicUrl: string,
  key: string,
): RenderedMail {
  const property = localizedText(language, subject.title, subject.titleEn, subject.titleFr);
  const link = `${publicUrl}${accessLinkPath(key)}?lang=${language}`;
  const title = t('mail.documentAccess.subject', { property });
  const greeting = t('mail.confirmation.greeting', { name: subject.name });
  const text = t('mail.documentAccess.text', { property });
  const open = t('mail.documentAccess.open');
  const termsHeading = t('mail.documentAccess.terms');
  const unexpected = t('mail.documentAccess.unexpected');
  return {
    subject: title,
    text: [
      greeting,
      '',
      text,
      '',
      `${open}: ${link}`,
      '',
      termsHeading,
      subject.termsText,
      '',
      unexpected,
      '',
      CONTACT.company,
    ].join('\n'),
    html: mailDocument(
      language,
      title,
      paragraph(greeting) +
        paragraph(text) +
        button(link, open) +
        paragraph(termsHeading) +
        paragraph(...subject.termsText.split('\n')) +
        note(unexpected),
    ),
  };
}
