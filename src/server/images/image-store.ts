import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** Decoding stops beyond 40 megapixels, so a tiny file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
const FULL_WIDTH = 1920;
const THUMB_WIDTH = 480;
const UPLOADS_URL_PREFIX = '/uploads/';

export interface StoredImage {
  /** Public URL of the full image, e.g. /uploads/3f9c...e1.webp */
  url: string;
  /** Files written (full and thumbnail), for clean-up if a later step fails. */
  files: string[];
}

/** The thumbnail URL that belongs to an uploaded image URL (same name, -480 suffix); external URLs have none. */
export function thumbnailUrlOf(url: string): string {
  return uploadFilesOf(url) ? url.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`) : url;
}

/** The file names behind an /uploads/ URL, or null when the URL is not ours or not well formed. */
export function uploadFilesOf(url: string): { full: string; thumb: string } | null {
  const match = /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(url);
  if (!match) return null;
  return { full: `${match[1]}.webp`, thumb: `${match[1]}-${THUMB_WIDTH}.webp` };
}

/** Formats accepted from uploads, as sharp names them after reading the bytes. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

export type ImageInspection =
  { ok: true; format: string; width: number; height: number } | { ok: false; reason: 'type' | 'broken' | 'pixels' };

/**
 * Looks at the bytes only (never the name or the declared MIME type) and reads just the header:
 * an oversized image is refused before any pixel is decoded.
 */
export async function inspectImage(input: Buffer): Promise<ImageInspection> {
  if (input.length === 0) return { ok: false, reason: 'broken' };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    // Not an image format at all (text, HTML, ...) versus a known format with a damaged header.
    const unknownFormat = error instanceof Error && /unsupported image format/i.test(error.message);
    return { ok: false, reason: unknownFormat ? 'type' : 'broken' };
  }
  const { format } = metadata;
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, reason: 'type' };
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'pixels' };
  return { ok: true, format, width, height };
}

/** The bytes could not be decoded (truncated, corrupt, over the pixel limit): the client's fault. */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'image could not be decoded', { cause });
    this.name = 'ImageDecodeError';
  }
}

async function encode(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw new ImageDecodeError(error);
  }
}

async function writeAtomically(data: Buffer, target: string): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Re-encodes an image to WebP (auto-rotated, metadata such as EXIF/GPS stripped) in two widths,
 * under a random name. Both are encoded in memory first, so a decode failure (ImageDecodeError)
 * writes nothing; each file is then written to a temp name and renamed, so a crash never leaves
 * a half-written image behind a URL.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<StoredImage> {
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const [fullData, thumbData] = await Promise.all([
    encode(source().resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp({ quality: 82 })),
    encode(source().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 75 })),
  ]);
  await mkdir(uploadsDir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const full = join(uploadsDir, `${id}.webp`);
  const thumb = join(uploadsDir, `${id}-${THUMB_WIDTH}.webp`);
  const written: string[] = [];
  try {
    await writeAtomically(fullData, full);
    written.push(full);
    await writeAtomically(thumbData, thumb);
    written.push(thumb);
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return { url: `${UPLOADS_URL_PREFIX}${id}.webp`, files: written };
}

/** Clean-up after a refused or failed request: the files of images that never reached a row. */
export async function discardStoredImages(images: readonly StoredImage[]): Promise<void> {
  await removeFiles(images.flatMap((image) => image.files));
}

async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

export async function removeStoredImage(url: string, uploadsDir: string): Promise<void> {
  const files = uploadFilesOf(url);
  if (!files) return;
  await Promise.all([
    rm(join(uploadsDir, files.full), { force: true }),
    rm(join(uploadsDir, files.thumb), { force: true }),
  ]);
}
