import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageFiles } from './image-files';
import { CANONICAL_RENDITION, DERIVED_RENDITIONS, SHARE_SUFFIX, type Rendition } from './image-renditions';

/** Decoding stops beyond 40 megapixels, so a tiny file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
const THUMB_WIDTH = 480;
const UPLOADS_URL_PREFIX = '/uploads/';
/**
 * Encoders running at once for one upload: two keep both cores busy (four measured slower here)
 * and leave libuv threads free for the file reads of other requests.
 */
const ENCODER_LANES = 2;

export interface StoredImage {
  /** Public URL of the full image, e.g. /uploads/3f9c...e1.webp */
  url: string;
  /** The names written (the full image and all its variants), for clean-up if a later step fails. */
  files: string[];
}

/** The thumbnail URL that belongs to an uploaded image URL (same name, -480 suffix); external URLs have none. */
export function thumbnailUrlOf(url: string): string {
  return uploadFilesOf(url) ? url.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`) : url;
}

/** The 1200×630 JPEG for link previews of an uploaded image; external URLs have none. */
export function shareImageUrlOf(url: string): string | undefined {
  return uploadFilesOf(url) ? url.replace(/\.webp$/, SHARE_SUFFIX) : undefined;
}

/** The upload's random id when the name is a canonical upload file name (`<32 hex>.webp`). */
export function uploadIdOf(fileName: string): string | undefined {
  return /^([a-f0-9]{32})\.webp$/.exec(fileName)?.[1];
}

/** The file names of an upload's variants (everything but the canonical file). */
function variantFileNamesOf(id: string): string[] {
  return DERIVED_RENDITIONS.map((rendition) => `${id}${rendition.suffix}`);
}

/** The file names behind an /uploads/ URL, or null when the URL is not ours or not well formed. */
export function uploadFilesOf(url: string): { full: string; thumb: string; all: string[] } | null {
  const id = url.startsWith(UPLOADS_URL_PREFIX) ? uploadIdOf(url.slice(UPLOADS_URL_PREFIX.length)) : undefined;
  if (!id) return null;
  const full = `${id}${CANONICAL_RENDITION.suffix}`;
  return { full, thumb: `${id}-${THUMB_WIDTH}.webp`, all: [full, ...variantFileNamesOf(id)] };
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

/** Runs the steps at most `lanes` at a time; after a failure no further step starts. */
async function inLanes<T>(steps: readonly (() => Promise<T>)[], lanes: number): Promise<T[]> {
  const results = new Array<T>(steps.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < steps.length) {
      const index = next++;
      try {
        results[index] = await steps[index]!();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, lane));
  return results;
}

/** Every file of an upload, in the order it is written: the canonical file last. */
export const STORED_RENDITIONS: readonly Rendition[] = [...DERIVED_RENDITIONS, CANONICAL_RENDITION];

/** One encoded file of an upload, before it has a name. */
export interface EncodedRendition {
  suffix: string;
  data: Buffer;
}

/**
 * Re-encodes an image (auto-rotated, metadata such as EXIF/GPS stripped) into every rendition of
 * STORED_RENDITIONS, in memory; a decode failure is an ImageDecodeError. A change to how the picture
 * is read here changes every file: the demo images' committed renditions must then be encoded
 * again (`npm run demo:encode`).
 */
export async function encodeImage(input: Buffer): Promise<EncodedRendition[]> {
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const encoded = await inLanes(
    STORED_RENDITIONS.map((rendition) => () => encode(rendition.render(source()))),
    ENCODER_LANES,
  );
  return STORED_RENDITIONS.map((rendition, index) => ({ suffix: rendition.suffix, data: encoded[index]! }));
}

/**
 * Stores encoded renditions (all of STORED_RENDITIONS) under a random name that is never reused,
 * so its URL can be cached for good; the store writes all of them or none. The canonical file
 * comes last: whoever sees it (the start-up backfill) sees its variants too.
 */
export async function storeEncodedImage(encoded: readonly EncodedRendition[], store: ImageFiles): Promise<StoredImage> {
  const bySuffix = new Map(encoded.map((rendition) => [rendition.suffix, rendition.data]));
  const id = randomBytes(16).toString('hex');
  const files = STORED_RENDITIONS.map(({ suffix }) => {
    const data = bySuffix.get(suffix);
    if (!data) throw new Error(`the rendition ${suffix} is missing`);
    return { name: `${id}${suffix}`, data };
  });
  await store.writeAll(files);
  return { url: `${UPLOADS_URL_PREFIX}${id}${CANONICAL_RENDITION.suffix}`, files: files.map((file) => file.name) };
}

/** Encodes an upload (encodeImage) and stores it (storeEncodedImage). */
export async function storeImage(input: Buffer, store: ImageFiles): Promise<StoredImage> {
  return storeEncodedImage(await encodeImage(input), store);
}

/** Clean-up after a refused or failed request: the files of images that never reached a row. */
export async function discardStoredImages(images: readonly StoredImage[], store: ImageFiles): Promise<void> {
  await store.remove(images.flatMap((image) => image.files));
}

/** Removes the canonical file and every variant of an uploaded image; external URLs are left alone. */
export async function removeStoredImage(url: string, store: ImageFiles): Promise<void> {
  const files = uploadFilesOf(url);
  if (!files) return;
  await store.remove(files.all);
}
