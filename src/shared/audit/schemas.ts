import { z } from 'zod';
import { timestampSchema } from '#shared/wire-schemas.ts';

export const AUDIT_PAGE_LIMIT = 50;

/** GET /api/admin/audit: one page of the log, newest first, continued by a cursor. */
export const auditPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_LIMIT),
  /** The nextCursor of the page before; opaque to the client. */
  cursor: z.string().max(300).optional(),
});

const auditEntrySchema = z.object({
  id: z.uuid(),
  at: timestampSchema,
  username: z.string().nullable(),
  /** An endpoint's name (updateProperty, …) or login, loginFailed, logout. */
  action: z.string(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  /** Where the request came from; null once forgotten (after 30 days) or for entries from before. */
  clientAddress: z.string().nullable(),
});
export type AuditLogEntry = z.input<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.input<typeof auditPageSchema>;
