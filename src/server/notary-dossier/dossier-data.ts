import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bidLog, buyerIdentifications, notaryDossiers, offers, properties } from '../db/schema';
import { findOfferMailSubject } from '../mail/offer-mail-subject';
import type { OfferMailSubject } from '../mail/offer-mails';

/** Everything the notary's dossier says (decision 0138), read as it stands now. */
export interface DossierData {
  property: { id: string; title: string; address: string; auctionEndDate: Date; awardedAt: Date };
  sellerReference: string;
  offer: OfferMailSubject;
  /** The offer was the bidder's final one in a best-and-final round (decision 0137). */
  finalRound: boolean;
  bidLog: { entries: number; head: { position: number; hash: string } | null };
  /**
   * Where the buyer's identification stands (decision 0139), without its sealed details: the
   * notary identifies the parties themselves, and the dossier travels by e-mail.
   */
  identification: {
    submittedAt: Date | null;
    confirmedAt: Date | null;
    confirmedBy: string | null;
    withRegisterExtract: boolean;
    keptUntil: Date | null;
  } | null;
}

export type DossierOutcome =
  | { kind: 'ready'; data: DossierData; notaryEmail: string | null }
  | { kind: 'no-property' }
  | { kind: 'not-awarded' }
  | { kind: 'no-reference' }
  /** The awarded offer's data was erased (DSGVO): there is no buyer to name. */
  | { kind: 'offer-gone' };

/** The dossier of a property as of now, or why there is none. */
export async function readDossier(db: Database, propertyId: string): Promise<DossierOutcome> {
  const [property] = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      auctionEndDate: properties.auctionEndDate,
      awardedAt: properties.awardedAt,
      awardedOfferId: properties.awardedOfferId,
      sellerReference: notaryDossiers.sellerReference,
      notaryEmail: notaryDossiers.notaryEmail,
    })
    .from(properties)
    .leftJoin(notaryDossiers, eq(notaryDossiers.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  if (!property) return { kind: 'no-property' };
  if (!property.awardedAt || !property.awardedOfferId) return { kind: 'not-awarded' };
  if (!property.sellerReference) return { kind: 'no-reference' };
  const offer = await findOfferMailSubject(db, property.awardedOfferId);
  if (!offer) return { kind: 'offer-gone' };
  const [round] = await db
    .select({ finalRound: sql<boolean>`${offers.finalRoundId} is not null` })
    .from(offers)
    .where(eq(offers.id, offer.id));
  const [head] = await db
    .select({
      position: bidLog.position,
      hash: bidLog.hash,
      entries: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bidLog)
    .where(eq(bidLog.propertyId, propertyId))
    .orderBy(desc(bidLog.position))
    .limit(1);
  const [identification] = await db
    .select({
      submittedAt: buyerIdentifications.submittedAt,
      confirmedAt: buyerIdentifications.confirmedAt,
      confirmedBy: buyerIdentifications.confirmedBy,
      withRegisterExtract: sql<boolean>`${buyerIdentifications.registerExtract} is not null`,
      keptUntil: buyerIdentifications.keptUntil,
    })
    .from(buyerIdentifications)
    .where(eq(buyerIdentifications.propertyId, propertyId));
  return {
    kind: 'ready',
    notaryEmail: property.notaryEmail,
    data: {
      property: {
        id: property.id,
        title: property.title,
        address: property.address,
        auctionEndDate: property.auctionEndDate,
        awardedAt: property.awardedAt,
      },
      sellerReference: property.sellerReference,
      offer,
      finalRound: round?.finalRound === true,
      bidLog: { entries: head?.entries ?? 0, head: head ? { position: head.position, hash: head.hash } : null },
      identification: identification ?? null,
    },
  };
}
