import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ScryptThreads } from './scrypt-threads';

const PARAMS = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

describe('ScryptThreads', () => {
  it('derives the same key as node:crypto, for parallel checks beyond its thread count', async () => {
    const threads = new ScryptThreads(2);
    const salts = Array.from({ length: 5 }, (_, i) => Buffer.from(`salt-${i}`));
    const keys = await Promise.all(salts.map((salt) => threads.derive('pässword', salt, 64, PARAMS)));
    keys.forEach((key, i) => expect(key.equals(scryptSync('pässword', salts[i]!, 64, PARAMS))).toBe(true));
  });

  it('fails a check with impossible parameters, and the next check still works', async () => {
    const threads = new ScryptThreads(1);
    await expect(threads.derive('x', Buffer.from('s'), 64, { ...PARAMS, N: 3 })).rejects.toThrow();
    const key = await threads.derive('x', Buffer.from('s'), 64, PARAMS);
    expect(key.equals(scryptSync('x', 's', 64, PARAMS))).toBe(true);
  });
});
