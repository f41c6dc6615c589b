import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { IdentificationFileKind } from '#shared/identification/rules.ts';
import type { IdentificationDetails } from '#shared/identification/schemas.ts';
import type { ProofMediaType } from '#shared/offers/offer-terms.ts';
import type { Database } from '../db/client';
import { buyerIdentifications, offers } from '../db/schema';
import { bindingOf, type IdentificationKeys } from './identification-keys';
import {
  ensureIdentification,
  identificationOf,
  KEPT_UNTIL_OF_CONFIRMATION,
  propertyAwardedTo,
  type IdentificationRow,
} from './identification-record';

/**
 * Why the buyer's link cannot give (more) data: not the awarded offer (or gone), the check is done,
 * or what they gave is sealed under a key this installation does not have (decision 0140).
 */
export type BuyerOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'not-found' }
  | { kind: 'not-awarded' }
  | { kind: 'confirmed' }
  | { kind: 'other-key' };

const FILE_COLUMNS = {
  document: { data: 'document', name: 'documentName', type: 'documentType' },
  register: { data: 'registerExtract', name: 'registerExtractName', type: 'registerExtractType' },
} as const;

/**
 * Whether the token's offer may write, before anything is read from the request: only the awarded
 * offer (while it exists), only until the agent confirmed the check. Cheap, so an upload from any
 * other link is refused before its body is read.
 */
export async function buyerMayWrite(
  db: Database,
  keys: IdentificationKeys,
  offerId: string,
): Promise<BuyerOutcome<{ propertyId: string; row: IdentificationRow | null }>> {
  const propertyId = await propertyAwardedTo(db, offerId);
  if (!propertyId) {
    const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId));
    return offer ? { kind: 'not-awarded' } : { kind: 'not-found' };
  }
  const row = await identificationOf(db, propertyId);
  if (row?.confirmedAt) return { kind: 'confirmed' };
  // What was submitted under another key is kept as it is: the law keeps it, and the key may come
  // back (an instance started with the wrong SECRETS_KEY must not destroy it).
  if (row && row.keyId !== keys.keyId && row.submittedAt) return { kind: 'other-key' };
  return { kind: 'ok', value: { propertyId, row } };
}

/**
 * The record the token's offer writes to, made on first use. An unsubmitted record sealed under a
 * key this installation no longer has is started afresh: nobody could read it anyway.
 */
async function recordForBuyer(
  db: Database,
  keys: IdentificationKeys,
  offerId: string,
): Promise<BuyerOutcome<IdentificationRow>> {
  const allowed = await buyerMayWrite(db, keys, offerId);
  if (allowed.kind !== 'ok') return allowed;
  const row = await ensureIdentification(db, keys, allowed.value.propertyId);
  if (!row) return { kind: 'not-awarded' };
  if (row.keyId === keys.keyId) return { kind: 'ok', value: row };
  const [fresh] = await db
    .update(buyerIdentifications)
    .set({
      keyId: keys.keyId,
      details: null,
      document: null,
      documentName: null,
      documentType: null,
      registerExtract: null,
      registerExtractName: null,
      registerExtractType: null,
    })
    .where(
      and(
        eq(buyerIdentifications.id, row.id),
        ne(buyerIdentifications.keyId, keys.keyId),
        isNull(buyerIdentifications.submittedAt),
        isNull(buyerIdentifications.confirmedAt),
      ),
    )
    .returning();
  return fresh ? { kind: 'ok', value: fresh } : { kind: 'other-key' };
}

/** Stores the buyer's scan or register extract sealed, in place of an earlier one of its kind. */
export async function storeIdentificationFile(
  db: Database,
  keys: IdentificationKeys,
  offerId: string,
  kind: IdentificationFileKind,
  file: { data: Buffer; name: string; mediaType: ProofMediaType },
): Promise<BuyerOutcome<null>> {
  const record = await recordForBuyer(db, keys, offerId);
  if (record.kind !== 'ok') return record;
  const columns = FILE_COLUMNS[kind];
  const [stored] = await db
    .update(buyerIdentifications)
    .set({
      [columns.data]: keys.seal(file.data, bindingOf(record.value.id, kind)),
      [columns.name]: file.name,
      [columns.type]: file.mediaType,
      // A new file after the details were sent changes what the agent checks: the submission is
      // dated anew, and a confirmation of the earlier state is refused (confirmIdentification).
      ...(record.value.submittedAt ? { submittedAt: sql`now()` } : {}),
    })
    .where(and(eq(buyerIdentifications.id, record.value.id), isNull(buyerIdentifications.confirmedAt)))
    .returning({ id: buyerIdentifications.id });
  return stored ? { kind: 'ok', value: null } : { kind: 'confirmed' };
}

/**
 * Stores the buyer's details sealed. The scan must be there first, and for a company the register
 * extract. From now on the record is kept for the money-laundering act's period, whatever an
 * erasure request says; a new submission replaces the details until the agent confirmed them.
 */
export async function submitIdentification(
  db: Database,
  keys: IdentificationKeys,
  offerId: string,
  details: IdentificationDetails,
): Promise<BuyerOutcome<Date> | { kind: 'missing-file'; file: IdentificationFileKind }> {
  const record = await recordForBuyer(db, keys, offerId);
  if (record.kind !== 'ok') return record;
  const row = record.value;
  if (!row.document) return { kind: 'missing-file', file: 'document' };
  if (details.kind === 'company' && !row.registerExtract) return { kind: 'missing-file', file: 'register' };
  const [updated] = await db
    .update(buyerIdentifications)
    .set({
      details: keys.seal(Buffer.from(JSON.stringify(details), 'utf8'), bindingOf(row.id, 'details')),
      // A private buyer's earlier register extract is not theirs to keep.
      ...(details.kind === 'person'
        ? { registerExtract: null, registerExtractName: null, registerExtractType: null }
        : {}),
      submittedAt: sql`now()`,
      keptUntil: KEPT_UNTIL_OF_CONFIRMATION,
    })
    .where(and(eq(buyerIdentifications.id, row.id), isNull(buyerIdentifications.confirmedAt)))
    .returning({ submittedAt: buyerIdentifications.submittedAt });
  return updated ? { kind: 'ok', value: updated.submittedAt! } : { kind: 'confirmed' };
}

/** What the buyer's own page shows: null unless the offer is the awarded one; never the data. */
export async function myIdentificationOf(db: Database, offerId: string) {
  const propertyId = await propertyAwardedTo(db, offerId);
  if (!propertyId) return null;
  const row = await identificationOf(db, propertyId);
  return {
    submittedAt: row?.submittedAt ?? null,
    confirmedAt: row?.confirmedAt ?? null,
    files: { document: row?.documentName ?? null, register: row?.registerExtractName ?? null },
  };
}

/** The details opened; null when there are none or another key sealed them. */
export function detailsOf(keys: IdentificationKeys, row: IdentificationRow): IdentificationDetails | null {
  if (!row.details) return null;
  const plain = keys.open(row.details, bindingOf(row.id, 'details'));
  return plain ? (JSON.parse(plain.toString('utf8')) as IdentificationDetails) : null;
}

/** A file of the record opened, with its name and type; null when there is none or it cannot be opened. */
export function fileOf(keys: IdentificationKeys, row: IdentificationRow, kind: IdentificationFileKind) {
  const columns = FILE_COLUMNS[kind];
  const sealed = row[columns.data];
  const name = row[columns.name];
  const mediaType = row[columns.type] as ProofMediaType | null;
  if (!sealed || !name || !mediaType) return null;
  const data = keys.open(sealed, bindingOf(row.id, kind));
  return data ? { data, name, mediaType } : null;
}

/** The file's name, type and size as stored (the size of the plain file: the seal adds 29 bytes). */
function storedFile(row: IdentificationRow, kind: IdentificationFileKind) {
  const columns = FILE_COLUMNS[kind];
  const sealed = row[columns.data];
  const name = row[columns.name];
  const mediaType = row[columns.type] as ProofMediaType | null;
  return sealed && name && mediaType ? { name, mediaType, byteSize: sealed.length - 29 } : null;
}

/** The agent's view of the record (owners and agents only). */
export function identificationView(keys: IdentificationKeys, row: IdentificationRow) {
  const details = detailsOf(keys, row);
  const unreadable = row.details !== null && details === null;
  return {
    requestedAt: row.requestedAt,
    submittedAt: row.submittedAt,
    confirmedAt: row.confirmedAt,
    confirmedBy: row.confirmedBy,
    confirmationNote: row.confirmationNote,
    keptUntil: row.keptUntil,
    sealedWithOtherKey: unreadable || (row.keyId !== keys.keyId && (row.details !== null || row.document !== null)),
    details,
    files: { document: storedFile(row, 'document'), register: storedFile(row, 'register') },
  };
}

/**
 * The agent's confirmation of the check: who and when, with their note. The retention's end is
 * fixed from it. It confirms the submission the agent looked at (`seen`, its time to the
 * millisecond as the API gives it): if the buyer changed anything since, nothing is confirmed.
 * Null when nothing was submitted, it was confirmed already, or it changed since.
 */
export async function confirmIdentification(
  db: Database,
  propertyId: string,
  confirmation: { by: string; note: string | undefined; seen: string },
): Promise<IdentificationRow | null> {
  const { by, note, seen } = confirmation;
  const [row] = await db
    .update(buyerIdentifications)
    .set({
      confirmedAt: sql`now()`,
      confirmedBy: by.slice(0, 255),
      confirmationNote: note ? note : null,
      keptUntil: KEPT_UNTIL_OF_CONFIRMATION,
    })
    .where(
      and(
        eq(buyerIdentifications.propertyId, propertyId),
        sql`date_trunc('milliseconds', ${buyerIdentifications.submittedAt}) = ${seen}::timestamptz`,
        isNull(buyerIdentifications.confirmedAt),
      ),
    )
    .returning();
  return row ?? null;
}
