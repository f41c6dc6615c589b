import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegImage, readStored, webpImage } from '#tests/helpers/images.ts';
import { DiskImageFiles } from '../images/disk-image-files';
import { encodeImage, STORED_RENDITIONS } from '../images/image-store';
import {
  DEMO_ENCODED_DIR,
  DEMO_IMAGES_DIR,
  demoImageKey,
  demoImageNames,
  encodeDemoImages,
  storeDemoImage,
} from './demo-images';

const REENCODE = 'run `npm run demo:encode` and commit demo-assets/property/encoded';

describe('the committed renditions of the demo images', () => {
  it('are keyed by the bytes of today’s pictures and today’s recipes', async () => {
    const manifest = JSON.parse(readFileSync(join(DEMO_ENCODED_DIR, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
    const names = await demoImageNames();
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(manifest).sort(), REENCODE).toEqual(names);
    for (const name of names) {
      expect(manifest[name], `${name}: ${REENCODE}`).toBe(demoImageKey(readFileSync(join(DEMO_IMAGES_DIR, name))));
    }
  });

  it('are every rendition of an upload, each in its format and size', async () => {
    for (const name of await demoImageNames()) {
      const source = await sharp(readFileSync(join(DEMO_IMAGES_DIR, name))).metadata();
      for (const { suffix, recipe } of STORED_RENDITIONS) {
        const file = join(DEMO_ENCODED_DIR, `${name.replace(/\.jpg$/, '')}${suffix}`);
        const metadata = await sharp(readFileSync(file)).metadata();
        const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
        expect(format, file).toBe(recipe.format);
        const wanted = recipe.resize.withoutEnlargement
          ? Math.min(recipe.resize.width!, source.width)
          : recipe.resize.width;
        expect(metadata.width, file).toBe(wanted);
        if (recipe.resize.height) expect(metadata.height, file).toBe(recipe.resize.height);
      }
    }
  });
});

describe('storeDemoImage', () => {
  const name = '01-test.jpg';
  let sourceDir: string;
  let encodedDir: string;
  let store: DiskImageFiles;
  let source: Buffer;
  /** Bytes no encoder makes from the picture: seen in the store, they came from the folder. */
  let marker: Buffer;

  beforeEach(async () => {
    sourceDir = mkdtempSync(join(tmpdir(), 'demo-images-'));
    encodedDir = join(sourceDir, 'encoded');
    store = new DiskImageFiles(join(sourceDir, 'uploads'));
    source = await jpegImage(64, 48);
    writeFileSync(join(sourceDir, name), source);
    await encodeDemoImages(sourceDir, encodedDir);
    marker = await webpImage(8, 8);
    writeFileSync(join(encodedDir, '01-test-480.webp'), marker);
  });
  afterEach(() => rmSync(sourceDir, { recursive: true, force: true }));

  const storedThumbnail = async (url: string) =>
    readStored(store, url.replace('/uploads/', '').replace(/\.webp$/, '-480.webp'));

  it('copies the committed renditions of a picture they were made from, every one under a new upload name', async () => {
    const stored = await storeDemoImage(name, source, store, encodedDir);
    expect(stored.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(stored.files).toHaveLength(STORED_RENDITIONS.length);
    expect(await storedThumbnail(stored.url)).toEqual(marker);
  });

  it('encodes the picture when the manifest names other bytes or recipes', async () => {
    writeFileSync(join(encodedDir, 'manifest.json'), JSON.stringify({ [name]: demoImageKey(Buffer.from('other')) }));
    const stored = await storeDemoImage(name, source, store, encodedDir);
    const fresh = (await encodeImage(source)).find((rendition) => rendition.suffix === '-480.webp')!.data;
    expect(await storedThumbnail(stored.url)).toEqual(fresh);
  });

  it('encodes the picture when a rendition is missing', async () => {
    unlinkSync(join(encodedDir, '01-test-share.jpg'));
    const stored = await storeDemoImage(name, source, store, encodedDir);
    expect(stored.files).toHaveLength(STORED_RENDITIONS.length);
    expect(await storedThumbnail(stored.url)).not.toEqual(marker);
  });
});
