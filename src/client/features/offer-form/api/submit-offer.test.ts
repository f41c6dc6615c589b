import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#shared/offers/offer-spam.ts';
import { waitUntilPlausible } from './submit-offer';

describe('waitUntilPlausible', () => {
  it('sends at once when the page has been open long enough, or when no time was measured', async () => {
    const waited: number[] = [];
    const wait = async (ms: number) => void waited.push(ms);
    expect(await waitUntilPlausible(MIN_FILL_MS, wait)).toBe(MIN_FILL_MS);
    expect(await waitUntilPlausible(40_000, wait)).toBe(40_000);
    expect(await waitUntilPlausible(undefined, wait)).toBeUndefined();
    expect(waited).toEqual([]);
  });

  it('waits out the rest when the form was filled in at once, and reports the time it then has', async () => {
    const waited: number[] = [];
    const wait = async (ms: number) => void waited.push(ms);
    const fillMs = await waitUntilPlausible(600, wait);
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeGreaterThan(MIN_FILL_MS - 600);
    expect(fillMs).toBe(600 + waited[0]!);
    expect(fillMs).toBeGreaterThan(MIN_FILL_MS);
  });
});
