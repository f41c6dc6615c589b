import { describe, expect, it } from 'vitest';
import { euroWithCents, munichDateTime } from './munich-format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formats on Munich’s clock', () => {
  it('writes a time in Munich in each language, winter and summer, long or medium', () => {
    expect(munichDateTime('2026-11-27T14:05:00Z', 'de')).toBe('27. November 2026 um 15:05');
    expect(munichDateTime('2026-07-01T10:30:00Z', 'en')).toBe('1 July 2026 at 12:30');
    expect(munichDateTime('2026-11-27T14:05:00Z', 'fr', 'medium')).toBe('27 nov. 2026, 15:05');
    expect(munichDateTime('2026-11-27T14:05:00Z', 'de', 'medium')).toBe('27.11.2026, 15:05');
    expect(munichDateTime('not a time', 'de')).toBe('');
  });

  it('writes euros with cents', () => {
    expect(spaces(euroWithCents('1250000.00', 'de'))).toBe('1.250.000,00 €');
    expect(euroWithCents('980000.5', 'en')).toBe('€980,000.50');
    expect(spaces(euroWithCents('975000.00', 'fr'))).toBe('975 000,00 €');
  });
});
