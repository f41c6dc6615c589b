import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export async function recordAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The position after which the next page starts: the last entry's time and id. */
export interface AuditCursor {
  at: string;
  id: string;
}

/** Newest first, in keyset pages over (at, id) like the offers (decision 51). */
export async function listAudit(
  db: Database,
  options: { limit: number; after?: AuditCursor },
): Promise<{ items: AuditEntry[]; next: AuditCursor | null }> {
  const { limit, after } = options;
  const rows = await db
    // The time as PostgreSQL prints it keeps its microseconds, which a JavaScript Date would lose.
    .select({ entry: auditLog, atText: sql<string>`${auditLog.at}::text` })
    .from(auditLog)
    .where(
      after
        ? or(
            lt(auditLog.at, sql`${after.at}::timestamptz`),
            and(eq(auditLog.at, sql`${after.at}::timestamptz`), lt(auditLog.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => row.entry),
    next: rows.length > limit && last ? { at: last.atText, id: last.entry.id } : null,
  };
}

/** How long an entry keeps the address it came from. */
const AUDIT_ADDRESS_KEEP_DAYS = 30;

/** Addresses older than keepDays are forgotten, their entries kept; answers how many. */
export async function forgetAuditAddresses(db: Database, keepDays = AUDIT_ADDRESS_KEEP_DAYS): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ clientAddress: null })
    .where(and(lt(auditLog.at, sql`now() - ${keepDays} * interval '1 day'`), isNotNull(auditLog.clientAddress)))
    .returning({ id: auditLog.id });
  return rows.length;
}

/** Entries older than the retention (one year) go; answers how many. */
export async function purgeAudit(db: Database, keepDays: number): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - ${keepDays} * interval '1 day'`))
    .returning({ id: auditLog.id });
  return rows.length;
}
