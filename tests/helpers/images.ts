import { readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DiskImageFiles } from '#server/images/disk-image-files.ts';
import type { ImageFiles } from '#server/images/image-files.ts';

/** A small real photo-like image (noise, so the encoders have work to do). */
async function noise(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 31) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

export async function jpegImage(width = 640, height = 480): Promise<Buffer> {
  return (await noise(width, height)).jpeg({ quality: 80 }).toBuffer();
}

export async function pngImage(width = 320, height = 240): Promise<Buffer> {
  return (await noise(width, height)).png().toBuffer();
}

export async function webpImage(width = 320, height = 240): Promise<Buffer> {
  return (await noise(width, height)).webp().toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates and a camera name. */
export async function jpegWithGps(): Promise<Buffer> {
  return (await noise(400, 300))
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 0/1' },
    })
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of width × height, built by hand: 12000 × 12000 compresses to a few
 * kilobytes but would decode into 144 megapixels.
 */
export function hugeBlankPng(width = 12_000, height = 12_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rowBytes * height); // filter byte 0 + all-black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The files an upload stores beside its canonical `<hex>.webp`, as the page and link previews use them. */
export const UPLOAD_VARIANTS = [
  { suffix: '-480.webp', format: 'webp', width: 480 },
  { suffix: '-960.webp', format: 'webp', width: 960 },
  { suffix: '-1600.webp', format: 'webp', width: 1600 },
  { suffix: '-480.avif', format: 'avif', width: 480 },
  { suffix: '-960.avif', format: 'avif', width: 960 },
  { suffix: '-1600.avif', format: 'avif', width: 1600 },
  { suffix: '-share.jpg', format: 'jpeg', width: 1200, height: 630 },
] as const;

/** The file names behind an uploaded image's URL: the canonical file first, then every variant. */
export function uploadFileNames(url: string): string[] {
  const name = url.replace('/uploads/', '');
  return [name, ...UPLOAD_VARIANTS.map((variant) => name.replace(/\.webp$/, variant.suffix))];
}

export interface StoredImageFacts {
  suffix: string;
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** Format (AVIF named as such, where sharp says heif/av1) and size of each variant file of an upload, read from its bytes. */
export async function storedVariantFacts(store: ImageFiles, url: string): Promise<StoredImageFacts[]> {
  const [, ...names] = uploadFileNames(url);
  return Promise.all(
    names.map(async (name, index) => {
      const metadata = await sharp(await readStored(store, name)).metadata();
      const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
      return {
        suffix: UPLOAD_VARIANTS[index]!.suffix,
        format: isAvif ? 'avif' : metadata.format,
        width: metadata.width,
        height: metadata.height,
      };
    }),
  );
}

/** Every stored name; on disk every file, temp files included, so leftovers show. */
export async function storedNames(store: ImageFiles): Promise<string[]> {
  if (!(store instanceof DiskImageFiles)) return store.names();
  try {
    return readdirSync(store.dir).sort();
  } catch {
    return [];
  }
}

/** A stored file's bytes; a missing file fails the test. */
export async function readStored(store: ImageFiles, name: string): Promise<Buffer> {
  const data = await store.read(name);
  if (!data) throw new Error(`${name} is not stored`);
  return data;
}
