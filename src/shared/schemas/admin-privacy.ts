import { z } from 'zod';
import { LIMITS } from '../limits';

const emailQuery = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(LIMITS.offerEmail, `email must be at most ${LIMITS.offerEmail} characters`);

/** GET /api/admin/privacy?email= and …/export?email= : one person, by e-mail address. */
export const privacyQuerySchema = z.object({ email: emailQuery });

/** POST /api/admin/privacy/erase */
export const privacyEraseSchema = z.object({ email: emailQuery });

export const privacyLookupSchema = z.object({
  email: z.string(),
  offers: z.number().int(),
  mails: z.number().int(),
  /** OFFER_RETENTION_DAYS: offers go this long after their offer period ended. */
  retentionDays: z.number().int(),
});
export type PrivacyLookup = z.input<typeof privacyLookupSchema>;
