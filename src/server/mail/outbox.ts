import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailStatus } from '#shared/mail/schemas.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A row as the drivers return it from a raw statement (timestamps as Date or text). */
function outboxRowOf(row: Record<string, unknown>): OutboxRow {
  const date = (value: unknown) => (value === null ? null : value instanceof Date ? value : new Date(value as string));
  return {
    id: row.id as string,
    offerId: (row.offer_id as string | null) ?? null,
    invitationId: (row.invitation_id as string | null) ?? null,
    documentAccessId: (row.document_access_id as string | null) ?? null,
    viewingBookingId: (row.viewing_booking_id as string | null) ?? null,
    offerMessageId: (row.offer_message_id as string | null) ?? null,
    kind: row.kind as string,
    language: row.language as string,
    recipients: row.recipients as string,
    status: row.status as MailStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.next_attempt_at)!,
    lastError: (row.last_error as string | null) ?? null,
    messageId: (row.message_id as string | null) ?? null,
    createdAt: date(row.created_at)!,
    sentAt: date(row.sent_at),
  };
}

/**
 * Claims up to `limit` due mails for this instance: each gets one more attempt and is not due
 * again until the lease runs out, so an instance that dies mid-send leaves it to the others
 * then. SKIP LOCKED lets several instances claim at once without waiting for or repeating each
 * other's rows.
 */
export async function claimDueMails(db: Database, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const result = (await db.execute(sql`
    update ${mailOutbox} set attempts = attempts + 1,
      next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from ${mailOutbox}
      where status = 'waiting' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning *`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(outboxRowOf).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Claimed mails this instance will not try after all: due again at once, the claim not counted. */
export async function releaseMails(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'waiting')));
}

/** After the SMTP server accepted the mail: it is never sent again. */
export async function markSent(db: Database, id: string, messageId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, messageId, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: due again after `retryInMs`, or given up (failed) when that is null. */
export async function markAttemptFailed(db: Database, id: string, error: string, retryInMs: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` },
    )
    .where(eq(mailOutbox.id, id));
}

/**
 * The admin's retry: a failed or waiting mail is due at once, with a fresh count of attempts.
 * A mail already sent is left alone ('sent'); an unknown one is 'missing'.
 */
export async function retryMail(db: Database, id: string): Promise<OutboxRow | 'sent' | 'missing'> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'waiting', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
    .returning();
  if (rows[0]) return rows[0];
  const existing = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return existing.length > 0 ? 'sent' : 'missing';
}

export type OutboxCounts = Record<MailStatus, number>;

export async function countOutbox(db: Database): Promise<OutboxCounts> {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: OutboxCounts = { waiting: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The newest mails first, optionally of one status. */
export async function listOutbox(db: Database, options: { status?: MailStatus; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.status ? eq(mailOutbox.status, options.status) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}
