import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatAverageMillions } from './overview-figures';

describe('browserTimeZone', () => {
  it('names an IANA zone the server accepts', () => {
    const zone = browserTimeZone();
    expect(zone.length).toBeGreaterThan(0);
    expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
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
