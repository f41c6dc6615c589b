import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** 16 bytes of HMAC-SHA256: 128 bits, as hard to guess as the random tokens elsewhere. */
const MAC_BYTES = 16;
const TOKEN_PATTERN = /^[0-9a-f]{32}[A-Za-z0-9_-]{22}$/;

/**
 * Tokens that name a row by its uuid and prove they were made here: the id in hex and a keyed hash
 * of it, under a key derived from the configured secret for one purpose (a bidder's page, a team
 * invitation). Nothing is stored: the same row always gets the same token, on every instance, and
 * a token of a deleted row opens nothing because its row is gone.
 */
export class SignedIds {
  private readonly key: Buffer;

  constructor(secret: string, purpose: { salt: string; info: string }) {
    this.key = Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
  }

  tokenOf(id: string): string {
    const hex = id.replace(/-/g, '').toLowerCase();
    return `${hex}${this.mac(hex).toString('base64url')}`;
  }

  /** The id a token was made for; null when it was not made here (or was changed). */
  idOf(token: string): string | null {
    if (!TOKEN_PATTERN.test(token)) return null;
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
