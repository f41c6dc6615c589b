import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { BIDDER_TOKEN_PATTERN } from '#shared/my-offers/my-offers.ts';

/** 16 bytes of HMAC-SHA256: 128 bits, as hard to guess as the random tokens elsewhere. */
const MAC_BYTES = 16;

/**
 * The tokens of bidders' own pages (decision 0110): the offer's id and a keyed hash of it, under a
 * key derived from the configured secret (SECRETS_KEY, else the session secret). Nothing is stored:
 * the same offer always gets the same token, on every instance, and a deleted offer's token opens
 * nothing because its offer is gone.
 */
export class BidderKeys {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'isarwert bidder link', 'my offers v1', 32));
  }

  tokenOf(offerId: string): string {
    const hex = offerId.replace(/-/g, '').toLowerCase();
    return `${hex}${this.mac(hex).toString('base64url')}`;
  }

  /** The offer id a token was made for; null when it was not made here (or was changed). */
  offerIdOf(token: string): string | null {
    if (!BIDDER_TOKEN_PATTERN.test(token)) return null;
    const hex = token.slice(0, 32);
    // Compared as text: decoding would ignore the last character's unused bits, and a second
    // spelling of one token would open the page too.
    const given = Buffer.from(token.slice(32), 'utf8');
    const expected = Buffer.from(this.mac(hex).toString('base64url'), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private mac(hex: string): Buffer {
    return createHmac('sha256', this.key).update(hex, 'utf8').digest().subarray(0, MAC_BYTES);
  }
}
