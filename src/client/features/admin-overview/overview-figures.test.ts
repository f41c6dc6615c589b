import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../shared/schemas/offer';
import { computeOverview, formatAverageMillions } from './overview-figures';

function offer(id: number, createdAt: Date, bidAmount: string): Offer {
  return {
    id: `b${id}`,
    propertyId: 'p1',
    firstName: `First${id}`,
    lastName: `Last${id}`,
    email: `b${id}@example.de`,
    phone: '089 1',
    bidAmount,
    isFavorite: false,
    createdAt: createdAt.toISOString(),
  };
}

describe('computeOverview', () => {
  // Local times: "today" is the browser's calendar day, not the UTC day.
  const now = new Date(2026, 2, 15, 10, 0);

  it('counts active properties and the offers of the local calendar day', () => {
    const offers = [
      offer(1, new Date(2026, 2, 15, 0, 0, 1), '100000'),
      offer(2, new Date(2026, 2, 15, 23, 59), '200000'),
      offer(3, new Date(2026, 2, 14, 23, 59, 59), '300000'),
      offer(4, new Date(2025, 2, 15, 12, 0), '400000'),
    ];
    const figures = computeOverview([{ isActive: true }, { isActive: false }, { isActive: true }], offers, now);
    expect(figures.activeProperties).toBe(2);
    expect(figures.offersToday).toBe(2);
    expect(figures.averageOffer).toBe(250000);
  });

  it('averages amounts that arrive as strings', () => {
    const figures = computeOverview([], [offer(1, now, '1000000.00'), offer(2, now, '1500000.50')], now);
    expect(figures.averageOffer).toBeCloseTo(1250000.25);
  });

  it('takes the first five offers as recent activities', () => {
    const offers = Array.from({ length: 8 }, (_, i) => offer(i, now, '1'));
    expect(computeOverview([], offers, now).recent.map((b) => b.id)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
  });

  it('has no average without offers', () => {
    expect(computeOverview([], [], now)).toEqual({
      activeProperties: 0,
      offersToday: 0,
      averageOffer: null,
      recent: [],
    });
  });
});

describe('formatAverageMillions', () => {
  const template = (value: string) => `${value} Mio. €`;
  it('shows millions with one decimal in German format', () => {
    expect(formatAverageMillions(1_250_000, template, '0 €')).toBe('1,3 Mio. €');
    expect(formatAverageMillions(980_000, template, '0 €')).toBe('1,0 Mio. €');
    expect(formatAverageMillions(12_340_000, template, '0 €')).toBe('12,3 Mio. €');
    expect(formatAverageMillions(40_000, template, '0 €')).toBe('0,0 Mio. €');
  });

  it("shows '0 €' without offers", () => {
    expect(formatAverageMillions(null, template, '0 €')).toBe('0 €');
  });
});
