import { eq } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { myOffersPath } from '#shared/my-offers/my-offers.ts';
import type { AlertKind } from '#shared/offer-alerts/alert-kinds.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { CONTACT } from '#shared/site/contact.ts';
import type { Database } from '../db/client';
import { offerTotals, offers, properties } from '../db/schema';
import { formatAmount, formatReceived } from '../offers/offer-formats';
import { PUBLIC_HIGHEST_COLUMNS, publicHighestOffer } from '../offers/standing';
import { ownHighestOffer } from './alert-store';
import {
  button,
  factsTable,
  factsText,
  mailDocument,
  paragraph,
  paragraphWithLink,
  type Fact,
  oneClickUnsubscribeHeaders,
} from '../mail/mail-layout';
import type { RenderedMail } from '../mail/offer-mails';
import type { MailTexts } from '../mail/mail-texts';

/** What an alert says, read when it is sent: the procedure as it stands then. */
export interface AlertSubject {
  property: { slug: string; title: string; titleEn: string | null; titleFr: string | null; address: string };
  endsAt: Date;
  /** The highest offer every visitor may see (open procedure); null otherwise. */
  publicHighest: string | null;
  /** The bidder's own highest offer that stands; null when all are withdrawn. */
  ownHighest: string | null;
}

/** The subject of an alert about the offer that switched the alerts on; null once it is gone. */
export async function findAlertSubject(db: Database, offerId: string): Promise<AlertSubject | null> {
  const [row] = await db
    .select({
      slug: properties.slug,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
      endsAt: properties.auctionEndDate,
      ...PUBLIC_HIGHEST_COLUMNS,
      propertyId: offers.propertyId,
      email: offers.email,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .leftJoin(offerTotals, eq(offerTotals.propertyId, offers.propertyId))
    .where(eq(offers.id, offerId));
  if (!row) return null;
  const { slug, title, titleEn, titleFr, address } = row;
  return {
    property: { slug, title, titleEn, titleFr, address },
    endsAt: row.endsAt,
    publicHighest: publicHighestOffer(row),
    ownHighest: await ownHighestOffer(db, row.propertyId, row.email),
  };
}

const TEXTS: Record<
  AlertKind,
  {
    subject:
      | 'mail.alert.outbid.subject'
      | 'mail.alert.endMoved.subject'
      | 'mail.alert.hourLeft.subject'
      | 'mail.alert.ended.subject';
    text: 'mail.alert.outbid.text' | 'mail.alert.endMoved.text' | 'mail.alert.hourLeft.text' | 'mail.alert.ended.text';
  }
> = {
  'alert-outbid': { subject: 'mail.alert.outbid.subject', text: 'mail.alert.outbid.text' },
  'alert-end-moved': { subject: 'mail.alert.endMoved.subject', text: 'mail.alert.endMoved.text' },
  'alert-hour-left': { subject: 'mail.alert.hourLeft.subject', text: 'mail.alert.hourLeft.text' },
  'alert-ended': { subject: 'mail.alert.ended.subject', text: 'mail.alert.ended.text' },
};

/** The address a one-click unsubscription is posted to (RFC 8058), and a browser opens. */
export const unsubscribePath = (token: string) => `${myOffersPath(token)}/abbestellen`;

/**
 * One alert mail (decision 0115), in the language the bidder switched the alerts on in: what
 * happened, the deadline and (open procedure) the highest offer as they stand when it is sent,
 * the way back to the form and to their page, and one-click unsubscription — as a link and in
 * the List-Unsubscribe headers mail programs show as a button.
 */
export function renderAlertMail(
  kind: AlertKind,
  language: Language,
  subject: AlertSubject,
  t: MailTexts,
  publicUrl: string,
  token: string,
): RenderedMail {
  const property = localizedText(language, subject.property.title, subject.property.titleEn, subject.property.titleFr);
  const propertyUrl = `${publicUrl}${propertyPagePath(subject.property.slug)}?lang=${language}`;
  const formUrl = `${propertyUrl}#bidding`;
  const myOffersUrl = `${publicUrl}${myOffersPath(token)}?lang=${language}`;
  const unsubscribeUrl = `${publicUrl}${unsubscribePath(token)}?lang=${language}`;
  const own = subject.ownHighest ? formatAmount(subject.ownHighest, language) : '';
  const highest = subject.publicHighest ? formatAmount(subject.publicHighest, language) : '';
  const { subject: subjectKey, text: textKey } = TEXTS[kind];
  const title = t(subjectKey, { property });
  const text = t(textKey, { property, highest, own });
  const facts: Fact[] = [
    [t('admin.properties.colProperty'), `${property}, ${subject.property.address}`],
    [t('mail.alert.endsAt'), formatReceived(subject.endsAt, language)],
    ...(highest ? ([[t('mail.alert.highest'), highest]] as Fact[]) : []),
  ];
  const running = kind !== 'alert-ended';
  const plain = [
    text,
    '',
    factsText(facts, language),
    '',
    ...(running ? [`${t('mail.alert.raise')}: ${formUrl}`, ''] : []),
    `${t('mail.confirmation.myOffers')} ${myOffersUrl}`,
    '',
    t('mail.alert.why'),
    `${t('mail.alert.unsubscribe')} ${unsubscribeUrl}`,
    '',
    CONTACT.company,
  ].join('\n');
  const html = mailDocument(
    language,
    title,
    paragraph(text) +
      factsTable(facts) +
      (running ? button(formUrl, t('mail.alert.raise')) : '') +
      paragraphWithLink(t('mail.confirmation.myOffers'), myOffersUrl, t('myOffers.eyebrow')) +
      paragraphWithLink(
        `${t('mail.alert.why')} ${t('mail.alert.unsubscribe')}`,
        unsubscribeUrl,
        t('mail.alert.unsubscribeLink'),
      ),
  );
  return {
    subject: title,
    text: plain,
    html,
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
}
