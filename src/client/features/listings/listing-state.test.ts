import { describe, expect, it } from 'vitest';
import { listingState } from './listing-state';

describe('listingState', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('is running until two days before the end, ending soon within them, ended from the end on', () => {
    expect(listingState('2026-11-29T12:00:01Z', now)).toBe('running');
    expect(listingState('2026-11-29T12:00:00Z', now)).toBe('ending-soon');
    expect(listingState('2026-11-27T12:00:01Z', now)).toBe('ending-soon');
    expect(listingState('2026-11-27T12:00:00Z', now)).toBe('ended');
    expect(listingState('not a date', now)).toBe('ended');
  });
});
