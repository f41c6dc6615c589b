import { CONTACT } from '#shared/site/contact.ts';
import type { OfferTerms } from '../offers/offer-terms';
import type { Language } from '#shared/languages.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { ENTRY_CHECK_PATH } from '#shared/bid-log/entry-check.ts';
import { myOffersPath } from '#shared/my-offers/my-offers.ts';
import { receiptReference } from '../receipts/offer-receipt-pdf';
import { localizedText } from '#shared/localized.ts';
import { formatAmount, formatReceived } from '../offers/offer-formats';
import { MAIL_KINDS, type MailKind } from './mail-kinds';
import { VERIFICATION_LINK_DAYS } from '../offers/offer-verification';
import {
  button,
  factsTable,
  factsText,
  mailDocument,
  note,
  paragraph,
  paragraphWithLink,
  type Fact,
} from './mail-layout';
import type { MailAttachment, MailCalendar } from './mail-sender';
import type { MailTexts } from './mail-texts';

/** What the mails about one offer say: the offer and its property as stored. */
export interface OfferMailSubject {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bidAmount: string;
  createdAt: Date;
  /** The language of the form (the bidder's). */
  formLanguage: Language;
  property: { slug: string; title: string; titleEn: string | null; titleFr: string | null; address: string };
  /** What the bidder added to the amount (decision 0070), shown in the receipt; null when nothing. */
  terms: OfferTerms | null;
  /** The offer's entry in the bid log's hash chain (decision 0092); absent for offers from before it. */
  logEntry?: { position: number; hash: string } | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Headers beyond the usual (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation (a viewing's). */
  calendar?: MailCalendar;
  /** Where replies go, when not to the sender (an agent's letter to a bidder). */
  replyTo?: string;
}

/** The address of the page that verifies an offer with a token (decision 0072). */
function verificationUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}/verify/${token}?lang=${language}`;
}

/** The links of a confirmation that are made apart from the offer's rows. */
export interface ConfirmationLinks {
  /** The token that verifies the bidder's address (decision 0072); none when not asked for. */
  verificationToken?: string | null;
  /** The token of the bidder's own page (decision 0110). */
  myOffersToken?: string | null;
}

function confirmation(
  offer: OfferMailSubject,
  language: Language,
  t: MailTexts,
  publicUrl: string,
  { verificationToken, myOffersToken }: ConfirmationLinks,
): RenderedMail {
  const verifyUrl = verificationToken ? verificationUrl(publicUrl, verificationToken, language) : null;
  const myOffersUrl = myOffersToken ? `${publicUrl}${myOffersPath(myOffersToken)}?lang=${language}` : null;
  const property = localizedText(language, offer.property.title, offer.property.titleEn, offer.property.titleFr);
  const name = `${offer.firstName} ${offer.lastName}`;
  const privacyUrl = `${publicUrl}/datenschutz?lang=${language}`;
  // The property's own page: its procedure and standing, one tap away for the bidder.
  const propertyUrl = `${publicUrl}${propertyPagePath(offer.property.slug)}?lang=${language}`;
  // Where the bidder checks the attached receipt against the bid log, its reference filled in.
  const checkUrl = offer.logEntry
    ? `${publicUrl}${ENTRY_CHECK_PATH}?ref=${receiptReference(offer.id)}&lang=${language}`
    : null;
  const facts: Fact[] = [
    [t('admin.properties.colProperty'), `${property}, ${offer.property.address}`],
    [t('offer.title'), formatAmount(offer.bidAmount, language)],
    [t('mail.field.receivedAt'), formatReceived(offer.createdAt, language)],
  ];
  const subject = t('mail.confirmation.subject', { property });
  const greeting = t('mail.confirmation.greeting', { name });
  const expiry = t('mail.confirmation.verifyExpiry', { days: String(VERIFICATION_LINK_DAYS) });
  const text = [
    greeting,
    '',
    t('mail.confirmation.intro'),
    '',
    factsText(facts, language),
    '',
    `${t('mail.confirmation.propertyPage')} ${propertyUrl}`,
    '',
    ...(checkUrl ? [`${t('mail.confirmation.checkLog')} ${checkUrl}`, ''] : []),
    ...(myOffersUrl ? [`${t('mail.confirmation.myOffers')} ${myOffersUrl}`, ''] : []),
    ...(verifyUrl ? [t('mail.confirmation.verify'), verifyUrl, expiry, ''] : []),
    t('mail.confirmation.nonBinding'),
    '',
    `${t('mail.confirmation.privacy')} ${privacyUrl}`,
    '',
    t('mail.confirmation.closing'),
    CONTACT.company,
  ].join('\n');
  const html = mailDocument(
    language,
    subject,
    paragraph(greeting) +
      paragraph(t('mail.confirmation.intro')) +
      factsTable(facts) +
      paragraphWithLink(t('mail.confirmation.propertyPage'), propertyUrl, property) +
      (checkUrl ? paragraphWithLink(t('mail.confirmation.checkLog'), checkUrl, t('check.title')) : '') +
      (myOffersUrl ? paragraphWithLink(t('mail.confirmation.myOffers'), myOffersUrl, t('myOffers.eyebrow')) : '') +
      (verifyUrl
        ? paragraph(t('mail.confirmation.verify')) +
          button(verifyUrl, t('mail.confirmation.verifyLink')) +
          paragraphWithLink(expiry, verifyUrl, verifyUrl)
        : '') +
      note(t('mail.confirmation.nonBinding')) +
      paragraphWithLink(t('mail.confirmation.privacy'), privacyUrl, t('mail.confirmation.privacyLink')) +
      paragraph(t('mail.confirmation.closing'), CONTACT.company),
  );
  return { subject, text, html };
}

/** The agent's mail of a new offer, or of one its bidder withdrew (decision 0114): the same facts. */
function notification(
  offer: OfferMailSubject,
  language: Language,
  t: MailTexts,
  publicUrl: string,
  withdrawn: boolean,
): RenderedMail {
  const property = localizedText(language, offer.property.title, offer.property.titleEn, offer.property.titleFr);
  const amount = formatAmount(offer.bidAmount, language);
  const offersUrl = `${publicUrl}/admin?tab=offers`;
  const facts: Fact[] = [
    [t('admin.properties.colProperty'), `${property}, ${offer.property.address}`],
    [t('nav.offer'), amount],
    [t('admin.property.contactName'), `${offer.firstName} ${offer.lastName}`],
    [t('footer.email'), offer.email, `mailto:${offer.email}`],
    [t('footer.phone'), offer.phone, `tel:${offer.phone.replace(/[^\d+]/g, '')}`],
    [t('mail.field.receivedAt'), formatReceived(offer.createdAt, language)],
    [t('mail.field.language'), t(`language.${offer.formLanguage}`)],
  ];
  const subject = t(withdrawn ? 'mail.withdrawal.subject' : 'mail.notification.subject', { amount, property });
  const intro = t(withdrawn ? 'mail.withdrawal.intro' : 'mail.notification.intro', { property });
  const text = [intro, '', factsText(facts, language), '', `${t('mail.notification.link')}: ${offersUrl}`].join('\n');
  const html = mailDocument(
    language,
    subject,
    paragraph(intro) + factsTable(facts) + paragraphWithLink('', offersUrl, t('mail.notification.link')),
  );
  return { subject, text, html };
}

/**
 * The mail of one outbox row, in its language, with the texts as the admins left them. The
 * bidder's confirmation carries the links that verify the offer and open the bidder's own page
 * when their tokens are given.
 */
export function renderOfferMail(
  kind: MailKind,
  language: Language,
  offer: OfferMailSubject,
  t: MailTexts,
  publicUrl: string,
  links: ConfirmationLinks = {},
): RenderedMail {
  return kind === MAIL_KINDS.offerConfirmation
    ? confirmation(offer, language, t, publicUrl, links)
    : notification(offer, language, t, publicUrl, kind === MAIL_KINDS.withdrawalNotification);
}
