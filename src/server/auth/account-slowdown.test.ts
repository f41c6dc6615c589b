import { describe, expect, it } from 'vitest';
import { ACCOUNT_SLOWDOWN, delayAfter } from './account-slowdown';

describe('delayAfter', () => {
  it('costs nothing for the first five failures, then 1 s doubling up to 30 s', () => {
    const delays = [0, 4, 5, 6, 7, 9, 10, 50].map((failures) => delayAfter(failures, ACCOUNT_SLOWDOWN));
    expect(delays).toEqual([0, 0, 1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});
