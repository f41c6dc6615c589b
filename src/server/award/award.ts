import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offers, properties } from '../db/schema';
import { queueLetters, templateLetters, type LetterWriter } from '../bidder-messages/bidder-messages';
import { loadMailTextsOfAll } from '../mail/mail-texts';

export interface AwardRequest {
  offerId: string;
  /** The letter of the award to the chosen bidder. */
  notifyWinner: boolean;
  /** The other bidders to tell, each by their offer: the agent may leave anyone out. */
  notifyOfferIds: string[];
}

export type AwardOutcome =
  | { kind: 'awarded'; notified: number }
  | { kind: 'no-property' }
  /** The offer is not one of this property's, or it was withdrawn. */
  | { kind: 'no-offer' }
  | { kind: 'already-awarded' };

/**
 * Awards the property to an offer (decision 0136), subject to notarisation, in one transaction:
 * the procedure closes (no offer is taken from then on, and the bid log records the award), the
 * offer is marked accepted, and the letters go out through the outbox — the award to the chosen
 * bidder and a courteous notice to each other bidder the agent left in, in each one's language,
 * from the templates as the agency worded them.
 */
export async function awardOffer(
  db: Database,
  propertyId: string,
  request: AwardRequest,
  writer: LetterWriter,
  publicUrl: string,
): Promise<AwardOutcome> {
  const texts = await loadMailTextsOfAll(db);
  return db.transaction(async (tx) => {
    const [awarded] = await tx
      .update(properties)
      .set({ awardedAt: sql`now()`, awardedOfferId: request.offerId })
      .where(
        and(
          eq(properties.id, propertyId),
          isNull(properties.awardedAt),
          sql`exists (select 1 from ${offers} b where b.id = ${request.offerId}::uuid
            and b.property_id = ${properties.id} and b.withdrawn_at is null)`,
        ),
      )
      .returning({ id: properties.id });
    if (!awarded) {
      const [property] = await tx
        .select({ awardedAt: properties.awardedAt })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!property) return { kind: 'no-property' };
      return property.awardedAt ? { kind: 'already-awarded' } : { kind: 'no-offer' };
    }
    await tx.update(offers).set({ status: 'accepted' }).where(eq(offers.id, request.offerId));

    // The others told are this property's other offers the agent left in; one letter per offer.
    const others = new Set(request.notifyOfferIds.map((id) => id.toLowerCase()));
    others.delete(request.offerId.toLowerCase());
    const told =
      others.size === 0
        ? []
        : await tx
            .select({ id: offers.id })
            .from(offers)
            .where(
              and(
                eq(offers.propertyId, propertyId),
                ne(offers.id, request.offerId),
                sql`${offers.id} in (${sql.join(
                  [...others].map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`,
              ),
            );
    let notified = 0;
    for (const [template, ids] of [
      ['award', request.notifyWinner ? [request.offerId] : []],
      ['decline', told.map((offer) => offer.id)],
    ] as const) {
      if (ids.length === 0) continue;
      const outcome = await queueLetters(
        tx,
        { offerIds: [...ids], template, letters: templateLetters(texts, template) },
        writer,
        publicUrl,
      );
      if (outcome.kind === 'queued') notified += outcome.count;
    }
    return { kind: 'awarded', notified };
  });
}
