import { eq, sql } from 'drizzle-orm';
import { isLanguage } from '../../shared/languages';
import type { Database } from '../db/client';
import { mailOutbox, offers, properties } from '../db/schema';
import { MAIL_KINDS } from './mail-kinds';
import type { OfferMailSubject } from './offer-mails';

/** An offer and its property as stored, for its mails and its receipt; null when it no longer exists. */
export async function findOfferMailSubject(db: Database, offerId: string): Promise<OfferMailSubject | null> {
  const rows = await db
    .select({
      id: offers.id,
      firstName: offers.firstName,
      lastName: offers.lastName,
      email: offers.email,
      phone: offers.phone,
      bidAmount: offers.bidAmount,
      createdAt: offers.createdAt,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
      // The bidder's language, as their confirmation recorded it (written with the offer).
      formLanguage: sql<string | null>`(select o.language from ${mailOutbox} o
        where o.offer_id = ${offers.id} and o.kind = ${MAIL_KINDS.offerConfirmation} limit 1)`,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .where(eq(offers.id, offerId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { title, titleEn, titleFr, address, formLanguage, ...offer } = row;
  return {
    ...offer,
    formLanguage: isLanguage(formLanguage) ? formLanguage : 'de',
    property: { title, titleEn, titleFr, address },
  };
}
