import { describe, expect, it } from 'vitest';
import { BidderKeys } from './bidder-keys';

const OFFER = '3eb1b066-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('BidderKeys', () => {
  const keys = new BidderKeys('a-session-secret-of-at-least-32-characters');

  it('makes the same 54-character token for an offer every time, and reads the offer back', () => {
    const token = keys.tokenOf(OFFER);
    expect(token).toMatch(/^3eb1b0661c2d4e5f8a9b0c1d2e3f4a5b[A-Za-z0-9_-]{22}$/);
    expect(keys.tokenOf(OFFER.toUpperCase())).toBe(token);
    expect(keys.offerIdOf(token)).toBe(OFFER);
  });

  it('refuses a token with another offer id, a changed hash, or from another secret', () => {
    const token = keys.tokenOf(OFFER);
    const otherOffer = `4${token.slice(1)}`;
    expect(keys.offerIdOf(otherOffer)).toBeNull();
    const lastCharacter = token.at(-2) === 'A' ? 'B' : 'A';
    expect(keys.offerIdOf(`${token.slice(0, -2)}${lastCharacter}${token.at(-1)}`)).toBeNull();
    // The last character carries 2 bits and 4 unused ones: no second spelling opens the page.
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (last !== token.at(-1)) expect(keys.offerIdOf(`${token.slice(0, -1)}${last}`)).toBeNull();
    }
    expect(new BidderKeys('another-secret-of-at-least-32-characters!').offerIdOf(token)).toBeNull();
    expect(keys.offerIdOf('')).toBeNull();
    expect(keys.offerIdOf(`${token}x`)).toBeNull();
  });
});
