import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, offers } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';

export interface Withdrawal {
  propertyId: string;
  withdrawnAt: Date;
  /** False when the offer had been withdrawn before: nothing changed this time. */
  changed: boolean;
}

/**
 * Withdraws an offer (decision 0114): the bidder's own word, at any time, since an offer here is
 * non-binding. The row stays, marked; the database's triggers take it out of the running totals
 * and write the bid log's entry in the same transaction. The agent is told by mail when mail is
 * set up. Asking again answers the first withdrawal; null for an offer that is gone.
 */
export async function withdrawOffer(
  db: Database,
  offerId: string,
  agent: { recipients: string[]; language: string },
): Promise<Withdrawal | null> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ propertyId: offers.propertyId, withdrawnAt: offers.withdrawnAt })
      .from(offers)
      .where(eq(offers.id, offerId));
    if (!offer) return null;
    if (offer.withdrawnAt) return { propertyId: offer.propertyId, withdrawnAt: offer.withdrawnAt, changed: false };
    // The property's lock, as an offer takes it (bid_log_offer_added): an offer arriving meanwhile
    // is counted before or after this withdrawal, never read half-way by it.
    await tx.execute(sql`select 1 from properties where id = ${offer.propertyId} for no key update`);
    const [withdrawn] = await tx
      .update(offers)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(offers.id, offerId), isNull(offers.withdrawnAt)))
      .returning({ withdrawnAt: offers.withdrawnAt });
    if (!withdrawn?.withdrawnAt) {
      // Another request withdrew it a moment before this one.
      const [again] = await tx.select({ withdrawnAt: offers.withdrawnAt }).from(offers).where(eq(offers.id, offerId));
      return again?.withdrawnAt
        ? { propertyId: offer.propertyId, withdrawnAt: again.withdrawnAt, changed: false }
        : null;
    }
    if (agent.recipients.length > 0) {
      await tx.insert(mailOutbox).values({
        offerId,
        kind: MAIL_KINDS.withdrawalNotification,
        language: agent.language,
        recipients: agent.recipients.join(', '),
      });
    }
    return { propertyId: offer.propertyId, withdrawnAt: withdrawn.withdrawnAt, changed: true };
  });
}
