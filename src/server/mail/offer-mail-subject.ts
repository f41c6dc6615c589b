import { and, eq, sql } from 'drizzle-orm';
import { isLanguage } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { bidLog, mailOutbox, offerDocuments, offers, offerTerms, properties } from '../db/schema';
import { TERMS_COLUMNS, termsOfRow } from '../offers/offer-terms';
import { MAIL_KINDS } from './mail-kinds';
import type { OfferMailSubject } from './offer-mails';

/** An offer, its terms and its property as stored, for its mails and its receipt; null when it no longer exists. */
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
      slug: properties.slug,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
      address: properties.address,
      // The bidder's language, as their confirmation recorded it (written with the offer).
      formLanguage: sql<string | null>`(select o.language from ${mailOutbox} o
        where o.offer_id = ${offers.id} and o.kind = ${MAIL_KINDS.offerConfirmation} limit 1)`,
      ...TERMS_COLUMNS,
      logPosition: bidLog.position,
      logHash: bidLog.hash,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .leftJoin(bidLog, and(eq(bidLog.offerId, offers.id), eq(bidLog.kind, 'offer')))
    .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
    .leftJoin(offerDocuments, eq(offerDocuments.offerId, offers.id))
    .where(eq(offers.id, offerId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    bidAmount: row.bidAmount,
    createdAt: row.createdAt,
    formLanguage: isLanguage(row.formLanguage) ? row.formLanguage : 'de',
    property: { slug: row.slug, title: row.title, titleEn: row.titleEn, titleFr: row.titleFr, address: row.address },
    terms: termsOfRow(row),
    logEntry:
      row.logPosition !== null && row.logHash !== null ? { position: row.logPosition, hash: row.logHash } : null,
  };
}
