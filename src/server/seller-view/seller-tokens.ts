import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token: 32 random bytes (256 bits) in base64url, 43 characters. */
export const newSellerToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256. */
export const sellerTokenHash = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Compares a stored hash with a token's without leaking, by timing, how much of it matched. */
export function tokenMatches(storedHash: Uint8Array, token: string): boolean {
  const hash = sellerTokenHash(token);
  return storedHash.length === hash.length && timingSafeEqual(storedHash, hash);
}
