import { eq } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { DocumentTerms } from '#shared/documents/access-schemas.ts';
import type { Database } from '../db/client';
import { properties } from '../db/schema';

const TERMS_COLUMNS = {
  de: properties.documentTerms,
  en: properties.documentTermsEn,
  fr: properties.documentTermsFr,
};

/**
 * The property's own terms for its gated documents (empty where the agent wrote none), and the
 * buyer's commission it states (the terms then include the brokerage agreement); null: no such
 * property.
 */
export async function readOwnDocumentTerms(
  db: Database,
  propertyId: string,
): Promise<{ terms: Record<Language, string>; buyerCommission: string | null } | null> {
  const [row] = await db
    .select({ ...TERMS_COLUMNS, buyerCommission: properties.buyerCommission })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ? { terms: { de: row.de, en: row.en, fr: row.fr }, buyerCommission: row.buyerCommission } : null;
}

/** Sets the property's own terms; false when there is no such property. */
export async function writeOwnDocumentTerms(db: Database, propertyId: string, terms: DocumentTerms): Promise<boolean> {
  const updated = await db
    .update(properties)
    .set({ documentTerms: terms.de, documentTermsEn: terms.en, documentTermsFr: terms.fr })
    .where(eq(properties.id, propertyId))
    .returning({ id: properties.id });
  return updated.length > 0;
}
