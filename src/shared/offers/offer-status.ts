/**
 * Where the agent stands with an offer (decision 61): beyond the favourite flag, which stays.
 * Every offer starts as 'new'; the admin moves it on by hand, in any direction.
 */
export const OFFER_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
