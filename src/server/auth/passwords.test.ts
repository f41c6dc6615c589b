import { describe, expect, it } from 'vitest';
import { DECOY_HASH, generatePassword, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17 and a random salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$x$y', 'scrypt$131072$8$1$', 'scrypt$131072$8$1$c2FsdA==$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('has a decoy hash with the current parameters that matches nothing', async () => {
    expect(DECOY_HASH.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('', DECOY_HASH)).toBe(false);
    expect(await verifyPassword('correct-horse-battery-staple', DECOY_HASH)).toBe(false);
  });

  it('generates 20-character passwords from an unambiguous alphabet', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
