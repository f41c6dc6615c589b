import { z } from 'zod';
import { LANGUAGES } from '#shared/languages.ts';
import { requiredLine, requiredText } from '#shared/text-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import {
  BIDDER_MESSAGE_LIMITS,
  BIDDER_MESSAGE_PLACEHOLDERS,
  BIDDER_MESSAGE_TEMPLATES,
  FINAL_ROUND_TEMPLATE,
  IDENTIFICATION_TEMPLATE,
  unknownPlaceholders,
} from './templates';

const KNOWN = BIDDER_MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** A text whose placeholders are all ours: "{preis}" is refused with the ones there are. */
const onlyKnownPlaceholders = (value: string, context: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) {
    context.addIssue({ code: 'custom', message: `Unknown placeholder ${unknown.join(', ')}. Use ${KNOWN}.` });
  }
};

/** One language's letter: a subject line and a text, as the agent left them. */
const letterSchema = z.strictObject({
  subject: requiredLine(BIDDER_MESSAGE_LIMITS.subject, {
    required: 'Write a subject.',
    tooLong: `A subject has at most ${BIDDER_MESSAGE_LIMITS.subject} characters.`,
    notOneLine: 'A subject is one line of text.',
  }).superRefine(onlyKnownPlaceholders),
  body: requiredText(BIDDER_MESSAGE_LIMITS.body, 'Write a text.').superRefine(onlyKnownPlaceholders),
});

/**
 * POST /api/admin/offer-messages: the agent writes to one bidder or a selection. Each bidder gets
 * the letter in the language of their offer: a letter is needed for each such language.
 */
export const bidderMessageRequestSchema = z.strictObject({
  offerIds: z
    .array(z.uuid({ error: 'offerIds holds offer ids' }))
    .min(1, 'Choose at least one bidder.')
    .max(BIDDER_MESSAGE_LIMITS.recipients, `At most ${BIDDER_MESSAGE_LIMITS.recipients} bidders at once.`)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Each bidder once.'),
  template: z.enum(BIDDER_MESSAGE_TEMPLATES),
  letters: z.partialRecord(z.enum(LANGUAGES), letterSchema),
});
export type BidderMessageRequest = z.input<typeof bidderMessageRequestSchema>;

export const bidderMessagesSentSchema = z.object({ message: z.string(), queued: z.number().int() });

/** A letter sent to a bidder, as it appears on their offer: what it said, and how far it got. */
export const sentBidderMessageSchema = z.object({
  id: z.uuid(),
  template: z.enum([...BIDDER_MESSAGE_TEMPLATES, FINAL_ROUND_TEMPLATE, IDENTIFICATION_TEMPLATE]),
  subject: z.string(),
  createdAt: timestampSchema,
  /** waiting: in the outbox; sent: the mail server took it; failed: given up (the mail page retries). */
  status: z.enum(['waiting', 'sent', 'failed']),
  sentAt: timestampSchema.nullable(),
});
