import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** Decoding stops beyond 40 megapixels, so a tiny file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const FULL_WIDTH = 1920;
export const THUMB_WIDTH = 480;
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface StoredImage {
  /** Public URL of the full image, e.g. /uploads/3f9c...e1.webp */
  url: string;
  /** Files written (full and thumbnail), for clean-up if a later step fails. */
  files: string[];
}

/** The thumbnail URL that belongs to an uploaded image URL (same name, -480 suffix). */
export function thumbnailUrlOf(url: string): string {
  return url.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`);
}

/** The file names behind an /uploads/ URL, or null when the URL is not ours or not well formed. */
export function uploadFilesOf(url: string): { full: string; thumb: string } | null {
  const match = /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(url);
  if (!match) return null;
  return { full: `${match[1]}.webp`, thumb: `${match[1]}-${THUMB_WIDTH}.webp` };
}

async function writeAtomically(pipeline: Sharp, target: string): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await pipeline.toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Re-encodes an image to WebP (auto-rotated, metadata such as EXIF/GPS stripped) in two widths,
 * under a random name. Each file is written to a temp name and renamed, so a crash never leaves
 * a half-written image behind a URL.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<StoredImage> {
  await mkdir(uploadsDir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const full = join(uploadsDir, `${id}.webp`);
  const thumb = join(uploadsDir, `${id}-${THUMB_WIDTH}.webp`);
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const written: string[] = [];
  try {
    await writeAtomically(source().resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }), full);
    written.push(full);
    await writeAtomically(source().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }), thumb);
    written.push(thumb);
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  return { url: `${UPLOADS_URL_PREFIX}${id}.webp`, files: written };
}

export async function removeStoredImage(url: string, uploadsDir: string): Promise<void> {
  const files = uploadFilesOf(url);
  if (!files) return;
  await Promise.all([rm(join(uploadsDir, files.full), { force: true }), rm(join(uploadsDir, files.thumb), { force: true })]);
}
