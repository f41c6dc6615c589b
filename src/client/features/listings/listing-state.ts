/** Within two days of its end a running procedure is "ending soon" on its card. */
const ENDING_SOON_MS = 48 * 60 * 60 * 1000;

export type ListingState = 'running' | 'ending-soon' | 'ended';

/** Where a procedure stands at `now` (epoch ms): judged once per render, not ticking. */
export function listingState(auctionEndDate: string, now: number): ListingState {
  const left = Date.parse(auctionEndDate) - now;
  if (!(left > 0)) return 'ended';
  return left <= ENDING_SOON_MS ? 'ending-soon' : 'running';
}
