import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { DiskImageFiles } from './disk-image-files';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegImage, storedVariantFacts, UPLOAD_VARIANTS, uploadFileNames } from '#tests/helpers/images.ts';
import { writeAllAtomically } from './atomic-files';
import {
  ImageDecodeError,
  removeStoredImage,
  shareImageUrlOf,
  storeImage,
  thumbnailUrlOf,
  uploadFilesOf,
} from './image-store';

const HEX = '0123456789abcdef0123456789abcdef';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'image-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('upload URLs', () => {
  it('name the share image and the thumbnail of an upload, nothing for other URLs', () => {
    expect(shareImageUrlOf(`/uploads/${HEX}.webp`)).toBe(`/uploads/${HEX}-share.jpg`);
    expect(thumbnailUrlOf(`/uploads/${HEX}.webp`)).toBe(`/uploads/${HEX}-480.webp`);
    for (const url of [
      'https://images.unsplash.com/photo-1',
      '/uploads/../../etc/passwd',
      `/uploads/${HEX.toUpperCase()}.webp`,
      `/uploads/${HEX}-480.webp`,
      `/elsewhere/${HEX}.webp`,
    ]) {
      expect(shareImageUrlOf(url), url).toBeUndefined();
      expect(uploadFilesOf(url), url).toBeNull();
    }
  });

  it('list the canonical file and every variant behind an upload', () => {
    expect(uploadFilesOf(`/uploads/${HEX}.webp`)?.all.sort()).toEqual(uploadFileNames(`/uploads/${HEX}.webp`).sort());
  });
});

describe('storeImage', () => {
  it('writes the canonical 1920 px WebP last, after its WebP and AVIF widths and the 1200×630 share JPEG', async () => {
    const stored = await storeImage(await jpegImage(2000, 1500), new DiskImageFiles(dir));
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(readdirSync(dir).sort()).toEqual(uploadFileNames(stored.url).sort());
    expect([...stored.files].sort()).toEqual(uploadFileNames(stored.url).sort());
    // A reader that finds the canonical file finds its variants too.
    expect(stored.files.at(-1)).toBe(uploadFileNames(stored.url)[0]!);
    expect(await storedVariantFacts(new DiskImageFiles(dir), stored.url)).toEqual(
      UPLOAD_VARIANTS.map(({ suffix, format, width }) => ({
        suffix,
        format,
        width,
        height: suffix === '-share.jpg' ? 630 : (width * 3) / 4,
      })),
    );
  });

  it('writes nothing for bytes that cannot be decoded', async () => {
    const truncated = (await jpegImage(800, 600)).subarray(0, 2000);
    await expect(storeImage(truncated, new DiskImageFiles(dir))).rejects.toBeInstanceOf(ImageDecodeError);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('writeAllAtomically', () => {
  it('removes the files it wrote when a later one fails', async () => {
    const files = [
      { path: join(dir, 'a.webp'), data: Buffer.from('a') },
      { path: join(dir, 'b.avif'), data: Buffer.from('b') },
      { path: join(dir, 'missing-folder', 'c.jpg'), data: Buffer.from('c') },
    ];
    await expect(writeAllAtomically(files)).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('removeStoredImage', () => {
  it('removes the canonical file and every variant, and no other upload', async () => {
    const store = new DiskImageFiles(dir);
    const [gone, kept] = [await storeImage(await jpegImage(), store), await storeImage(await jpegImage(), store)];
    await removeStoredImage(gone!.url, store);
    expect(readdirSync(dir).sort()).toEqual(uploadFileNames(kept!.url).sort());
    await removeStoredImage('https://images.unsplash.com/photo-1', store);
    expect(readdirSync(dir)).toHaveLength(uploadFileNames(kept!.url).length);
  });
});
