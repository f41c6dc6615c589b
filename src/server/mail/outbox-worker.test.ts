import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './outbox-worker';

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt, starting from the base', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than an hour', () => {
    expect(retryDelayMs(8, 30_000)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(40, 30_000)).toBe(60 * 60 * 1000);
  });
});
