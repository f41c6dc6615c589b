/**
 * The offer procedure of a property (decision 0069): sealed or open, a minimum offer, a minimum
 * step above the highest (open mode) and the late-offer extension.
 */
export const OFFER_MODES = ['sealed', 'open'] as const;
export type OfferMode = (typeof OFFER_MODES)[number];

export const PROCEDURE_LIMITS = {
  /** A late-offer extension longer than two hours is a typo rather than a procedure. */
  extensionMinutes: 120,
} as const;

/** What the admin's create form proposes for a new property; the API's default stays 0 (today's behaviour). */
export const SUGGESTED_EXTENSION_MINUTES = 15;

/** Cents of a normalized amount ("1234.50" → 123450n), exact for numeric(12,2). */
function centsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** A normalized amount ("1234.50") from cents. */
function amountOfCents(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

interface AcceptanceRules {
  mode: OfferMode;
  /** Normalized decimal strings, or null when not set. */
  minimumOffer: string | null;
  minimumStep: string | null;
  /** The current highest offer, or null without offers. */
  highestOffer: string | null;
}

/**
 * The lowest amount an offer may have now: the minimum, and in open mode with a step the highest
 * plus the step. Null: any amount above 0. The server applies the same rule in SQL (offer-batcher.ts).
 */
export function lowestAcceptableOffer({
  mode,
  minimumOffer,
  minimumStep,
  highestOffer,
}: AcceptanceRules): string | null {
  const floor = minimumOffer === null ? null : centsOf(minimumOffer);
  if (mode !== 'open' || highestOffer === null || minimumStep === null) {
    return floor === null ? null : amountOfCents(floor);
  }
  const aboveHighest = centsOf(highestOffer) + centsOf(minimumStep);
  return amountOfCents(floor !== null && floor > aboveHighest ? floor : aboveHighest);
}

/**
 * Why the procedure would refuse `amount` now, as the server would answer it (below-minimum or
 * below-step, with the lowest amount it takes), or null when it is high enough. A minimum that is
 * not shown is not known here: the server still refuses below it.
 */
export function procedureRefusalOf(
  amount: string,
  rules: AcceptanceRules,
): { reason: 'below-minimum' | 'below-step'; lowestAcceptable: string } | null {
  const lowest = lowestAcceptableOffer(rules);
  if (lowest === null || centsOf(amount) >= centsOf(lowest)) return null;
  const belowMinimum = rules.minimumOffer !== null && centsOf(amount) < centsOf(rules.minimumOffer);
  return {
    reason: belowMinimum ? 'below-minimum' : 'below-step',
    lowestAcceptable: belowMinimum ? rules.minimumOffer! : lowest,
  };
}

/**
 * A property as visitors may see it: with its minimum offer only where the agent shows it (a
 * hidden minimum never leaves the server); the public schema drops the other settings.
 */
export function withPublicMinimum<T extends { minimumOffer: string | null; minimumOfferShown: boolean }>(
  property: T,
): T & { publicMinimumOffer: string | null } {
  return { ...property, publicMinimumOffer: property.minimumOfferShown ? property.minimumOffer : null };
}
