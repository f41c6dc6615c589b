import { describe, expect, it } from 'vitest';
import { looksLikeABot, MIN_FILL_MS } from './offer-spam';

describe('looksLikeABot', () => {
  it('does not judge a submission that sends neither field (an API client)', () => {
    expect(looksLikeABot({})).toBe(false);
  });

  it('catches the trap field filled in, and a form sent faster than a person can', () => {
    expect(looksLikeABot({ website: 'https://spam.example' })).toBe(true);
    expect(looksLikeABot({ fillMs: 300 })).toBe(true);
    expect(looksLikeABot({ fillMs: MIN_FILL_MS - 1, website: '' })).toBe(true);
  });

  it('lets a person through: the trap empty and the form open long enough', () => {
    expect(looksLikeABot({ website: '', fillMs: MIN_FILL_MS })).toBe(false);
    expect(looksLikeABot({ website: '  ', fillMs: 45_000 })).toBe(false);
  });
});
