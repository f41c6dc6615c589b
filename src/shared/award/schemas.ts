import { z } from 'zod';
import { BIDDER_MESSAGE_LIMITS } from '#shared/bidder-messages/templates.ts';

/** POST /api/admin/properties/:id/award: the offer chosen, and who is told (decision 0136). */
export const awardRequestSchema = z.strictObject({
  offerId: z.uuid({ error: 'offerId is the id of the offer chosen' }),
  /** The award's letter to the chosen bidder. */
  notifyWinner: z.boolean(),
  /** The other bidders to send the courteous notice to, by their offers; anyone left out is not told. */
  notifyOfferIds: z
    .array(z.uuid({ error: 'notifyOfferIds holds offer ids' }))
    .max(BIDDER_MESSAGE_LIMITS.recipients * 10),
});
export type AwardRequest = z.input<typeof awardRequestSchema>;

export const awardAnswerSchema = z.object({ message: z.string(), notified: z.number().int() });
