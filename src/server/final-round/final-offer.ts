import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Financing } from '#shared/offers/offer-terms.ts';
import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { mailOutbox, offerConsents, offers, offerTerms, properties } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';
import { OFFER_EVENTS_CHANNEL } from '../offers/offer-events';
import type { OfferNotification } from '../offers/offer-batcher';
import { finalOfferOf, invitationOf } from './final-round';

export interface FinalOfferToStore {
  /** Normalized decimal string, e.g. "250000.00". */
  bidAmount: string;
  financing?: Financing;
  /** The page's language: the confirmation is written in it. */
  language: Language;
}

export type FinalOfferOutcome =
  | { kind: 'created'; offer: { id: string; amount: string; createdAt: Date } }
  | { kind: 'not-found' }
  | { kind: 'not-invited' }
  | { kind: 'awarded' }
  | { kind: 'round-ended' }
  | { kind: 'already-sent'; offer: { id: string; amount: string; createdAt: Date } }
  | { kind: 'below-minimum'; minimum: string | null };

/**
 * The one final offer of a bidder invited to a best-and-final round (decision 0137), found by one
 * of their offers (the token of their own page). In one transaction, holding the property's row as
 * the award does: it is stored as an offer of the round with the bidder's details as they gave
 * them, their consent as given with that offer, their confirmation and the agent's notification
 * in the outbox; the bid log's trigger records it as a final offer. Sealed: nothing public shows it.
 * Only the property's minimum applies; no step, no late extension: the round has its own end.
 */
export async function placeFinalOffer(
  db: Database,
  anchorOfferId: string,
  offer: FinalOfferToStore,
  notification: OfferNotification,
  now: Date,
): Promise<FinalOfferOutcome> {
  return db.transaction(async (tx) => {
    const [anchor] = await tx
      .select({
        propertyId: offers.propertyId,
        firstName: offers.firstName,
        lastName: offers.lastName,
        email: offers.email,
        phone: offers.phone,
      })
      .from(offers)
      .where(eq(offers.id, anchorOfferId));
    if (!anchor) return { kind: 'not-found' };
    const [property] = await tx
      .select({
        isActive: properties.isActive,
        awardedAt: properties.awardedAt,
        minimumOffer: properties.minimumOffer,
        minimumOfferShown: properties.minimumOfferShown,
      })
      .from(properties)
      .where(eq(properties.id, anchor.propertyId))
      .for('update');
    if (!property?.isActive) return { kind: 'not-found' };
    const round = await invitationOf(tx, anchor.propertyId, anchor.email);
    if (!round) return { kind: 'not-invited' };
    if (property.awardedAt) return { kind: 'awarded' };
    if (round.endsAt.getTime() <= now.getTime()) return { kind: 'round-ended' };
    const earlier = await finalOfferOf(tx, round.id, anchor.email);
    if (earlier) return { kind: 'already-sent', offer: earlier };
    if (property.minimumOffer !== null && Number(offer.bidAmount) < Number(property.minimumOffer)) {
      return { kind: 'below-minimum', minimum: property.minimumOfferShown ? property.minimumOffer : null };
    }

    const id = randomUUID();
    const at = now.toISOString();
    const { recipients, language } = notification;
    const notify =
      recipients.length === 0
        ? sql``
        : sql`union all select ${id}::uuid, ${MAIL_KINDS.offerNotification}::varchar, ${language}::varchar,
            ${recipients.join(', ')}::text`;
    // One statement, so the bid log's trigger (at its end) sees the terms with the offer.
    await tx.execute(sql`
      with inserted as (
        insert into ${offers} (id, property_id, first_name, last_name, email, phone, bid_amount, created_at, final_round_id)
        values (${id}::uuid, ${anchor.propertyId}::uuid, ${anchor.firstName}, ${anchor.lastName}, ${anchor.email},
          ${anchor.phone}, ${offer.bidAmount}::numeric, ${at}::timestamptz, ${round.id}::uuid)
        returning id
      ),
      terms as (
        insert into ${offerTerms} (offer_id, financing)
        select id, ${offer.financing ?? null}::varchar from inserted where ${offer.financing ?? null}::varchar is not null
      ),
      consent as (
        insert into ${offerConsents} (offer_id, consented_at, privacy_version)
        select i.id, c.consented_at, c.privacy_version from inserted i
          join ${offerConsents} c on c.offer_id = ${anchorOfferId}::uuid
      ),
      mails as (
        insert into ${mailOutbox} (offer_id, kind, language, recipients)
        select ${id}::uuid, ${MAIL_KINDS.offerConfirmation}::varchar, ${offer.language}::varchar, ${anchor.email}::text
        ${notify}
      )
      select pg_notify(${OFFER_EVENTS_CHANNEL}, id::text) from inserted`);
    return { kind: 'created', offer: { id, amount: offer.bidAmount, createdAt: now } };
  });
}
