import { eq, sql } from 'drizzle-orm';
import type { Financing } from '#shared/offers/offer-terms.ts';
import type { Database } from '../db/client';
import { offerDocuments, offers, offerTerms } from '../db/schema';

/** An offer's terms (decision 0070), for the admin, the export and the receipt. */
export interface OfferTerms {
  financing: Financing | null;
  /** YYYY-MM-DD. */
  handoverDate: string | null;
  bindingDays: number | null;
  message: string | null;
  proofOfFunds: { fileName: string; sizeBytes: number; mediaType: string } | null;
}

/**
 * The columns that make an offer's terms, for a query of offers left-joined with joinTerms: one
 * primary-key probe into each table per offer.
 */
export const TERMS_COLUMNS = {
  termsStored: sql<boolean>`${offerTerms.offerId} is not null`,
  financing: offerTerms.financing,
  handoverDate: offerTerms.handoverDate,
  bindingDays: offerTerms.bindingDays,
  termsMessage: offerTerms.message,
  proofFileName: offerDocuments.fileName,
  proofSizeBytes: offerDocuments.sizeBytes,
  proofMediaType: offerDocuments.mediaType,
};

interface TermsColumns {
  termsStored: boolean | null;
  financing: Financing | null;
  handoverDate: string | null;
  bindingDays: number | null;
  termsMessage: string | null;
  proofFileName: string | null;
  proofSizeBytes: number | null;
  proofMediaType: string | null;
}

/** The terms of a row selected with TERMS_COLUMNS; null for an offer without any. */
export function termsOfRow(row: TermsColumns): OfferTerms | null {
  const proofOfFunds =
    row.proofFileName !== null && row.proofSizeBytes !== null && row.proofMediaType !== null
      ? { fileName: row.proofFileName, sizeBytes: row.proofSizeBytes, mediaType: row.proofMediaType }
      : null;
  if (!row.termsStored && !proofOfFunds) return null;
  return {
    financing: row.financing ?? null,
    handoverDate: row.handoverDate ?? null,
    bindingDays: row.bindingDays ?? null,
    message: row.termsMessage ?? null,
    proofOfFunds,
  };
}

/** An offer's terms, or null when it has none (or there is no such offer). */
export async function readOfferTerms(db: Database, offerId: string): Promise<OfferTerms | null> {
  const [row] = await db
    .select(TERMS_COLUMNS)
    .from(offers)
    .leftJoin(offerTerms, eq(offerTerms.offerId, offers.id))
    .leftJoin(offerDocuments, eq(offerDocuments.offerId, offers.id))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row ? termsOfRow(row) : null;
}
