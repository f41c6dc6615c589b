import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { DiskImageFiles } from '#server/images/disk-image-files.ts';
import { appendImages } from '#server/images/property-images.ts';
import { LIMITS } from '#shared/limits.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import {
  hugeBlankPng,
  jpegImage,
  jpegWithGps,
  pngImage,
  readStored,
  storedNames,
  storedVariantFacts,
  SVG_IMAGE,
  UPLOAD_VARIANTS,
  uploadFileNames,
  webpImage,
} from '../helpers/images';
import { imageParts, multipartBody, type UploadPart } from '../helpers/multipart';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  // Small: the count tests store dozens of images, each in eight files.
  jpeg = await jpegImage(320, 240);
});
afterAll(() => t.close());

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const TYPE_MESSAGE = 'Nur JPEG, PNG und WebP Bilder sind erlaubt';
const SIZE_MESSAGE = 'Maximale Dateigröße: 5MB pro Bild';

function upload(propertyId: string, parts: readonly UploadPart[], client: TestClient = admin) {
  const { payload, headers } = multipartBody(parts);
  return client.post(`/api/admin/properties/${propertyId}/upload-images`, payload, { headers });
}

/** Every stored file (on disk temp files included, so leftovers show). */
const uploadedFiles = () => storedNames(t.images);

async function storedImages(propertyId: string): Promise<string[]> {
  const [row] = await t.db.select({ images: properties.images }).from(properties).where(eq(properties.id, propertyId));
  return row!.images;
}

const nameOf = (url: string) => url.replace('/uploads/', '');
const bytesOf = (url: string) => readStored(t.images, nameOf(url));
const thumbOf = (url: string) => url.replace(/\.webp$/, '-480.webp');
/** The canonical file and its variants. */
const FILES_PER_IMAGE = 1 + UPLOAD_VARIANTS.length;

/** Runs a refused upload and checks that it left no file and no row change behind. */
async function expectRefusedWithoutTrace(
  property: PropertyRow,
  parts: readonly UploadPart[],
  status: number,
  message: string,
) {
  const filesBefore = await uploadedFiles();
  const imagesBefore = await storedImages(property.id);
  const response = await upload(property.id, parts);
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toContain(message);
  expect(await uploadedFiles()).toEqual(filesBefore);
  expect(await storedImages(property.id)).toEqual(imagesBefore);
  return response;
}

describe('POST /api/admin/properties/:id/upload-images', () => {
  it('re-encodes JPEG, PNG and WebP to a 1920 px WebP with WebP/AVIF variants and a share JPEG, appended in order', async () => {
    const property = await insertProperty(t.db, { images: ['https://photos.example/cover.jpg'] });
    const big = await jpegImage(2400, 1600);
    const response = await upload(property.id, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: big },
      { filename: 'b.png', contentType: 'image/png', data: await pngImage() },
      { filename: 'c.webp', contentType: 'image/webp', data: await webpImage() },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('3 Bilder erfolgreich hochgeladen');

    const images = await storedImages(property.id);
    expect(images).toHaveLength(4);
    expect(images[0]).toBe('https://photos.example/cover.jpg');
    const uploaded = images.slice(1);
    for (const url of uploaded) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect((await sharp(await bytesOf(url)).metadata()).format).toBe('webp');
      expect((await sharp(await bytesOf(thumbOf(url))).metadata()).width).toBeLessThanOrEqual(480);
    }
    const full = await sharp(await bytesOf(uploaded[0]!)).metadata();
    expect(full.width).toBe(1920);
    // From the wide source: every width of the srcset, in both formats, and the link preview's size.
    expect(await storedVariantFacts(t.images, uploaded[0]!)).toEqual(
      UPLOAD_VARIANTS.map(({ suffix, format, width }) => ({
        suffix,
        format,
        width,
        height: suffix === '-share.jpg' ? 630 : Math.round((width * 1600) / 2400),
      })),
    );
    // From a 320 px source: nothing is enlarged, except the share image, which is always 1200×630.
    for (const variant of await storedVariantFacts(t.images, uploaded[1]!)) {
      const expected = UPLOAD_VARIANTS.find((candidate) => candidate.suffix === variant.suffix)!;
      expect(variant.format).toBe(expected.format);
      expect([variant.width, variant.height]).toEqual(variant.suffix === '-share.jpg' ? [1200, 630] : [320, 240]);
    }
    expect((await uploadedFiles()).some((name) => name.endsWith('.tmp'))).toBe(false);

    const listed = await admin.get(`/api/admin/properties/${property.id}/images`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ images, imageAltTexts: {} });
    const publicList = (await t.client().get('/api/properties')).json() as Array<{ id: string; images: string[] }>;
    expect(publicList.find((item) => item.id === property.id)!.images).toEqual(images);
  });

  it('serves uploads with the right type, nosniff and a long cache', async () => {
    const property = await insertProperty(t.db);
    expect((await upload(property.id, [{ filename: 'x.jpg', data: jpeg }])).statusCode).toBe(200);
    const [url] = await storedImages(property.id);
    const types: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' };
    for (const name of uploadFileNames(url!)) {
      const response = await t.client().get(`/uploads/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(types[name.split('.').pop()!]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('auto-rotates and strips EXIF and GPS metadata', async () => {
    const property = await insertProperty(t.db);
    const source = await sharp(await jpegWithGps())
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(source.includes(Buffer.from('SecretCam'))).toBe(true);
    expect((await upload(property.id, [{ filename: 'gps.jpg', data: source }])).statusCode).toBe(200);
    const [url] = await storedImages(property.id);
    const stored = await bytesOf(url!);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([300, 400]);
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    for (const name of uploadFileNames(url!)) {
      const variant = await readStored(t.images, name);
      expect(variant.includes(Buffer.from('SecretCam')), name).toBe(false);
      expect((await sharp(variant).metadata()).exif, name).toBeUndefined();
    }
  });

  it('accepts a file of exactly 5 MB', async () => {
    const property = await insertProperty(t.db);
    const exact = Buffer.concat([jpeg, Buffer.alloc(LIMITS.imageBytes - jpeg.length)]);
    const response = await upload(property.id, [{ filename: 'exact.jpg', data: exact }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('1 Bild erfolgreich hochgeladen');
  });

  describe('upload matrix rows 13–18', () => {
    it('13: refuses an SVG named .png, and text named .png', async () => {
      const property = await insertProperty(t.db);
      await expectRefusedWithoutTrace(
        property,
        [{ filename: 'logo.png', contentType: 'image/png', data: SVG_IMAGE }],
        400,
        TYPE_MESSAGE,
      );
      await expectRefusedWithoutTrace(
        property,
        [{ filename: 'photo.png', contentType: 'image/png', data: 'just some text, not an image' }],
        400,
        TYPE_MESSAGE,
      );
    });

    it('14: a JPEG with an appended <script> is stored re-encoded, without the payload', async () => {
      const property = await insertProperty(t.db);
      const tainted = Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]);
      expect((await upload(property.id, [{ filename: 'tainted.jpg', data: tainted }])).statusCode).toBe(200);
      const [url] = await storedImages(property.id);
      for (const file of [url!, thumbOf(url!)]) {
        expect((await bytesOf(file)).includes(Buffer.from('<script>'))).toBe(false);
      }
      const served = await t.client().get(url!);
      expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    });

    it('15: refuses a 12000×12000 PNG quickly, without decoding it', async () => {
      const property = await insertProperty(t.db);
      const huge = hugeBlankPng();
      expect(huge.length).toBeLessThan(LIMITS.imageBytes);
      const started = performance.now();
      await expectRefusedWithoutTrace(property, [{ filename: 'huge.png', data: huge }], 400, '40 Megapixel');
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('16: refuses 0-byte and truncated files', async () => {
      const property = await insertProperty(t.db);
      const png = await pngImage();
      const broken = 'Die Bilddatei ist leer oder beschädigt';
      await expectRefusedWithoutTrace(property, [{ filename: 'empty.jpg', data: Buffer.alloc(0) }], 400, broken);
      await expectRefusedWithoutTrace(
        property,
        [{ filename: 'half.jpg', data: jpeg.subarray(0, jpeg.length >> 1) }],
        400,
        broken,
      );
      await expectRefusedWithoutTrace(
        property,
        [{ filename: 'half.png', data: png.subarray(0, png.length >> 1) }],
        400,
        broken,
      );
    });

    it('17: refuses 5 MB + 1 byte with 413', async () => {
      const property = await insertProperty(t.db);
      const tooBig = Buffer.concat([jpeg, Buffer.alloc(LIMITS.imageBytes + 1 - jpeg.length)]);
      await expectRefusedWithoutTrace(property, [{ filename: 'big.jpg', data: tooBig }], 413, SIZE_MESSAGE);
    });

    it('17: a too-large file after a good one leaves neither behind', async () => {
      const property = await insertProperty(t.db);
      const tooBig = Buffer.concat([jpeg, Buffer.alloc(LIMITS.imageBytes + 1 - jpeg.length)]);
      await expectRefusedWithoutTrace(
        property,
        [
          { filename: 'good.jpg', data: jpeg },
          { filename: 'big.jpg', data: tooBig },
        ],
        413,
        SIZE_MESSAGE,
      );
    });

    it('18: refuses 11 files at once, and a request that would pass 10 in total', async () => {
      const property = await insertProperty(t.db);
      await expectRefusedWithoutTrace(property, imageParts(jpeg, 11), 400, 'Maximal 10 Bilder');
      await expectRefusedWithoutTrace(property, imageParts(jpeg, 13), 400, 'Maximal 10 Bilder');

      expect((await upload(property.id, imageParts(jpeg, 8))).statusCode).toBe(200);
      const response = await expectRefusedWithoutTrace(property, imageParts(jpeg, 3), 400, 'Maximal 10 Bilder');
      expect(response.json().message).toContain('noch 2 Plätze frei');
      expect((await upload(property.id, imageParts(jpeg, 2))).statusCode).toBe(200);
      expect(await storedImages(property.id)).toHaveLength(10);
      await expectRefusedWithoutTrace(property, imageParts(jpeg, 1), 400, 'keine Plätze mehr frei');
    });

    it('18: two parallel 6-file uploads never store more than 10 (one is refused whole)', async () => {
      const property = await insertProperty(t.db);
      const filesBefore = (await uploadedFiles()).length;
      const responses = await Promise.all([
        upload(property.id, imageParts(jpeg, 6)),
        upload(property.id, imageParts(jpeg, 6)),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
      const images = await storedImages(property.id);
      expect(images).toHaveLength(6);
      // Only the accepted request's files remain: a full image and its variants each.
      expect((await uploadedFiles()).length - filesBefore).toBe(6 * FILES_PER_IMAGE);
      for (const url of images) expect(await t.images.has(nameOf(url))).toBe(true);
    });

    it('18: five parallel 3-file uploads: stored images and files always match, never past 10', async () => {
      const property = await insertProperty(t.db);
      const filesBefore = (await uploadedFiles()).length;
      const responses = await Promise.all(Array.from({ length: 5 }, () => upload(property.id, imageParts(jpeg, 3))));
      const accepted = responses.filter((response) => response.statusCode === 200).length;
      expect(accepted).toBe(3);
      expect(responses.every((response) => [200, 400].includes(response.statusCode))).toBe(true);
      expect(await storedImages(property.id)).toHaveLength(9);
      expect((await uploadedFiles()).length - filesBefore).toBe(9 * FILES_PER_IMAGE);
    });

    it('18: ignores client file names (path traversal, 5,000 characters)', async () => {
      const property = await insertProperty(t.db);
      const response = await upload(property.id, [
        { filename: '../../x.jpg', data: jpeg },
        { filename: `${'a'.repeat(5000)}.jpg`, data: jpeg },
      ]);
      expect(response.statusCode).toBe(200);
      expect((await uploadedFiles()).filter((name) => !/^[0-9a-f]{32}[-.]/.test(name))).toEqual([]);
      if (t.images instanceof DiskImageFiles) {
        expect(existsSync(join(dirname(t.images.dir), 'x.jpg'))).toBe(false);
        expect(existsSync(join(t.images.dir, '..', '..', 'x.jpg'))).toBe(false);
      }
      for (const url of await storedImages(property.id)) expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    });
  });

  it('removes the files of earlier good images when a later file is refused', async () => {
    const property = await insertProperty(t.db);
    await expectRefusedWithoutTrace(
      property,
      [
        { filename: 'good.jpg', data: jpeg },
        { filename: 'evil.png', data: SVG_IMAGE },
      ],
      400,
      TYPE_MESSAGE,
    );
  });

  it('ignores other fields and refuses a request without any "images" file', async () => {
    const property = await insertProperty(t.db);
    const response = await upload(property.id, [
      { field: 'images', filename: 'ok.jpg', data: jpeg },
      { field: 'note', data: 'hello' },
      { field: 'other', filename: 'other.jpg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await storedImages(property.id)).toHaveLength(1);
    await expectRefusedWithoutTrace(property, [{ field: 'note', data: 'only a field' }], 400, 'Keine Bilder');
    await expectRefusedWithoutTrace(property, [], 400, 'Keine Bilder');
  });

  it('answers 400 to a body that is not multipart or is malformed', async () => {
    const property = await insertProperty(t.db);
    const json = await admin.post(`/api/admin/properties/${property.id}/upload-images`, { images: ['x'] });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('multipart/form-data');

    const { payload, headers } = multipartBody([{ filename: 'a.jpg', data: jpeg }]);
    const truncated = await admin.post(`/api/admin/properties/${property.id}/upload-images`, payload.subarray(0, 200), {
      headers,
    });
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await admin.post(`/api/admin/properties/${property.id}/upload-images`, payload, {
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await storedImages(property.id)).toEqual([]);
    expect((await uploadedFiles()).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('answers 404 for an unknown or malformed property id, storing nothing', async () => {
    const filesBefore = await uploadedFiles();
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await upload(id, [{ filename: 'a.jpg', data: jpeg }]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Property not found' });
    }
    expect(await uploadedFiles()).toEqual(filesBefore);
  });

  it('refuses an upload without a session (401) or without the CSRF token (403) before reading it', async () => {
    const property = await insertProperty(t.db);
    const filesBefore = await uploadedFiles();
    const anonymous = t.client();
    await anonymous.get('/api/auth/user');
    expect((await upload(property.id, [{ filename: 'a.jpg', data: jpeg }], anonymous)).statusCode).toBe(401);

    const { payload, headers } = multipartBody([{ filename: 'a.jpg', data: jpeg }]);
    const noToken = await admin.post(`/api/admin/properties/${property.id}/upload-images`, payload, {
      headers,
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(await uploadedFiles()).toEqual(filesBefore);
    expect(await storedImages(property.id)).toEqual([]);
  });
});

describe('appendImages', () => {
  it('lets only one of two parallel 6-image appends through (row lock + count check in one UPDATE)', async () => {
    const property = await insertProperty(t.db);
    const urls = (prefix: string) => Array.from({ length: 6 }, (_, index) => `https://x.example/${prefix}${index}.jpg`);
    const outcomes = await Promise.all([
      appendImages(t.db, property.id, urls('a')),
      appendImages(t.db, property.id, urls('b')),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['appended', 'full']);
    expect(outcomes.find((outcome) => outcome.kind === 'full')).toEqual({ kind: 'full', remaining: 4 });
    expect(await storedImages(property.id)).toHaveLength(6);
    expect(await appendImages(t.db, UNKNOWN_ID, ['https://x.example/c.jpg'])).toEqual({ kind: 'not-found' });
  });
});

describe('GET /api/admin/properties/:id/images', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.get(`/api/admin/properties/${UNKNOWN_ID}/images`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/properties/abc/images')).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/properties/:id/images', () => {
  it('removes an uploaded image from the list and deletes its files (the URL then answers 404)', async () => {
    const property = await insertProperty(t.db);
    expect((await upload(property.id, imageParts(jpeg, 2))).statusCode).toBe(200);
    const [first, second] = await storedImages(property.id);

    const response = await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: first });
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toEqual([second]);
    expect(await storedImages(property.id)).toEqual([second]);
    for (const name of uploadFileNames(first!)) {
      expect(await t.images.has(name), name).toBe(false);
      expect((await t.client().get(`/uploads/${name}`)).statusCode).toBe(404);
    }
    for (const name of uploadFileNames(second!)) expect(await t.images.has(name), name).toBe(true);
    expect((await t.client().get(second!)).statusCode).toBe(200);
  });

  it('removes an external image URL from the list', async () => {
    const property = await insertProperty(t.db, {
      images: ['https://photos.example/a.jpg', 'https://photos.example/b.jpg'],
    });
    const response = await admin.delete(`/api/admin/properties/${property.id}/images`, {
      imageUrl: 'https://photos.example/a.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedImages(property.id)).toEqual(['https://photos.example/b.jpg']);
  });

  it('answers 404 for an unknown image or property and 400 without imageUrl', async () => {
    const property = await insertProperty(t.db, { images: ['https://photos.example/a.jpg'] });
    const path = `/api/admin/properties/${property.id}/images`;
    const unknown = await admin.delete(path, { imageUrl: '/uploads/00000000000000000000000000000000.webp' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Image not found' });
    expect((await admin.delete(path, { imageUrl: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/properties/${UNKNOWN_ID}/images`, { imageUrl: 'x' })).statusCode).toBe(404);
    expect((await admin.delete(path, {})).statusCode).toBe(400);
    expect((await admin.delete(path, { imageUrl: 42 })).statusCode).toBe(400);
    expect(await storedImages(property.id)).toEqual(['https://photos.example/a.jpg']);
  });

  it('leaves images untouched when a property is patched', async () => {
    const property = await insertProperty(t.db);
    expect((await upload(property.id, imageParts(jpeg, 1))).statusCode).toBe(200);
    const before = await storedImages(property.id);
    const patched = await admin.patch(`/api/admin/properties/${property.id}`, { images: [], title: 'Neu' });
    expect(patched.statusCode).toBe(200);
    expect(await storedImages(property.id)).toEqual(before);
  });
});
