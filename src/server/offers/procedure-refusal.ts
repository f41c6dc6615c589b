import type { OfferOutcome } from './place-offer';

/** Why the procedure refused an offer, for the client to say it in the visitor's language (offer-messages.ts). */
type ProcedureRefusalReason = 'below-minimum' | 'below-step';

interface ProcedureRefusal {
  message: string;
  reason: ProcedureRefusalReason;
  /** The lowest acceptable amount, when the visitor may know it: a decimal string. */
  lowestAcceptable?: string;
}

const euro = (amount: string) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))}`;

/** The 422 body of an offer the procedure refuses: a hidden minimum is never named. */
export function procedureRefusal(
  outcome: Extract<OfferOutcome, { kind: 'below-minimum' | 'below-step' }>,
): ProcedureRefusal {
  if (outcome.kind === 'below-step') {
    return {
      message: `The offer must be at least ${euro(outcome.lowestAcceptable)}: the current highest offer plus the minimum step.`,
      reason: 'below-step',
      lowestAcceptable: outcome.lowestAcceptable,
    };
  }
  return outcome.minimum === null
    ? { message: 'The offer is below the minimum for this property.', reason: 'below-minimum' }
    : {
        message: `The minimum offer for this property is ${euro(outcome.minimum)}.`,
        reason: 'below-minimum',
        lowestAcceptable: outcome.minimum,
      };
}
