import { describe, expect, it } from 'vitest';
import { munichLocalOf, munichLocalToUtc } from './munich-time';

describe('Munich wall-clock times', () => {
  it('names the right moment in winter and in summer, either side of the change in March', () => {
    expect(munichLocalToUtc('2027-03-27T10:00')?.toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(munichLocalToUtc('2027-03-28T10:00')?.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(munichLocalToUtc('2027-10-31T10:00')?.toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(munichLocalOf(new Date('2027-03-28T08:00:00Z'))).toBe('2027-03-28T10:00');
  });

  it('refuses a time the clocks skip and a date that does not exist; takes the first of a time passed twice', () => {
    expect(munichLocalToUtc('2027-03-28T02:30')).toBeNull();
    expect(munichLocalToUtc('2027-02-30T10:00')).toBeNull();
    expect(munichLocalToUtc('2027-03-28T24:00')).toBeNull();
    expect(munichLocalToUtc('28.03.2027 10:00')).toBeNull();
    expect(munichLocalToUtc('2027-10-31T02:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});
