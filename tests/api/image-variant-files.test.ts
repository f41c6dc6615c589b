/**
 * Every path that removes an uploaded image (the image itself, its property, a replaced or
 * removed contact photo) removes its variants with it: no AVIF, WebP width or share JPEG is left
 * behind without its image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageUrlOf } from '#server/images/image-store.ts';
import { insertProperty } from '../helpers/fixtures';
import { jpegImage, uploadFileNames } from '../helpers/images';
import { imageParts, multipartBody, type UploadPart } from '../helpers/multipart';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  jpeg = await jpegImage(400, 300);
});
afterAll(() => t.close());

function post(path: string, parts: readonly UploadPart[]) {
  const { payload, headers } = multipartBody(parts);
  return admin.post(path, payload, { headers });
}

async function uploadImages(propertyId: string, count: number): Promise<string[]> {
  const response = await post(`/api/admin/properties/${propertyId}/upload-images`, imageParts(jpeg, count));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ images: string[] }>().images;
}

async function uploadContactPhoto(propertyId: string): Promise<string> {
  const response = await post(`/api/admin/properties/${propertyId}/contact-photo`, [
    { field: 'photo', filename: 'portrait.jpg', contentType: 'image/jpeg', data: jpeg },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ contactPhoto: string }>().contactPhoto;
}

/** Which of the image's files exist: all of them, none, or (a failure) some. */
async function filesOf(url: string): Promise<'all' | 'none' | 'some'> {
  const stored = await Promise.all(uploadFileNames(url).map((name) => t.images.has(name)));
  const present = stored.filter(Boolean).length;
  return present === uploadFileNames(url).length ? 'all' : present === 0 ? 'none' : 'some';
}

describe('the files of an uploaded image', () => {
  it('include the share image the link previews point to', async () => {
    const property = await insertProperty(t.db);
    const [url] = await uploadImages(property.id, 1);
    expect(await filesOf(url!)).toBe('all');
    const share = await t.client().get(shareImageUrlOf(url!)!);
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
  });

  it('all go when the image is deleted', async () => {
    const property = await insertProperty(t.db);
    const [first, second] = await uploadImages(property.id, 2);
    const response = await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: first });
    expect(response.statusCode).toBe(200);
    expect(await filesOf(first!)).toBe('none');
    expect(await filesOf(second!)).toBe('all');
  });

  it('all go with their property, the contact photo too', async () => {
    const property = await insertProperty(t.db);
    const images = await uploadImages(property.id, 2);
    const photo = await uploadContactPhoto(property.id);
    expect(await Promise.all([...images, photo].map(filesOf))).toEqual(['all', 'all', 'all']);
    expect((await admin.delete(`/api/admin/properties/${property.id}`)).statusCode).toBe(200);
    expect(await Promise.all([...images, photo].map(filesOf))).toEqual(['none', 'none', 'none']);
  });

  it('of a contact photo all go when it is replaced or removed', async () => {
    const property = await insertProperty(t.db);
    const first = await uploadContactPhoto(property.id);
    const second = await uploadContactPhoto(property.id);
    expect([await filesOf(first), await filesOf(second)]).toEqual(['none', 'all']);
    expect((await admin.delete(`/api/admin/properties/${property.id}/contact-photo`)).statusCode).toBe(200);
    expect(await filesOf(second)).toBe('none');
  });
});
