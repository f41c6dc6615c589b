import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { documentAccess, documentDownloads, mailOutbox, properties } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';

/** How long the mailed link may first be followed: an address not confirmed by then opens nothing. */
const CONFIRM_WITHIN_DAYS = 7;

/** Unconfirmed requests for one address and property in a day; more are refused (no mail flood). */
const REQUESTS_PER_ADDRESS_AND_DAY = 3;

export interface AccessRequest {
  propertyId: string;
  name: string;
  email: string;
  language: Language;
  /** The terms as the visitor was shown them. */
  terms: string;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * Stores an acknowledgement and its mail in one statement: the request is answered only once both
 * are kept. Null when the address asked for this property too often today without confirming.
 */
export async function storeAccessRequest(db: Database, request: AccessRequest): Promise<string | null> {
  const result = (await db.execute(sql`
    with recent as (
      select count(*)::int as n from ${documentAccess}
      where property_id = ${request.propertyId}::uuid and email = ${request.email}
        and confirmed_at is null and requested_at > now() - interval '1 day'
    ),
    stored as (
      insert into ${documentAccess} (property_id, name, email, language, terms_text, terms_hash)
      select ${request.propertyId}::uuid, ${request.name}, ${request.email}, ${request.language},
        ${request.terms}, ${sha256(request.terms)}
      from recent where n < ${REQUESTS_PER_ADDRESS_AND_DAY}
      returning id
    ),
    mailed as (
      insert into ${mailOutbox} (kind, language, recipients, document_access_id)
      select ${MAIL_KINDS.documentAccess}, ${request.language}, ${request.email}, id from stored
    )
    select id from stored`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}

/**
 * Confirms the address of an acknowledgement (its first use within CONFIRM_WITHIN_DAYS; later uses
 * of a confirmed one open it again on another device). The address of the property's page to go
 * on to; null when the link opens nothing (unknown, too late, or the property is offline).
 */
export async function confirmAccess(db: Database, accessId: string): Promise<{ slug: string } | null> {
  const result = (await db.execute(sql`
    update ${documentAccess} a set confirmed_at = coalesce(a.confirmed_at, now())
    from ${properties} p
    where a.id = ${accessId}::uuid and p.id = a.property_id and p.is_active
      and (a.confirmed_at is not null
        or a.requested_at > now() - make_interval(days => ${CONFIRM_WITHIN_DAYS}))
    returning p.slug`)) as unknown as { rows: { slug: string }[] };
  return result.rows[0] ?? null;
}

/** The confirmed acknowledgement among `accessIds` that opens this property's gated documents. */
export async function grantedAccess(
  db: Database,
  propertyId: string,
  accessIds: readonly string[],
): Promise<{ id: string; name: string } | null> {
  if (accessIds.length === 0) return null;
  const [row] = await db
    .select({ id: documentAccess.id, name: documentAccess.name })
    .from(documentAccess)
    .where(
      and(
        inArray(documentAccess.id, [...accessIds]),
        eq(documentAccess.propertyId, propertyId),
        isNotNull(documentAccess.confirmedAt),
      ),
    )
    .orderBy(desc(documentAccess.confirmedAt))
    .limit(1);
  return row ?? null;
}

/** Whether an acknowledgement still opens this property's gated documents. */
export async function accessOpens(db: Database, propertyId: string, accessId: string): Promise<boolean> {
  return (await grantedAccess(db, propertyId, [accessId])) !== null;
}

/** Who received what: one download of a gated document by the person who acknowledged. */
export async function recordDownload(
  db: Database,
  download: { accessId: string; documentId: string; documentTitle: string; version: number },
): Promise<void> {
  await db.insert(documentDownloads).values(download);
}

/** What the mail with the link says: to whom, about which property, the terms accepted. */
export async function findAccessMailSubject(db: Database, accessId: string) {
  const [row] = await db
    .select({
      name: documentAccess.name,
      termsText: documentAccess.termsText,
      title: properties.title,
      titleEn: properties.titleEn,
      titleFr: properties.titleFr,
    })
    .from(documentAccess)
    .innerJoin(properties, eq(properties.id, documentAccess.propertyId))
    .where(eq(documentAccess.id, accessId))
    .limit(1);
  return row ?? null;
}
export type AccessMailSubject = NonNullable<Awaited<ReturnType<typeof findAccessMailSubject>>>;
