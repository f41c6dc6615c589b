import { describe, expect, it } from 'vitest';
import { bidAmountSchema } from '#shared/offers/schemas.ts';
import { formatEuro, isPositiveAmount, normalizeAmount } from './money';

describe('normalizeAmount', () => {
  it.each([
    ['250000', '250000.00'],
    ['250000.5', '250000.50'],
    ['250000.55', '250000.55'],
    ['0.01', '0.01'],
    ['0', '0.00'],
    ['9999999999.99', '9999999999.99'],
    [1234.5, '1234.50'],
    [1234, '1234.00'],
    [0.1, '0.10'],
    [9999999999.99, '9999999999.99'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeAmount(input)).toBe(expected);
  });

  it.each([
    'Infinity',
    '-Infinity',
    'NaN',
    '1e400',
    '1e5',
    '1E5',
    '-1',
    '+1',
    '1.234,56',
    '1,5',
    '1 000',
    ' 100',
    '100 ',
    '12.345',
    '100.',
    '.5',
    '007',
    '0x10',
    '10000000000',
    '',
    '١٢٣',
  ])('refuses the string %j', (input) => {
    expect(normalizeAmount(input)).toBeNull();
  });

  it.each([
    [Infinity],
    [-Infinity],
    [Number.NaN],
    [1e21],
    [1e-7],
    [0.1 + 0.2],
    [12.345],
    [10_000_000_000],
    [-5],
    [null],
    [undefined],
    [true],
    [[5]],
    [{ amount: 5 }],
  ])('refuses %s', (input) => {
    expect(normalizeAmount(input)).toBeNull();
  });
});

describe('isPositiveAmount', () => {
  it('is false only for zero', () => {
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('10.00')).toBe(true);
  });
});

describe('bidAmountSchema', () => {
  it('normalizes numbers and decimal strings', () => {
    expect(bidAmountSchema.parse('950000')).toBe('950000.00');
    expect(bidAmountSchema.parse(1234.5)).toBe('1234.50');
  });

  it.each([0, '0', '0.00', -1, '-1', '', null, 'NaN', 'Infinity', '1e400', '1.234,56', '1.234', [5], true, {}])(
    'rejects %j',
    (input) => {
      expect(bidAmountSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('formatEuro', () => {
  it('formats the German way', () => {
    expect(formatEuro('1250000.00').replace(/\s/g, ' ')).toBe('1.250.000,00 €');
  });
});
