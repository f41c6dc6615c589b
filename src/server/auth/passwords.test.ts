import { describe, expect, it } from 'vitest';
import { DECOY_HASH, generatePassword, hashPassword, verifyNoOne, verifyPassword } from './passwords';

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

  it('answers for an unknown user no sooner than a real check, without running scrypt once real checks are timed', async () => {
    const stored = await hashPassword('correct horse');
    const checkTimes: number[] = [];
    let checkCpuMs = 0;
    for (let i = 0; i < 3; i++) {
      const [cpu, started] = [process.cpuUsage(), performance.now()];
      expect(await verifyPassword('wrong', stored)).toBe(false);
      checkTimes.push(performance.now() - started);
      checkCpuMs += process.cpuUsage(cpu).user / 1000 / 3;
    }
    // Five answers for nobody: each waits like a check, and the five together cost less CPU than
    // one check did (five scrypt runs would cost five; the threads' CPU counts in cpuUsage).
    const [cpu, started] = [process.cpuUsage(), performance.now()];
    const answers = await Promise.all(Array.from({ length: 5 }, () => verifyNoOne('guess')));
    expect(answers).toEqual([false, false, false, false, false]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(Math.min(...checkTimes) * 0.9);
    expect(process.cpuUsage(cpu).user / 1000).toBeLessThan(checkCpuMs);
  });

  it('generates 20-character passwords from an unambiguous alphabet', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
