import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_FILE_PATTERN, writeAtomically } from './atomic-files';

/**
 * A per-instance disk cache of images whose home is the database: names are never reused, so an
 * entry never goes stale; it only leaves when space is needed (least recently used first) or its
 * image is removed. Whatever fails here only costs a database read.
 */
export class ImageCache {
  /** Name → size; Map order is use order, the least recently used first. */
  private readonly entries = new Map<string, number>();
  private totalBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const found = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => ({ name: entry.name, info: statSync(join(dir, entry.name)) }))
      .sort((a, b) => a.info.atimeMs - b.info.atimeMs);
    for (const { name, info } of found) {
      if (TEMP_FILE_PATTERN.test(name)) rmSync(join(dir, name), { force: true });
      else this.remember(name, info.size);
    }
    this.evict();
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The cached bytes, or null on a miss. */
  async get(name: string): Promise<Buffer | null> {
    const size = this.entries.get(name);
    if (size === undefined) return null;
    try {
      const data = await readFile(join(this.dir, name));
      this.entries.delete(name);
      this.entries.set(name, size);
      return data;
    } catch {
      this.forget(name);
      return null;
    }
  }

  /** Where a cached file is, to stream it; null on a miss. Counts as a use. */
  pathOf(name: string): string | null {
    const size = this.entries.get(name);
    if (size === undefined) return null;
    this.entries.delete(name);
    this.entries.set(name, size);
    return join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    if (data.length > this.maxBytes || this.entries.has(name)) return;
    try {
      await writeAtomically(data, join(this.dir, name));
    } catch {
      return;
    }
    // Two requests for one missing image both write it: counted once.
    if (!this.entries.has(name)) this.remember(name, data.length);
    this.evict();
  }

  drop(name: string): void {
    if (!this.entries.has(name)) return;
    this.forget(name);
    rmSync(join(this.dir, name), { force: true });
  }

  clear(): void {
    for (const name of [...this.entries.keys()]) this.drop(name);
  }

  private remember(name: string, size: number): void {
    this.entries.set(name, size);
    this.totalBytes += size;
  }

  private forget(name: string): void {
    this.totalBytes -= this.entries.get(name) ?? 0;
    this.entries.delete(name);
  }

  private evict(): void {
    for (const name of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) return;
      this.drop(name);
    }
  }
}
