import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renditionsFingerprint } from '../images/image-renditions';
import {
  encodeImage,
  STORED_RENDITIONS,
  storeEncodedImage,
  storeImage,
  type EncodedRendition,
  type StoredImage,
} from '../images/image-store';
import type { ImageFiles } from '../images/image-files';
import { DEMO_ASSETS_DIR } from '../paths';

/** The demo listing's pictures, as a seller would upload them. */
export const DEMO_IMAGES_DIR = join(DEMO_ASSETS_DIR, 'property');

/**
 * Their renditions, encoded once and committed (`npm run demo:encode`): encoding all of them takes
 * seconds of both cores, which every fresh start with SEED_DEMO (each test server, a first
 * `npm start`) would pay again for the same bytes.
 */
export const DEMO_ENCODED_DIR = join(DEMO_IMAGES_DIR, 'encoded');
const MANIFEST = 'manifest.json';

/** The picture files of a folder, in file-name order (the order the listing shows them). */
export async function demoImageNames(dir = DEMO_IMAGES_DIR): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => /\.(jpe?g|png|webp)$/i.test(name)).sort();
}

/** What the encoded files were made from: the picture's bytes and every rendition's recipe. */
export function demoImageKey(source: Buffer): string {
  return createHash('sha256').update(source).update(renditionsFingerprint()).digest('hex');
}

const stemOf = (name: string) => name.replace(/\.[^.]+$/, '');

/** The committed renditions of a picture, or null when they are missing or were made from other bytes or recipes. */
async function readEncoded(dir: string, name: string, source: Buffer): Promise<EncodedRendition[] | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Record<string, string>;
    if (manifest[name] !== demoImageKey(source)) return null;
    return await Promise.all(
      STORED_RENDITIONS.map(async ({ suffix }) => ({
        suffix,
        data: await readFile(join(dir, `${stemOf(name)}${suffix}`)),
      })),
    );
  } catch {
    return null;
  }
}

/**
 * Stores a demo picture as an upload: from its committed renditions when they match the picture
 * and today's recipes, else encoded now, exactly as storeImage does for an upload.
 */
export async function storeDemoImage(
  name: string,
  source: Buffer,
  store: ImageFiles,
  encodedDir = DEMO_ENCODED_DIR,
): Promise<StoredImage> {
  const encoded = await readEncoded(encodedDir, name, source);
  return encoded ? storeEncodedImage(encoded, store) : storeImage(source, store);
}

/**
 * Encodes every picture of `sourceDir` into `targetDir`, with the manifest that keys them. The
 * folder is emptied first, so files of a picture no longer there do not linger.
 */
export async function encodeDemoImages(sourceDir = DEMO_IMAGES_DIR, targetDir = DEMO_ENCODED_DIR): Promise<string[]> {
  await rm(targetDir, { recursive: true, force: true });
  await mkdir(targetDir, { recursive: true });
  const manifest: Record<string, string> = {};
  const written: string[] = [];
  for (const name of await demoImageNames(sourceDir)) {
    const source = await readFile(join(sourceDir, name));
    for (const { suffix, data } of await encodeImage(source)) {
      const file = `${stemOf(name)}${suffix}`;
      await writeFile(join(targetDir, file), data);
      written.push(file);
    }
    manifest[name] = demoImageKey(source);
  }
  await writeFile(join(targetDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return written;
}
