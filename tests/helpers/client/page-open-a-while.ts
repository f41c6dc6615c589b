import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The page has been open for a minute, as for a person who read it before offering: the offer
 * form sends at once. (A form sent sooner after the page began to load than a person could fill it
 * in waits out the rest first, submit-offer.ts, which a test's fresh window always would be.)
 * Call at the top of a test file whose tests send offers.
 */
export function pageOpenForAMinute(): void {
  const realNow = performance.now.bind(performance);
  let shifted: { mockRestore(): void } | undefined;
  beforeEach(() => {
    shifted = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 60_000);
  });
  afterEach(() => shifted?.mockRestore());
}
