import { describe, expect, it } from 'vitest';
import { domainOf, isPermanentRefusal } from './mail-sender';

describe('domainOf', () => {
  it('takes the domain of a bare address and of "Name <address>"', () => {
    expect(domainOf('angebote@isarwert.de')).toBe('isarwert.de');
    expect(domainOf('Isarwert Immobilien <angebote@isarwert.de>')).toBe('isarwert.de');
  });
});

describe('isPermanentRefusal', () => {
  it('is true for an SMTP 5xx reply only', () => {
    expect(isPermanentRefusal(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error('try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
