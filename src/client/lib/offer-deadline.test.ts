import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { translator } from './i18n';
import { timeLeft, timeLeftText } from './offer-deadline';

const END = '2026-12-10T17:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const maps = translationMaps(DEFAULT_TRANSLATIONS);

function text(language: 'de' | 'en' | 'fr', now: string) {
  const left = timeLeft(END, at(now));
  if (left.closed) return 'closed';
  return timeLeftText(left, translator(maps(language)), language);
}

describe('the offer period', () => {
  it('names the two largest units left, in each language', () => {
    expect(text('de', '2026-12-07T13:00:00.000Z')).toBe('3 Tagen, 4 Std.');
    expect(text('en', '2026-12-07T13:00:00.000Z')).toBe('3 days, 4 h');
    expect(text('fr', '2026-12-07T13:00:00.000Z')).toBe('3 jours, 4 h');
    expect(text('de', '2026-12-09T16:00:00.000Z')).toBe('1 Tag, 1 Std.');
    expect(text('en', '2026-12-09T17:00:00.000Z')).toBe('1 day');
    expect(text('de', '2026-12-10T11:48:00.000Z')).toBe('5 Std., 12 Min.');
    expect(text('fr', '2026-12-10T16:48:00.000Z')).toBe('12 min');
  });

  it('counts to the second in the last ten minutes, and is closed from the end on', () => {
    expect(text('de', '2026-12-10T16:50:00.000Z')).toBe('10 Min.');
    expect(text('de', '2026-12-10T16:50:00.001Z')).toBe('10 Min.');
    expect(text('de', '2026-12-10T16:50:55.000Z')).toBe('9 Min., 5 Sek.');
    expect(text('en', '2026-12-10T16:58:30.500Z')).toBe('1 min, 30 s');
    expect(text('fr', '2026-12-10T16:59:59.000Z')).toBe('1 s');
    expect(text('de', '2026-12-10T16:49:59.000Z')).toBe('11 Min.');
    expect(timeLeft(END, at(END))).toEqual({ closed: true });
    expect(timeLeft(END, at('2026-12-11T00:00:00.000Z'))).toEqual({ closed: true });
  });
});
