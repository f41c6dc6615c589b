import { z } from 'zod';
import { timestampSchema } from '#shared/wire-schemas.ts';

/**
 * A session as its admin sees it. Its id is a digest of the session's secret id, never the id
 * itself: the cookie's value stays a secret even from the list that names it.
 */
export const adminSessionSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  /** The session this very request came with. */
  current: z.boolean(),
  /** Browser and system, as far as the sign-in's User-Agent told (null when it did not). */
  device: z.string().nullable(),
  signedInAt: timestampSchema,
  lastSeenAt: timestampSchema,
  /** When it ends by itself: the earlier of the idle and the absolute limit. */
  expiresAt: timestampSchema,
});
/** As the client reads it (times as ISO strings). */
export type AdminSession = z.input<typeof adminSessionSchema>;
/** As the server gives it, before encoding (times as dates). */
export type AdminSessionData = z.output<typeof adminSessionSchema>;

export const sessionIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
