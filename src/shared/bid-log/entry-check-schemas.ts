import { z } from 'zod';
import { messageKey } from '#shared/translations/message-key.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { isChecksum, isReference } from './entry-check';
import { bidLogEntrySchema } from './schemas';

/** What the bidder types: checked as printed, compared in normal form. */
export const entryCheckBodySchema = z.object({
  reference: z
    .string()
    .max(40)
    .refine(isReference, {
      error: messageKey('check.validation.reference'),
    })
    .meta({ description: 'The reference printed on the receipt (8 hexadecimal characters)', example: '3F9A0C12' }),
  checksum: z
    .string()
    .max(200)
    .refine(isChecksum, {
      error: messageKey('check.validation.checksum'),
    })
    .meta({ description: "The receipt's checksum of its bid log entry (SHA-256, 64 hexadecimal characters)" }),
});

/** What the bidder learns: their own entry and whether the chain holds, nothing of other offers. */
export const entryCheckSchema = z.object({
  property: z.object({
    title: z.string(),
    titleEn: z.string().nullable(),
    titleFr: z.string().nullable(),
    address: z.string(),
    /** Its public page, while it has one. */
    page: z.string().nullable(),
  }),
  /** The entry's place in the property's chain. */
  position: z.number().int(),
  recordedAt: timestampSchema,
  /** A decimal string ('480000.50'). */
  amount: z.string(),
  /** The entry and every entry before it still match their checksums. */
  entryUnchanged: z.boolean(),
  /** No entry of the log, after it either, was changed, removed or slipped in. */
  logIntact: z.boolean(),
  /**
   * Open procedures once ended: the offer's place among the offers that count (1 = the highest;
   * equal amounts share a place). Null for sealed procedures, before the end, and for an offer
   * that no longer exists or does not count.
   */
  rank: z.number().int().nullable(),
  /** The bidder's own number in the log, so the page can mark their entries. */
  bidderNumber: z.number().int().nullable(),
  /**
   * The whole anonymised log, oldest first, once the procedure has ended and only where the agent
   * opened it to bidders (decision 0094); null otherwise.
   */
  disclosedLog: z.array(bidLogEntrySchema).nullable(),
});
export type EntryCheck = z.infer<typeof entryCheckSchema>;
