import { and, asc, eq, inArray, lt, not, sql } from 'drizzle-orm';
import { bidLogCause } from '../bid-log/bid-log-cause';
import type { Database } from '../db/client';
import {
  accessibilityFeedback,
  bidLogBidders,
  documentAccess,
  documentDownloads,
  mailOutbox,
  offerAlerts,
  offerConsents,
  offerDocuments,
  offerMessages,
  offers,
  offerTerms,
  properties,
  viewingBookings,
  viewingSlots,
} from '../db/schema';
import { TERMS_COLUMNS, termsOfRow } from '../offers/offer-terms';
import { AGREEMENT_KEPT_UNTIL, KEPT_FOR_A_CLAIM } from '../documents/agreement-retention';
import { BOOKING_COLUMNS } from '../viewings/viewing-bookings';

/** One person's offers are found by e-mail address, whatever its capitalisation. */
const byEmail = (email: string) => sql`lower(${offers.email}) = lower(${email.trim()})`;
/** So is feedback on accessibility that gave an address for the reply (decision 0113). */
const feedbackByEmail = (email: string) => sql`lower(${accessibilityFeedback.email}) = lower(${email.trim()})`;

/** Acknowledgements of a property's terms (decision 0126) are stored with the address in lower case. */
const accessByEmail = (email: string) => eq(documentAccess.email, email.trim().toLowerCase());

async function countDocumentAccess(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentAccess)
    .where(accessByEmail(email));
  return Number(row?.count ?? 0);
}

/** Each acknowledgement of a property's terms, with the terms as accepted and every download. */
async function exportDocumentAccess(db: Database, email: string) {
  const rows = await db
    .select({
      id: documentAccess.id,
      property: { id: properties.id, title: properties.title },
      name: documentAccess.name,
      email: documentAccess.email,
      language: documentAccess.language,
      terms: documentAccess.termsText,
      termsHash: documentAccess.termsHash,
      requestedAt: documentAccess.requestedAt,
      confirmedAt: documentAccess.confirmedAt,
      commissionRate: documentAccess.commissionRate,
      withdrawalNotice: documentAccess.withdrawalNotice,
      expressRequest: documentAccess.expressRequest,
      withdrawnAt: documentAccess.withdrawnAt,
      notifyOnChanges: documentAccess.notifyOnChanges,
    })
    .from(documentAccess)
    .innerJoin(properties, eq(properties.id, documentAccess.propertyId))
    .where(accessByEmail(email))
    .orderBy(asc(documentAccess.requestedAt), asc(documentAccess.id));
  const downloads =
    rows.length === 0
      ? []
      : await db
          .select({
            accessId: documentDownloads.accessId,
            document: documentDownloads.documentTitle,
            version: documentDownloads.version,
            downloadedAt: documentDownloads.downloadedAt,
          })
          .from(documentDownloads)
          .where(
            inArray(
              documentDownloads.accessId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(documentDownloads.downloadedAt));
  return rows.map(({ id, ...row }) => ({
    ...row,
    downloads: downloads.filter((download) => download.accessId === id).map(({ accessId: _id, ...rest }) => rest),
  }));
}

async function countFeedback(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accessibilityFeedback)
    .where(feedbackByEmail(email));
  return Number(row?.count ?? 0);
}

/** Viewing bookings are found by address, whatever its capitalisation. */
const viewingsByEmail = (email: string) => sql`lower(${viewingBookings.email}) = lower(${email.trim()})`;

async function exportViewings(db: Database, email: string) {
  return db
    .select({
      property: { id: properties.id, title: properties.title },
      startsAt: viewingSlots.startsAt,
      durationMinutes: viewingSlots.durationMinutes,
      ...BOOKING_COLUMNS,
    })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .innerJoin(properties, eq(properties.id, viewingSlots.propertyId))
    .where(viewingsByEmail(email))
    .orderBy(asc(viewingBookings.requestedAt), asc(viewingBookings.id));
}

export async function countPersonalData(
  db: Database,
  email: string,
): Promise<{ offers: number; mails: number; feedback: number; documents: number }> {
  const rows = await db
    .select({
      offers: sql<number>`count(distinct ${offers.id})::int`,
      mails: sql<number>`count(${mailOutbox.id})::int`,
    })
    .from(offers)
    .leftJoin(mailOutbox, eq(mailOutbox.offerId, offers.id))
    .where(byEmail(email));
  return {
    offers: Number(rows[0]?.offers ?? 0),
    mails: Number(rows[0]?.mails ?? 0),
    feedback: await countFeedback(db, email),
    documents: await countDocumentAccess(db, email),
  };
}

/**
 * Everything stored about one e-mail address (DSGVO Art. 15): each offer with its property, its
 * terms (the proof of funds by name, type and size; the file itself the admin downloads from the
 * offer), the consent it was given with, whether the address was verified, and the mails about it.
 * The verification links' tokens are left out: only their hashes are stored, and they go with the
 * offer when it is erased.
 */
export async function exportPersonalData(db: Database, email: string) {
  const rows = await db
    .select({
      offer: offers,
      property: { id: properties.id, title: properties.title, address: properties.address },
      consent: { consentedAt: offerConsents.consentedAt, privacyVersion: offerConsents.privacyVersion },
      terms: TERMS_COLUMNS,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .leftJoin(offerConsents, eq(offerConsents.offerId, offers.id))
    .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
    .leftJoin(offerDocuments, eq(offerDocuments.offerId, offers.id))
    .where(byEmail(email))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  const ids = rows.map((row) => row.offer.id);
  const mails =
    ids.length === 0
      ? []
      : await db
          .select({
            offerId: mailOutbox.offerId,
            kind: mailOutbox.kind,
            language: mailOutbox.language,
            recipients: mailOutbox.recipients,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
            // A letter from the team (decision 0135): what it said.
            letterSubject: offerMessages.subject,
            letterText: offerMessages.body,
          })
          .from(mailOutbox)
          .leftJoin(offerMessages, eq(offerMessages.id, mailOutbox.offerMessageId))
          .where(inArray(mailOutbox.offerId, ids))
          .orderBy(asc(mailOutbox.createdAt));
  const feedback = await db
    .select({
      createdAt: accessibilityFeedback.createdAt,
      language: accessibilityFeedback.language,
      name: accessibilityFeedback.name,
      email: accessibilityFeedback.email,
      page: accessibilityFeedback.page,
      message: accessibilityFeedback.message,
    })
    .from(accessibilityFeedback)
    .where(feedbackByEmail(email))
    .orderBy(asc(accessibilityFeedback.createdAt));
  // The e-mail alerts switched on (decision 0115); they go with the offers when erased.
  const alerts = await db
    .select({
      property: { id: properties.id, title: properties.title },
      language: offerAlerts.language,
      createdAt: offerAlerts.createdAt,
    })
    .from(offerAlerts)
    .innerJoin(properties, eq(properties.id, offerAlerts.propertyId))
    .where(eq(offerAlerts.email, email.trim().toLowerCase()))
    .orderBy(asc(offerAlerts.createdAt));
  return {
    accessibilityFeedback: feedback,
    alerts,
    // Acknowledgements of a property's terms (decision 0126), with the downloads they opened.
    documentAccess: await exportDocumentAccess(db, email),
    // Viewing bookings (decision 0133).
    viewings: await exportViewings(db, email),
    offers: rows.map(({ offer, property, consent, terms }) => ({
      id: offer.id,
      firstName: offer.firstName,
      lastName: offer.lastName,
      email: offer.email,
      phone: offer.phone,
      bidAmount: offer.bidAmount,
      isFavorite: offer.isFavorite,
      // The agent's status and note are about the person too (Art. 15 covers them).
      status: offer.status,
      note: offer.note,
      createdAt: offer.createdAt,
      terms: termsOfRow(terms),
      // When the address was confirmed through the mail's link (decision 0072); null when not.
      verifiedAt: offer.verifiedAt,
      // When the bidder withdrew it from their own page (decision 0114); null while it stands.
      withdrawnAt: offer.withdrawnAt,
      property,
      consent: consent?.consentedAt ? consent : null,
      mails: mails
        .filter((mail) => mail.offerId === offer.id)
        .map(({ offerId: _offerId, letterSubject, letterText, ...mail }) =>
          letterSubject === null ? mail : { ...mail, letter: { subject: letterSubject, text: letterText } },
        ),
    })),
  };
}

/**
 * Deletes one person's offers (DSGVO Art. 17); their consents and mails go with them. The bid log
 * keeps its anonymous entries and records the deletion; the link from the address to its bidder
 * number goes, also on properties where the person has no offer left (decision 0073), while the
 * number itself stays taken (migration 0024). Their feedback on accessibility and viewing bookings go too, and their
 * acknowledgements of properties' terms with the record of their downloads — except brokerage
 * agreements within their retention, kept as proof of a commission claim. Answers how many offers,
 * feedbacks and acknowledgements were deleted, and how many agreements were kept until when.
 */
export async function erasePersonalData(
  db: Database,
  email: string,
): Promise<{ offers: number; feedback: number; documents: number; keptAgreements: number; keptUntil: Date | null }> {
  const deleted = await db
    .delete(offers)
    .where(and(byEmail(email), bidLogCause('erasure')))
    .returning({ id: offers.id });
  // The numbers stay taken (never handed to someone else); only what tied them to the address goes.
  await db
    .update(bidLogBidders)
    .set({ emailDigest: sql`bid_log_erased_digest(${bidLogBidders.id})` })
    .where(sql`${bidLogBidders.emailDigest} = bid_log_email_digest(${bidLogBidders.propertyId}, ${email.trim()})`);
  const feedback = await db
    .delete(accessibilityFeedback)
    .where(feedbackByEmail(email))
    .returning({ id: accessibilityFeedback.id });
  // Viewing bookings go with their mails; a place they held is free again.
  await db.delete(viewingBookings).where(viewingsByEmail(email));
  // A brokerage agreement within its retention proves a commission claim (decision 0128): it stays.
  const documents = await db
    .delete(documentAccess)
    .where(and(accessByEmail(email), not(KEPT_FOR_A_CLAIM!)))
    .returning({ id: documentAccess.id });
  // What is kept serves the claim alone: no more mails about the documents.
  await db.update(documentAccess).set({ notifyOnChanges: false }).where(accessByEmail(email));
  const [kept] = await db
    .select({ count: sql<number>`count(*)::int`, until: sql<string | null>`max(${AGREEMENT_KEPT_UNTIL})` })
    .from(documentAccess)
    .where(accessByEmail(email));
  return {
    offers: deleted.length,
    feedback: feedback.length,
    documents: documents.length,
    keptAgreements: Number(kept?.count ?? 0),
    keptUntil: kept?.until ? new Date(kept.until) : null,
  };
}

/**
 * The retention: offers whose property's offer period ended more than `days` ago are deleted,
 * with their consents and mails. Answers how many.
 */
export async function deleteExpiredOffers(db: Database, days: number): Promise<number> {
  const ended = db
    .select({ id: properties.id })
    .from(properties)
    .where(lt(properties.auctionEndDate, sql`now() - ${days} * interval '1 day'`));
  const deleted = await db
    .delete(offers)
    .where(and(inArray(offers.propertyId, ended), bidLogCause('retention')))
    .returning({ id: offers.id });
  return deleted.length;
}
