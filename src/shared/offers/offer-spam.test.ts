import { describe, expect, it } from 'vitest';
import { botSignalOf, MIN_FILL_MS } from './offer-spam';

describe('botSignalOf', () => {
  it('does not judge a submission that sends neither field (an API client)', () => {
    expect(botSignalOf({})).toBeNull();
  });

  it('names the trap field filled in, and a form sent faster than a person can', () => {
    expect(botSignalOf({ website: 'https://spam.example' })).toBe('trap-filled');
    expect(botSignalOf({ website: 'https://spam.example', fillMs: 300 })).toBe('trap-filled');
    expect(botSignalOf({ fillMs: 300 })).toBe('too-fast');
    expect(botSignalOf({ fillMs: MIN_FILL_MS - 1, website: '' })).toBe('too-fast');
  });

  it('lets a person through: the trap empty and the form open long enough', () => {
    expect(botSignalOf({ website: '', fillMs: MIN_FILL_MS })).toBeNull();
    expect(botSignalOf({ website: '  ', fillMs: 45_000 })).toBeNull();
  });
});
