import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isLanguage, LANGUAGES, type Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import type { BidderMessageRequest } from '#shared/bidder-messages/schemas.ts';
import { fillPlaceholders, type BidderMessageTemplate } from '#shared/bidder-messages/templates.ts';
import type { Database } from '../db/client';
import { finalRounds, mailOutbox, offerMessages, offers, properties } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';
import type { MailTexts } from '../mail/mail-texts';
import { formatAmount, formatReceived } from '../offers/offer-formats';

/** Who writes: their name signs the letter ({agent}), their address takes the replies. */
export interface LetterWriter {
  userId: string;
  name: string;
  replyTo: string | null;
}

export type QueueOutcome =
  | { kind: 'queued'; count: number }
  /** An offer chosen no longer exists (deleted, or erased): nothing is sent. */
  | { kind: 'missing-offers' }
  /** Bidders offered in a language the agent wrote no letter in: nothing is sent. */
  | { kind: 'missing-letter'; language: Language; bidders: number };

/** The bidder's language: the one their offer's confirmation went out in (written with the offer). */
export const OFFER_LANGUAGE = sql<string | null>`(select o.language from ${mailOutbox} o
  where o.offer_id = ${offers.id} and o.kind = ${MAIL_KINDS.offerConfirmation} limit 1)`;

/**
 * Queues the agent's letter to each chosen bidder (decision 0135): in the language of their offer,
 * the placeholders filled with their name, the property, their amount, the writer and the property's
 * page. What each bidder is sent is stored as sent, and the outbox delivers it; all or nothing.
 */
export async function queueBidderMessages(
  db: Database,
  request: LetterRequest,
  writer: LetterWriter,
  publicUrl: string,
): Promise<QueueOutcome> {
  return db.transaction((tx) => queueLetters(tx, request, writer, publicUrl));
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface LetterRequest {
  offerIds: string[];
  template: BidderMessageTemplate;
  letters: BidderMessageRequest['letters'];
  /** Each offer's personal page, in place of the property's page for {link} (the final round's invitation). */
  personalPaths?: ReadonlyMap<string, string>;
}

/** A template's letter in every language, as the agency worded it (subject and text with placeholders). */
export function templateLetters(
  texts: Record<Language, MailTexts>,
  template: BidderMessageTemplate,
): LetterRequest['letters'] {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        subject: texts[language](`mail.bidderMessage.${template}.subject`),
        body: texts[language](`mail.bidderMessage.${template}.body`),
      },
    ]),
  ) as LetterRequest['letters'];
}

/** The same inside a transaction of the caller's (the award's notices go with the award). */
export async function queueLetters(
  tx: Transaction,
  request: LetterRequest,
  writer: LetterWriter,
  publicUrl: string,
): Promise<QueueOutcome> {
  const ids = request.offerIds.map((id) => id.toLowerCase());
  const chosen = await tx
    .select({
      id: offers.id,
      firstName: offers.firstName,
      lastName: offers.lastName,
      email: offers.email,
      bidAmount: offers.bidAmount,
      language: OFFER_LANGUAGE,
      slug: properties.slug,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      // The deadline that matters now: a final round's (decision 0137), else the offer period's.
      deadline: sql<Date>`coalesce(${finalRounds.endsAt}, ${properties.auctionEndDate})`.mapWith(
        (value: Date | string) => (value instanceof Date ? value : new Date(value)),
      ),
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .leftJoin(finalRounds, eq(finalRounds.propertyId, offers.propertyId))
    .where(inArray(offers.id, ids))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  if (chosen.length !== ids.length) return { kind: 'missing-offers' };

  const recipients = chosen.map((offer) => ({ offer, language: isLanguage(offer.language) ? offer.language : 'de' }));
  for (const { language } of recipients) {
    if (!request.letters[language]) {
      return {
        kind: 'missing-letter',
        language,
        bidders: recipients.filter((each) => each.language === language).length,
      };
    }
  }

  const rows = recipients.map(({ offer, language }) => {
    const letter = request.letters[language]!;
    const values = {
      name: `${offer.firstName} ${offer.lastName}`,
      property: localizedText(language, offer.title, offer.titleEn, offer.titleFr),
      amount: formatAmount(offer.bidAmount, language),
      agent: writer.name,
      link: `${publicUrl}${request.personalPaths?.get(offer.id) ?? propertyPagePath(offer.slug)}?lang=${language}`,
      deadline: formatReceived(offer.deadline, language),
    };
    return {
      offerId: offer.id,
      template: request.template,
      language,
      subject: fillPlaceholders(letter.subject, values),
      body: fillPlaceholders(letter.body, values),
      replyTo: writer.replyTo,
      sentBy: writer.userId,
    };
  });
  const stored = await tx
    .insert(offerMessages)
    .values(rows)
    .returning({ id: offerMessages.id, offerId: offerMessages.offerId, language: offerMessages.language });
  const emailOf = new Map(chosen.map((offer) => [offer.id, offer.email]));
  await tx.insert(mailOutbox).values(
    stored.map((message) => ({
      offerId: message.offerId,
      offerMessageId: message.id,
      kind: MAIL_KINDS.bidderMessage,
      language: message.language,
      recipients: emailOf.get(message.offerId)!,
    })),
  );
  return { kind: 'queued', count: stored.length };
}

/** A stored letter as its mail says it; null when it is gone (with its offer). */
export async function findBidderMessage(db: Database, messageId: string) {
  const [row] = await db
    .select({ subject: offerMessages.subject, body: offerMessages.body, replyTo: offerMessages.replyTo })
    .from(offerMessages)
    .where(eq(offerMessages.id, messageId))
    .limit(1);
  return row ?? null;
}

/** The letters of the offers on a page of the admin's list, each with how far its mail got. */
export function sentMessagesOf(offerId: SQL) {
  return sql<
    Array<{
      id: string;
      template: BidderMessageTemplate;
      subject: string;
      createdAt: string;
      status: 'waiting' | 'sent' | 'failed';
      sentAt: string | null;
    }>
  >`coalesce((select json_agg(json_build_object(
      'id', m.id, 'template', m.template, 'subject', m.subject, 'createdAt', m.created_at,
      'status', coalesce(o.status, 'waiting'), 'sentAt', o.sent_at) order by m.created_at, m.id)
    from ${offerMessages} m left join ${mailOutbox} o on o.offer_message_id = m.id
    where m.offer_id = ${offerId}), '[]'::json)`;
}
