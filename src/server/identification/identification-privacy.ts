import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyerIdentifications } from '../db/schema';
import type { IdentificationKeys } from './identification-keys';
import { detailsOf } from './identification';

const byAddress = (keys: IdentificationKeys, email: string) =>
  eq(buyerIdentifications.emailDigest, keys.digestOf(email));

/**
 * A person's identifications as a buyer, for their data request (DSGVO Art. 15): the property,
 * where the check stands, until when it is kept, and the details they gave (the scans stay in the
 * admin, like a proof of funds).
 */
export async function exportIdentifications(db: Database, keys: IdentificationKeys, email: string) {
  const rows = await db
    .select()
    .from(buyerIdentifications)
    .where(byAddress(keys, email))
    .orderBy(asc(buyerIdentifications.awardedAt));
  return rows.map((row) => ({
    property: row.propertyTitle,
    awardedAt: row.awardedAt,
    submittedAt: row.submittedAt,
    confirmedAt: row.confirmedAt,
    keptUntil: row.keptUntil,
    details: detailsOf(keys, row),
    documentFile: row.documentName,
    registerExtractFile: row.registerExtractName,
  }));
}

/**
 * An erasure request and the money-laundering act (decision 0139): an identification the buyer
 * gave is kept for its five years (Art. 17 (3) (b) DSGVO), so the erasure deletes only records
 * nothing was submitted to yet, and answers how many were kept and until when.
 */
export async function eraseIdentifications(
  db: Database,
  keys: IdentificationKeys,
  email: string,
): Promise<{ kept: number; keptUntil: Date | null }> {
  await db.delete(buyerIdentifications).where(and(byAddress(keys, email), isNull(buyerIdentifications.submittedAt)));
  const [kept] = await db
    .select({
      count: sql<number>`count(*)::int`,
      until: sql<string | null>`max(${buyerIdentifications.keptUntil})`,
    })
    .from(buyerIdentifications)
    .where(and(byAddress(keys, email), isNotNull(buyerIdentifications.submittedAt)));
  return { kept: Number(kept?.count ?? 0), keptUntil: kept?.until ? new Date(kept.until) : null };
}
