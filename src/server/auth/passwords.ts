import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ScryptThreads } from './scrypt-threads';

/** scrypt N=2^17, r=8, p=1 (OWASP password storage guidance); needs ~128 MiB, hence maxmem. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024;

/**
 * Two threads for the whole process, whatever asks: sign-ins are bounded further by the route
 * (auth/password-check-gate.ts); the rest (a first admin, the command line) is rare.
 */
const threads = new ScryptThreads(2);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return threads.derive(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEM });
}

/** Returns "scrypt$N$r$p$salt$hash" so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A well-formed hash with the current parameters that no password matches in practice (an all-zero
 * key). Checking an unknown user's password against it costs exactly as much as a real check, so
 * the answer time does not reveal whether the user exists; being a constant, it costs nothing to make.
 */
export const DECOY_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(KEY_LENGTH).toString('base64'),
].join('$');

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const key = await derive(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random password for a first admin: 20 characters from an unambiguous alphabet. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
