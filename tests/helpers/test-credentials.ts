import { randomBytes, scryptSync } from 'node:crypto';

/** The admin every test app starts with (kept apart so the global setup can use it without vitest's runtime). */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'correct-horse-battery-staple';

/**
 * A stored hash of `password` in the product's format (`scrypt$N$r$p$salt$key`) at a low cost
 * (N=2^12 instead of 2^17). The product verifies a hash with the parameters stored in it, so the
 * test admin signs in for a few milliseconds instead of a third of a second of CPU: the suite signs
 * in hundreds of times. Hashes the product makes itself (new admins, changed passwords, the decoy
 * for unknown names) keep their production cost, and the tests of that cost use those.
 */
export function fixturePasswordHash(password: string): string {
  const params = { N: 2 ** 12, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}
