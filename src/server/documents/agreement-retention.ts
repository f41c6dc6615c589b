import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentAccess, properties } from '../db/schema';

/**
 * How long a brokerage agreement made at the documents' gate is kept (decision 0128): it proves the
 * commission claim, which becomes time-barred three years after the end of the year it arose in
 * (§§ 195, 199 BGB). The claim arises with a sale, at the earliest when the property's offer period
 * ends, so the record is kept until the start of the fourth calendar year (in Munich) after the
 * later of the acceptance and the end of the offer period — through an erasure too (DSGVO
 * Art. 17 (3) (e)).
 */
const keptUntil = (acceptedAt: unknown, offerPeriodEnd: unknown) => sql<string>`(date_trunc('year',
  greatest(${acceptedAt}, ${offerPeriodEnd}) at time zone 'Europe/Berlin') + interval '4 years') at time zone 'Europe/Berlin'`;

/** The end of an acknowledgement's retention, as a subquery on document_access's row. */
export const AGREEMENT_KEPT_UNTIL = keptUntil(
  documentAccess.requestedAt,
  sql`(select ${properties.auctionEndDate} from ${properties} where ${properties.id} = ${documentAccess.propertyId})`,
);

/** Whether an acknowledgement made a brokerage agreement still within its retention. */
export const KEPT_FOR_A_CLAIM = and(isNotNull(documentAccess.commissionRate), sql`${AGREEMENT_KEPT_UNTIL} > now()`);

/** The daily job: brokerage agreements past their retention are deleted with their downloads. */
export async function purgeExpiredAgreements(db: Database): Promise<number> {
  const deleted = await db
    .delete(documentAccess)
    .where(and(isNotNull(documentAccess.commissionRate), lt(AGREEMENT_KEPT_UNTIL, sql`now()`)))
    .returning({ id: documentAccess.id });
  return deleted.length;
}
