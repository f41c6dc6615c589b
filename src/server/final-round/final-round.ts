import { and, eq, inArray, sql } from 'drizzle-orm';
import { myOffersPath } from '#shared/my-offers/my-offers.ts';
import { FINAL_ROUND_LIMITS } from '#shared/final-round/ranking.ts';
import { FINAL_ROUND_TEMPLATE } from '#shared/bidder-messages/templates.ts';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import type { Database } from '../db/client';
import { bidLogBidders, finalRoundBidders, finalRounds, offers, offerTerms, properties } from '../db/schema';
import { queueLetters, templateLetters, type LetterWriter } from '../bidder-messages/bidder-messages';
import { loadMailTextsOfAll } from '../mail/mail-texts';
import type { BidderKeys } from '../my-offers/bidder-keys';
import { dateOf, rankBidders, rankedOfferOf } from './ranking';

/** When each of these properties' best-and-final round ends, for those that have one. */
export async function finalRoundEndsOf(db: Database, propertyIds: readonly string[]): Promise<Map<string, Date>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: finalRounds.propertyId, endsAt: finalRounds.endsAt })
    .from(finalRounds)
    .where(inArray(finalRounds.propertyId, [...propertyIds]));
  return new Map(rows.map((row) => [row.propertyId, row.endsAt]));
}

/**
 * The agent's view of a property's round (decision 0137): the bidders it invited, in their rank,
 * each with the final offer they sent; and the ranking as it stands now. Null for no property.
 */
export async function readFinalRound(
  db: Database,
  propertyId: string,
  now: Date,
): Promise<HandlerResultOf<'finalRound'> | null> {
  const [property] = await db
    .select({ awardedAt: properties.awardedAt })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) return null;
  const ranking = await rankBidders(db, propertyId);
  const [round] = await db.select().from(finalRounds).where(eq(finalRounds.propertyId, propertyId));
  if (!round) return { round: null, ranking, awarded: property.awardedAt !== null };

  const result = (await db.execute(sql`
    select r.rank, q.id as offer_id, q.email, q.first_name, q.last_name, q.bid_amount, q.created_at, t.financing,
      bb.number as bidder_number, f.id as final_id, f.bid_amount as final_amount, f.created_at as final_created_at
    from ${finalRoundBidders} r
      join ${offers} q on q.id = r.offer_id
      left join ${offerTerms} t on t.offer_id = q.id
      left join ${bidLogBidders} bb on bb.property_id = q.property_id
        and bb.email_digest = bid_log_email_digest(q.property_id, q.email)
      left join ${offers} f on f.final_round_id = r.round_id and lower(f.email) = lower(q.email)
    where r.round_id = ${round.id}::uuid
    order by r.rank`)) as unknown as { rows: Record<string, unknown>[] };
  return {
    round: {
      startedAt: round.startedAt,
      endsAt: round.endsAt,
      // An award ends the round too: nothing more is taken.
      ended: round.endsAt.getTime() <= now.getTime() || property.awardedAt !== null,
      size: round.size,
      bidders: result.rows.map((row) => ({
        ...rankedOfferOf(row, Number(row.rank)),
        finalOffer:
          row.final_id === null
            ? null
            : {
                id: row.final_id as string,
                amount: row.final_amount as string,
                createdAt: dateOf(row.final_created_at),
              },
      })),
    },
    ranking,
    awarded: property.awardedAt !== null,
  };
}

export interface StartRequest {
  size: number;
  endsAt: Date;
  notify: boolean;
}

export type StartOutcome =
  | { kind: 'started'; invited: number; notified: number }
  | { kind: 'no-property' }
  | { kind: 'awarded' }
  | { kind: 'started-before' }
  | { kind: 'no-offers' }
  | { kind: 'bad-end'; message: string };

const HOUR_MS = 3_600_000;

/** Why a round's end cannot be, or null: at least an hour from now, at most 60 days. */
function endProblem(endsAt: Date, now: Date): string | null {
  if (endsAt.getTime() < now.getTime() + FINAL_ROUND_LIMITS.minHours * HOUR_MS) {
    return 'The final round must end at least one hour from now.';
  }
  if (endsAt.getTime() > now.getTime() + FINAL_ROUND_LIMITS.maxDays * 24 * HOUR_MS) {
    return `The final round may last at most ${FINAL_ROUND_LIMITS.maxDays} days.`;
  }
  return null;
}

/**
 * Starts a property's best-and-final round (decision 0137) in one transaction: the top `size`
 * bidders of the ranking are invited, the property takes no other offers from then on, the bid log
 * records the round at commit (a trigger), and each invited bidder's invitation is queued in their
 * language with their personal link, when the agent asks for it.
 */
export async function startFinalRound(
  db: Database,
  propertyId: string,
  request: StartRequest,
  context: { writer: LetterWriter; publicUrl: string; keys: BidderKeys; now: Date },
): Promise<StartOutcome> {
  const problem = endProblem(request.endsAt, context.now);
  if (problem) return { kind: 'bad-end', message: problem };
  const texts = request.notify ? await loadMailTextsOfAll(db) : null;
  return db.transaction(async (tx) => {
    // The property's row, as offers and the award take it: the ranking cannot change under the round.
    const [property] = await tx
      .select({ awardedAt: properties.awardedAt, round: finalRounds.id })
      .from(properties)
      .leftJoin(finalRounds, eq(finalRounds.propertyId, properties.id))
      .where(eq(properties.id, propertyId))
      .for('update', { of: properties });
    if (!property) return { kind: 'no-property' };
    if (property.awardedAt) return { kind: 'awarded' };
    if (property.round) return { kind: 'started-before' };
    const invited = await rankBidders(tx, propertyId, request.size);
    if (invited.length === 0) return { kind: 'no-offers' };

    const [round] = await tx
      .insert(finalRounds)
      .values({ propertyId, endsAt: request.endsAt, size: invited.length })
      .returning({ id: finalRounds.id });
    await tx
      .insert(finalRoundBidders)
      .values(invited.map((bidder) => ({ roundId: round!.id, offerId: bidder.offerId, rank: bidder.rank })));

    let notified = 0;
    if (texts) {
      const template = FINAL_ROUND_TEMPLATE;
      const outcome = await queueLetters(
        tx,
        {
          offerIds: invited.map((bidder) => bidder.offerId),
          template,
          letters: templateLetters(texts, template),
          personalPaths: new Map(
            invited.map((bidder) => [bidder.offerId, myOffersPath(context.keys.tokenOf(bidder.offerId))]),
          ),
        },
        context.writer,
        context.publicUrl,
      );
      if (outcome.kind === 'queued') notified = outcome.count;
    }
    return { kind: 'started', invited: invited.length, notified };
  });
}

/** The round an address is invited to on a property, if any: its id and end. */
export async function invitationOf(db: Pick<Database, 'select'>, propertyId: string, email: string) {
  const [row] = await db
    .select({ id: finalRounds.id, endsAt: finalRounds.endsAt })
    .from(finalRounds)
    .innerJoin(finalRoundBidders, eq(finalRoundBidders.roundId, finalRounds.id))
    .innerJoin(offers, eq(offers.id, finalRoundBidders.offerId))
    .where(and(eq(finalRounds.propertyId, propertyId), sql`lower(${offers.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

/** The final offer an address sent in a round, if any (one at most; withdrawn or not). */
export async function finalOfferOf(db: Pick<Database, 'select'>, roundId: string, email: string) {
  const [row] = await db
    .select({ id: offers.id, amount: offers.bidAmount, createdAt: offers.createdAt })
    .from(offers)
    .where(and(eq(offers.finalRoundId, roundId), sql`lower(${offers.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}
