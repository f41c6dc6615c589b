import { FINANCING_OPTIONS, type Financing } from '#shared/offers/offer-terms.ts';

/**
 * How strong an offer's financing is, for the best-and-final round's ranking (decision 0137): own
 * funds before a confirmed loan before a loan in progress before nothing said.
 */
const FINANCING_STRENGTH: Record<Financing, number> = {
  'own-funds': 3,
  'financing-confirmed': 2,
  'financing-in-progress': 1,
};

/** The same order as SQL: a CASE over the stored text, 0 for no financing given. */
export const FINANCING_STRENGTH_SQL = `case ${FINANCING_OPTIONS.map(
  (option) => `when '${option}' then ${FINANCING_STRENGTH[option]}`,
).join(' ')} else 0 end`;

export const FINAL_ROUND_LIMITS = {
  /** The most bidders one round may invite: a shortlist, not a second procedure. */
  maxSize: 20,
  /** A round lasts at least an hour and at most 60 days. */
  minHours: 1,
  maxDays: 60,
} as const;
