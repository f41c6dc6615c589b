import { eq, sql } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { lowestAcceptableOffer } from '#shared/procedure/offer-procedure.ts';
import { offers, offerTotals, properties } from '../db/schema';
import type { OfferBatcher, StoredOffer, TermsToStore } from './offer-batcher';
import { proofOfFundsProblem, type ProofProblem } from './offer-documents';
import { acceptedDocumentTerms, offersRequireDocuments } from '../documents/document-access';
import { attendedViewing, offersRequireViewing } from '../viewings/viewing-attendance';
import { inFinalRound } from './standing';

export interface NewOffer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Normalized decimal string, e.g. "250000.00". */
  bidAmount: string;
  /** The language of the form: the bidder's confirmation is written in it. */
  language: Language;
  /** The bidder's optional terms (decision 0070). */
  terms?: TermsToStore;
}

export type OfferOutcome =
  | { kind: 'created'; offer: StoredOffer }
  /** The same request came again (same Idempotency-Key): the offer stored the first time. */
  | { kind: 'replayed'; offer: StoredOffer }
  /** The key was used before for a different offer. */
  | { kind: 'key-reused' }
  | { kind: 'not-found' }
  | { kind: 'auction-ended' }
  /** Below the property's minimum offer; `minimum` only when the agent shows it. */
  | { kind: 'below-minimum'; minimum: string | null }
  /** Open procedure: not the step above the current highest. */
  | { kind: 'below-step'; lowestAcceptable: string }
  /** The property takes offers only from an address that accepted its documents' terms (decision 0129). */
  | { kind: 'documents-required' }
  /** The property was awarded to an offer: the procedure is closed (decision 0136). */
  | { kind: 'awarded' }
  /** A best-and-final round started: only its invited bidders may offer, through their own page (decision 0137). */
  | { kind: 'final-round' }
  /** The property takes offers only from an address whose booked viewing has begun (decision 0134). */
  | { kind: 'viewing-required' }
  /** The proof of funds named cannot go with this offer (unknown, taken, or too old). */
  | { kind: 'proof-unavailable'; problem: ProofProblem }
  /** The standing kept changing under this offer; the client may simply send it again. */
  | { kind: 'busy' };

function isSameOffer(stored: StoredOffer, propertyId: string, offer: NewOffer): boolean {
  return (
    stored.propertyId === propertyId &&
    stored.firstName === offer.firstName &&
    stored.lastName === offer.lastName &&
    stored.email === offer.email &&
    stored.phone === offer.phone &&
    stored.bidAmount === offer.bidAmount
  );
}

async function findByKey(db: Database, key: string): Promise<StoredOffer | undefined> {
  const rows = await db.select().from(offers).where(eq(offers.idempotencyKey, key)).limit(1);
  return rows[0];
}

function answerFor(stored: StoredOffer, propertyId: string, offer: NewOffer): OfferOutcome {
  return isSameOffer(stored, propertyId, offer) ? { kind: 'replayed', offer: stored } : { kind: 'key-reused' };
}

/**
 * Stores an offer for an active property whose auction is still open: one statement, shared with
 * the offers arriving at the same moment (offer-batcher.ts); once it returns the row is committed
 * and synced. Only an offer that was not stored costs further queries, to say why.
 *
 * With an idempotency key, an offer already stored under it is answered again, even if the
 * property has closed since: that offer was acknowledged once. Parallel requests with one key meet
 * at the unique index; the losers find the winner's row.
 */
export async function placeOffer(
  batcher: OfferBatcher,
  propertyId: string,
  offer: NewOffer,
  idempotencyKey?: string,
  attemptsLeft = MAX_ATTEMPTS,
): Promise<OfferOutcome> {
  const stored = await batcher.insert({ propertyId, ...offer, idempotencyKey });
  if (stored) return { kind: 'created', offer: stored };
  const outcome = await refusal(batcher.db, propertyId, offer, idempotencyKey, new Date());
  if (outcome) return outcome;
  // Refused a moment ago, acceptable now: the winner under this key was deleted in between (by
  // "delete all"), or the highest offer was. This request tries again with the standing of now.
  return attemptsLeft > 1 ? placeOffer(batcher, propertyId, offer, idempotencyKey, attemptsLeft - 1) : { kind: 'busy' };
}

/** How often an offer is tried while what refused it keeps disappearing (practically never twice). */
const MAX_ATTEMPTS = 3;

/** Why no offer was stored: an earlier one under the same key, or the property's state. */
async function refusal(
  db: Database,
  propertyId: string,
  offer: NewOffer,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<OfferOutcome | undefined> {
  if (idempotencyKey) {
    const earlier = await findByKey(db, idempotencyKey);
    if (earlier) return answerFor(earlier, propertyId, offer);
  }
  const proof = offer.terms?.proofOfFundsId;
  if (proof) {
    const problem = await proofOfFundsProblem(db, proof, idempotencyKey);
    if (problem) return { kind: 'proof-unavailable', problem };
  }
  const rows = await db
    .select({
      isActive: properties.isActive,
      auctionEndDate: properties.auctionEndDate,
      awardedAt: properties.awardedAt,
      inFinalRound: inFinalRound(),
      mode: properties.offerMode,
      minimumOffer: properties.minimumOffer,
      minimumOfferShown: properties.minimumOfferShown,
      minimumStep: properties.minimumStep,
      requiresDocuments: offersRequireDocuments(sql`${properties.id}`, sql`${properties.offersRequireDocuments}`),
      documentsAccepted: sql<boolean>`exists (${acceptedDocumentTerms(sql`${propertyId}::uuid`, sql`${offer.email}`)})`,
      requiresViewing: offersRequireViewing(sql`${properties.id}`, sql`${properties.offersRequireViewing}`),
      viewingAttended: sql<boolean>`exists (${attendedViewing(sql`${propertyId}::uuid`, sql`${offer.email}`, sql`${now}::timestamptz`)})`,
      // The step is measured from the highest the public sees (decision 0072).
      highestOffer: sql<
        string | null
      >`case when ${properties.verifiedOffersOnly} then ${offerTotals.verifiedMax} else ${offerTotals.amountMax} end`,
    })
    .from(properties)
    .leftJoin(offerTotals, eq(offerTotals.propertyId, properties.id))
    .where(eq(properties.id, propertyId))
    .limit(1);
  const property = rows[0];
  if (!property?.isActive) return { kind: 'not-found' };
  if (property.inFinalRound && !property.awardedAt) return { kind: 'final-round' };
  if (property.auctionEndDate.getTime() <= now.getTime()) return { kind: 'auction-ended' };
  if (property.awardedAt) return { kind: 'awarded' };
  if (property.requiresDocuments && !property.documentsAccepted) return { kind: 'documents-required' };
  if (property.requiresViewing && !property.viewingAttended) return { kind: 'viewing-required' };
  return ruleRefusal(property, offer.bidAmount);
}

/** Which rule of the procedure refuses the amount, if any (decision 69). */
function ruleRefusal(
  property: Parameters<typeof lowestAcceptableOffer>[0] & { minimumOfferShown: boolean },
  amount: string,
): OfferOutcome | undefined {
  const { minimumOffer } = property;
  if (minimumOffer !== null && Number(amount) < Number(minimumOffer)) {
    return { kind: 'below-minimum', minimum: property.minimumOfferShown ? minimumOffer : null };
  }
  const lowest = lowestAcceptableOffer(property);
  if (lowest !== null && Number(amount) < Number(lowest)) return { kind: 'below-step', lowestAcceptable: lowest };
  return undefined;
}
