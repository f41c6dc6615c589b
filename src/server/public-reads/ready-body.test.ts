import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readyBody } from './ready-body';

/** Text that compresses somewhat, like a rendered page: words and numbers, not one repeated letter. */
const pageLike = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 40) }, (_, index) => `<li data-i="${index}">Wohnung ${index * 7919}</li>`)
    .join('')
    .slice(0, bytes);

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('readyBody', () => {
  it('compresses a small body at once at brotli quality 11', () => {
    const small = readyBody(pageLike(4_000), 'text/html');
    expect(small.brSuffix).toBe('-br');
    expect(brotliDecompressSync(small.br).toString()).toBe(small.identity.toString());
  });

  it('sends a large body with a quick brotli variant, and the best one once it is asked for again', async () => {
    const text = pageLike(60_000);
    const large = readyBody(text, 'text/html');
    expect(large.brSuffix).toBe('-b5');
    expect(brotliDecompressSync(large.br).toString()).toBe(text);
    expect(gunzipSync(large.gzip).toString()).toBe(text);
    const quickBytes = large.br.byteLength;
    // Sent once: a page asked for once is not worth the better compression.
    large.sentAsBrotli?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(large.brSuffix).toBe('-b5');
    large.sentAsBrotli?.();
    await waitFor(() => large.brSuffix === '-br');
    expect(brotliDecompressSync(large.br).toString()).toBe(text);
    expect(large.br.byteLength).toBeLessThan(quickBytes);
  });
});
