import { eq } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { DocumentTerms } from '#shared/documents/access-schemas.ts';
import { effectiveDocumentTerms } from '#shared/documents/terms-template.ts';
import type { Database } from '../db/client';
import { properties } from '../db/schema';

const TERMS_COLUMNS = {
  de: properties.documentTerms,
  en: properties.documentTermsEn,
  fr: properties.documentTermsFr,
};

/** The property's own terms for its gated documents (empty where the agent wrote none); null: no such property. */
export async function readOwnDocumentTerms(db: Database, propertyId: string): Promise<Record<Language, string> | null> {
  const [row] = await db.select(TERMS_COLUMNS).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return row ?? null;
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

/** The terms a visitor accepts, in each language: the property's own, else German, else the template. */
export async function visitorDocumentTerms(db: Database, propertyId: string): Promise<Record<Language, string> | null> {
  const own = await readOwnDocumentTerms(db, propertyId);
  return own && effectiveDocumentTerms(own);
}

/** An active property reached by its page's address: its id; null for any other address. */
export async function activePropertyIdBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: properties.id, isActive: properties.isActive })
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  return row?.isActive ? row.id : null;
}
