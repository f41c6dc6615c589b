import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { documentAccess, documentDownloads, mailOutbox, properties, propertyDocuments } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';

/** How long the mailed link may first be followed: an address not confirmed by then opens nothing. */
const CONFIRM_WITHIN_DAYS = 7;

/** Unconfirmed requests for one address and property in a day; more are refused (no mail flood). */
const REQUESTS_PER_ADDRESS_AND_DAY = 3;

/** How long the withdrawal period of a commission agreement runs, counted from the confirmation. */
const WITHDRAWAL_PERIOD_DAYS = 14;

export interface AccessRequest {
  propertyId: string;
  name: string;
  email: string;
  language: Language;
  /** The terms as the visitor was shown them (with the commission agreement, if any). */
  terms: string;
  /** A mail when documents are added or replaced (decision 0130). */
  notifyOnChanges: boolean;
  /** The commission agreement's further parts as shown, where the buyer pays a commission. */
  commission: {
    rate: string;
    withdrawalNotice: string;
    /** The express request's text when the visitor made it; null: not made. */
    expressRequest: string | null;
  } | null;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const hashOrNull = (value: string | null | undefined) => (value == null ? null : sha256(value));

/**
 * Stores an acknowledgement and its mail in one statement: the request is answered only once both
 * are kept. Null when the address asked for this property too often today without confirming.
 */
export async function storeAccessRequest(db: Database, request: AccessRequest): Promise<string | null> {
  const { commission } = request;
  const result = (await db.execute(sql`
    with recent as (
      select count(*)::int as n from ${documentAccess}
      where property_id = ${request.propertyId}::uuid and email = ${request.email}
        and confirmed_at is null and requested_at > now() - interval '1 day'
    ),
    stored as (
      insert into ${documentAccess} (property_id, name, email, language, terms_text, terms_hash,
        commission_rate, withdrawal_notice, withdrawal_notice_hash, express_request, express_request_hash,
        notify_on_changes)
      select ${request.propertyId}::uuid, ${request.name}, ${request.email}, ${request.language},
        ${request.terms}, ${sha256(request.terms)}, ${commission?.rate ?? null}::numeric,
        ${commission?.withdrawalNotice ?? null}, ${hashOrNull(commission?.withdrawalNotice)},
        ${commission?.expressRequest ?? null}, ${hashOrNull(commission?.expressRequest)},
        ${request.notifyOnChanges}
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

/**
 * When a confirmed acknowledgement opens the documents (decision 0127): at once, unless it made a
 * commission agreement without the express request — then when the withdrawal period ends.
 */
const OPENS_AT = sql<Date>`case when ${documentAccess.commissionRate} is null or ${documentAccess.expressRequest} is not null
  then ${documentAccess.confirmedAt}
  else ${documentAccess.confirmedAt} + make_interval(days => ${WITHDRAWAL_PERIOD_DAYS}) end`;

export interface AccessStanding {
  id: string;
  name: string;
  /** Whether the documents open now. */
  open: boolean;
  /** When they open (or opened). */
  opensAt: Date;
}

/**
 * The confirmed, not withdrawn acknowledgement among `accessIds` for this property that opens its
 * gated documents soonest; null when there is none.
 */
export async function accessStanding(
  db: Database,
  propertyId: string,
  accessIds: readonly string[],
): Promise<AccessStanding | null> {
  if (accessIds.length === 0) return null;
  const [row] = await db
    .select({
      id: documentAccess.id,
      name: documentAccess.name,
      open: sql<boolean>`${OPENS_AT} <= now()`,
      opensAt: sql<string>`${OPENS_AT}`,
    })
    .from(documentAccess)
    .where(
      and(
        inArray(documentAccess.id, [...accessIds]),
        eq(documentAccess.propertyId, propertyId),
        isNotNull(documentAccess.confirmedAt),
        isNull(documentAccess.withdrawnAt),
      ),
    )
    .orderBy(OPENS_AT)
    .limit(1);
  return row ? { ...row, opensAt: new Date(row.opensAt) } : null;
}

/** The acknowledgement among `accessIds` that opens this property's gated documents now. */
export async function grantedAccess(
  db: Database,
  propertyId: string,
  accessIds: readonly string[],
): Promise<{ id: string; name: string } | null> {
  const standing = await accessStanding(db, propertyId, accessIds);
  return standing?.open ? standing : null;
}

/** Whether an acknowledgement opens this property's gated documents now. */
export async function accessOpens(db: Database, propertyId: string, accessId: string): Promise<boolean> {
  return (await grantedAccess(db, propertyId, [accessId])) !== null;
}

/**
 * Declares the withdrawal from an acknowledgement's commission agreement: records its time, closes
 * the documents and queues the mail confirming its receipt — once; a second declaration keeps the
 * first time. Null when there is no commission agreement under this id.
 */
export async function withdrawAccess(
  db: Database,
  accessId: string,
): Promise<{ withdrawnAt: Date; first: boolean; propertyId: string } | null> {
  const result = (await db.execute(sql`
    with withdrawn as (
      update ${documentAccess} set withdrawn_at = now()
      where id = ${accessId}::uuid and commission_rate is not null and withdrawn_at is null
      returning id, language, email, withdrawn_at
    ),
    mailed as (
      insert into ${mailOutbox} (kind, language, recipients, document_access_id)
      select ${MAIL_KINDS.documentWithdrawal}, language, email, id from withdrawn
    )
    select coalesce(w.withdrawn_at, a.withdrawn_at) as withdrawn_at, w.id is not null as first,
      a.property_id
    from ${documentAccess} a left join withdrawn w on w.id = a.id
    where a.id = ${accessId}::uuid and a.commission_rate is not null`)) as unknown as {
    rows: { withdrawn_at: string | Date; first: boolean; property_id: string }[];
  };
  const row = result.rows[0];
  return row ? { withdrawnAt: new Date(row.withdrawn_at), first: row.first, propertyId: row.property_id } : null;
}

/** Who received what: one download of a gated document by the person who acknowledged. */
export async function recordDownload(
  db: Database,
  download: { accessId: string; documentId: string; documentTitle: string; version: number },
): Promise<void> {
  await db.insert(documentDownloads).values(download);
}

/** What the mails about an acknowledgement say: to whom, about which property, what was accepted. */
export async function findAccessMailSubject(db: Database, accessId: string) {
  const [row] = await db
    .select({
      id: documentAccess.id,
      name: documentAccess.name,
      email: documentAccess.email,
      termsText: documentAccess.termsText,
      requestedAt: documentAccess.requestedAt,
      commissionRate: documentAccess.commissionRate,
      withdrawalNotice: documentAccess.withdrawalNotice,
      expressRequest: documentAccess.expressRequest,
      withdrawnAt: documentAccess.withdrawnAt,
      confirmedAt: documentAccess.confirmedAt,
      notifyOnChanges: documentAccess.notifyOnChanges,
      language: documentAccess.language,
      propertyId: properties.id,
      slug: properties.slug,
      address: properties.address,
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

/**
 * The acknowledgement that lets `email` offer on a property whose offers require the documents'
 * terms (decision 0129): confirmed, and not withdrawn. A subquery for `exists`.
 */
export function acceptedDocumentTerms(propertyId: SQL, email: SQL): SQL {
  return sql`select 1 from ${documentAccess} a where a.property_id = ${propertyId} and a.email = lower(${email})
    and a.confirmed_at is not null and a.withdrawn_at is null`;
}

/**
 * Whether a property's offers need its documents' terms accepted now (decision 0129): the agent
 * asks for it, and there is a document "after accepting the terms" to accept them for — without
 * one, nobody could meet the rule.
 */
export function offersRequireDocuments(propertyId: SQL, asked: SQL): SQL<boolean> {
  return sql<boolean>`(${asked} and exists (select 1 from ${propertyDocuments} d
    where d.property_id = ${propertyId} and d.visibility = 'acknowledged'))`;
}
