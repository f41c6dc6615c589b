import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { CONTACT } from '#shared/site/contact.ts';
import { button, mailDocument, note, paragraph, paragraphWithLink } from '../mail/mail-layout';
import { formatReceived } from '../offers/offer-formats';
import type { MailTexts } from '../mail/mail-texts';
import type { RenderedMail } from '../mail/offer-mails';
import type { AccessMailSubject } from './document-access';

/** The path of the page an acknowledgement's mailed link opens. */
const accessLinkPath = (key: string) => `/documents/access/${key}`;

/** The path of the page that declares the withdrawal from a commission agreement (decision 0127). */
export const withdrawLinkPath = (key: string) => `/documents/withdraw/${key}`;

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
  // With a commission agreement: the PDF is attached, and the withdrawal is a link away.
  const withdraw = subject.commissionRate !== null && {
    text: t('mail.documentAccess.agreement'),
    label: t('mail.documentAccess.withdraw'),
    link: `${publicUrl}${withdrawLinkPath(key)}?lang=${language}`,
  };
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
      ...(withdraw ? [withdraw.text, `${withdraw.label}: ${withdraw.link}`, ''] : []),
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
        (withdraw ? paragraphWithLink(withdraw.text, withdraw.link, withdraw.label) : '') +
        note(unexpected),
    ),
  };
}

/** The confirmation that a withdrawal from a commission agreement was received (§ 356 (1) BGB). */
export function renderWithdrawalMail(
  language: Language,
  subject: AccessMailSubject,
  t: MailTexts,
): RenderedMail | null {
  if (!subject.withdrawnAt) return null;
  const property = localizedText(language, subject.title, subject.titleEn, subject.titleFr);
  const title = t('mail.documentWithdrawal.subject', { property });
  const greeting = t('mail.confirmation.greeting', { name: subject.name });
  const text = t('mail.documentWithdrawal.text', { property, date: formatReceived(subject.withdrawnAt, language) });
  return {
    subject: title,
    text: [greeting, '', text, '', CONTACT.company].join('\n'),
    html: mailDocument(language, title, paragraph(greeting) + paragraph(text)),
  };
}
