import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'image-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
const files = () => readdirSync(dir).sort();

describe('ImageCache', () => {
  it('answers what it was given, and misses what it was not', async () => {
    const cache = new ImageCache(dir, 1000);
    await cache.put('a.webp', bytes(100, 1));
    expect(await cache.get('a.webp')).toEqual(bytes(100, 1));
    expect(await cache.get('b.webp')).toBeNull();
  });

  it('stays within its size, dropping the least recently used first', async () => {
    const cache = new ImageCache(dir, 300);
    await cache.put('a.webp', bytes(100, 1));
    await cache.put('b.webp', bytes(100, 2));
    await cache.put('c.webp', bytes(100, 3));
    await cache.get('a.webp');
    await cache.put('d.webp', bytes(100, 4));
    expect(files()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(cache.bytes).toBe(300);
    expect(await cache.get('b.webp')).toBeNull();
  });

  it('never keeps a file larger than itself', async () => {
    const cache = new ImageCache(dir, 50);
    await cache.put('big.webp', bytes(100, 1));
    expect(files()).toEqual([]);
    expect(cache.bytes).toBe(0);
  });

  it('drops one file, or all of them', async () => {
    const cache = new ImageCache(dir, 1000);
    await cache.put('a.webp', bytes(10, 1));
    await cache.put('b.webp', bytes(10, 2));
    cache.drop('a.webp');
    expect(files()).toEqual(['b.webp']);
    cache.clear();
    expect(files()).toEqual([]);
    expect(cache.bytes).toBe(0);
  });

  it('finds its files again after a restart, and removes what an interrupted write left', async () => {
    await new ImageCache(dir, 1000).put('a.webp', bytes(10, 1));
    writeFileSync(join(dir, 'b.webp.0123456789ab.tmp'), 'half');
    const restarted = new ImageCache(dir, 1000);
    expect(await restarted.get('a.webp')).toEqual(bytes(10, 1));
    expect(restarted.bytes).toBe(10);
    expect(files()).toEqual(['a.webp']);
  });

  it('answers a miss when a cached file went missing on disk', async () => {
    const cache = new ImageCache(dir, 1000);
    await cache.put('a.webp', bytes(10, 1));
    rmSync(join(dir, 'a.webp'));
    expect(await cache.get('a.webp')).toBeNull();
    expect(cache.bytes).toBe(0);
  });
});
