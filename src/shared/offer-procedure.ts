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
