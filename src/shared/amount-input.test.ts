import { describe, expect, it } from 'vitest';
import { readAgentAmount, readAmount, readWholeNumber } from './amount-input';

const amount = (value: string) => ({ kind: 'amount', value });
const unclear = { kind: 'unclear' };

describe('readAmount', () => {
  it.each([
    ['480000', '480000.00'],
    ['480.000', '480000.00'],
    ['480000,50', '480000.50'],
    ['480.000,50', '480000.50'],
    ['480 000,50', '480000.50'],
    ['1.250.000', '1250000.00'],
    ['1.250.000 €', '1250000.00'],
    ['€ 480.000', '480000.00'],
    ['480000,5', '480000.50'],
    ['480000.50', '480000.50'],
    ['1.5', '1.50'],
    ['0,50', '0.50'],
  ])('reads %j in German as %s', (typed, value) => {
    expect(readAmount(typed, 'de')).toEqual(amount(value));
  });

  it.each([
    ['480000', '480000.00'],
    ['480,000', '480000.00'],
    ['480000.50', '480000.50'],
    ['480,000.50', '480000.50'],
    ['480 000.50', '480000.50'],
    ['1,5', '1.50'],
  ])('reads %j in English as %s', (typed, value) => {
    expect(readAmount(typed, 'en')).toEqual(amount(value));
  });

  it.each([
    ['480 000,50', '480000.50'],
    ['480\u202f000,50', '480000.50'],
    ['480\u00a0000', '480000.00'],
    ['480.000,50', '480000.50'],
    ['480000,50', '480000.50'],
  ])('reads %j in French as %s', (typed, value) => {
    expect(readAmount(typed, 'fr')).toEqual(amount(value));
  });

  it.each([
    ['480,000', 'de'],
    ['1.250000', 'de'],
    ['480.000,505', 'de'],
    ['1,250,000.5', 'de'],
    ['480,00,0', 'de'],
    ['480.000', 'en'],
    ['480,000,50', 'en'],
    ['1.250.000', 'en'],
    ['48 00 00', 'fr'],
    ['4.8e5', 'de'],
    ['-480000', 'de'],
    ['480000 Euro', 'de'],
    ['12345678901', 'de'],
    ['0480.000', 'de'],
  ] as const)('refuses %j in %s as unclear, never a different number', (typed, language) => {
    expect(readAmount(typed, language)).toEqual(unclear);
  });

  it('tells an empty field and a zero amount apart', () => {
    expect(readAmount('   ', 'de')).toEqual({ kind: 'empty' });
    expect(readAmount('0,00', 'de')).toEqual({ kind: 'notPositive' });
  });
});

describe('readAgentAmount: an agent may write either convention', () => {
  it('reads German numbers in the English form and English ones in the German form', () => {
    expect(readAgentAmount('1.150.000', 'en')).toEqual({ kind: 'amount', value: '1150000.00' });
    expect(readAgentAmount('10.000', 'en')).toEqual({ kind: 'amount', value: '10000.00' });
    expect(readAgentAmount('1.150.000,50', 'en')).toEqual({ kind: 'amount', value: '1150000.50' });
    expect(readAgentAmount('1,150,000', 'de')).toEqual({ kind: 'amount', value: '1150000.00' });
    expect(readAgentAmount('1,150,000.50', 'fr')).toEqual({ kind: 'amount', value: '1150000.50' });
  });

  it('keeps the form language’s own reading first, and refuses what neither reads', () => {
    expect(readAgentAmount('1,5', 'en')).toEqual({ kind: 'amount', value: '1.50' });
    expect(readAgentAmount('480.000', 'de')).toEqual({ kind: 'amount', value: '480000.00' });
    expect(readAgentAmount('1.250000', 'en')).toEqual({ kind: 'unclear' });
    expect(readAgentAmount('1.150,000', 'en')).toEqual({ kind: 'unclear' });
    expect(readAgentAmount('lots', 'de')).toEqual({ kind: 'unclear' });
    expect(readAgentAmount('', 'de')).toEqual({ kind: 'empty' });
    expect(readAgentAmount('0', 'en')).toEqual({ kind: 'notPositive' });
  });
});

describe('readWholeNumber', () => {
  it('reads digits grouped in threes by dots, commas or spaces, and a minus sign', () => {
    expect(['1150', '1.150', '1,150', '1 150', '1\u202f150', '12.345.678', '-2', ' 85 '].map(readWholeNumber)).toEqual([
      1150, 1150, 1150, 1150, 1150, 12345678, -2, 85,
    ]);
  });

  it('refuses decimals, mixed or uneven groups and anything else', () => {
    expect(
      ['1.5', '1.15', '1.150,5', '1.150,000', '1,15.000', '12a', '', '--1', '1.0000'].map(readWholeNumber),
    ).toEqual([null, null, null, null, null, null, null, null, null]);
  });
});
