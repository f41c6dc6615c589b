import { z } from 'zod';
import { timestampSchema } from '#shared/wire-schemas.ts';

export const MAIL_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /api/admin/mail?status= : one status, or every mail. */
export const mailOutboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: `status must be one of ${MAIL_STATUSES.join(', ')}` }).optional(),
});

/** One mail of the outbox as the admin sees it. */
export const outboxMailSchema = z.object({
  id: z.uuid(),
  offerId: z.uuid().nullable(),
  kind: z.string(),
  language: z.string(),
  recipients: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: timestampSchema,
  nextAttemptAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type OutboxMail = z.input<typeof outboxMailSchema>;

/** The outbox: whether mail is sent at all (SMTP_URL), the counts, and the newest mails. */
export const mailOutboxSchema = z.object({
  sending: z.boolean(),
  counts: z.object({ waiting: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  mails: z.array(outboxMailSchema),
});
export type MailOutboxState = z.input<typeof mailOutboxSchema>;
