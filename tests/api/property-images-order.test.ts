/**
 * The agent's image controls (decision 0054): the order (the first image is the cover) and each
 * image's alternative texts are saved at once, checked against the images the property has now,
 * and show on the public site at the next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers, properties } from '#server/db/schema.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  await t.db.delete(properties);
  t.wroteBehindTheApp();
});

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const A = 'https://photos.example/a.jpg';
const B = 'https://photos.example/b.jpg';
const C = 'https://photos.example/c.jpg';
const STALE = 'Die Bilder haben sich inzwischen geändert. Bitte laden Sie die Liste neu.';

const orderUrl = (id: string) => `/api/admin/properties/${id}/images/order`;
const altTextUrl = (id: string) => `/api/admin/properties/${id}/images/alt-text`;

async function stored(id: string): Promise<Pick<PropertyRow, 'images' | 'imageAltTexts' | 'updatedAt'>> {
  const [row] = await t.db
    .select({ images: properties.images, imageAltTexts: properties.imageAltTexts, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.id, id));
  return row!;
}

async function propertyWithImages(images = [A, B, C]): Promise<PropertyRow> {
  const property = await insertProperty(t.db, { images });
  t.wroteBehindTheApp();
  return property;
}

/** The first property of the public list, as the home page shows it. */
async function publicProperty() {
  const response = await t.client().get('/api/properties');
  expect(response.statusCode).toBe(200);
  return response.json<{ images: string[]; imageAltTexts: Record<string, Record<string, string>> }[]>()[0]!;
}

describe('PUT /api/admin/properties/:id/images/order', () => {
  it('stores the new order, and visitors see the new cover at the next request', async () => {
    const property = await propertyWithImages();
    // Cached before the change: the change must replace the cached answer.
    expect((await publicProperty()).images).toEqual([A, B, C]);

    const response = await admin.put(orderUrl(property.id), { images: [C, A, B] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Reihenfolge der Bilder gespeichert', images: [C, A, B] });
    expect((await stored(property.id)).images).toEqual([C, A, B]);
    expect((await publicProperty()).images).toEqual([C, A, B]);
    expect((await admin.get(`/api/admin/properties/${property.id}/images`)).json().images).toEqual([C, A, B]);
  });

  it.each([
    ['an image is missing', [B, A]],
    ['an image is added', [B, A, C, 'https://photos.example/d.jpg']],
    ['an image is replaced', [B, A, 'https://photos.example/d.jpg']],
    ['an image is named twice instead of another', [B, A, A]],
    ['the list is empty', []],
  ])('refuses with 409 and changes nothing when %s', async (_case, images) => {
    const property = await propertyWithImages();
    const before = await stored(property.id);
    const response = await admin.put(orderUrl(property.id), { images });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STALE);
    expect(await stored(property.id)).toEqual(before);
  });

  it('refuses an order made before an image was deleted', async () => {
    const property = await propertyWithImages();
    const deleted = await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: B });
    expect(deleted.statusCode).toBe(200);
    const response = await admin.put(orderUrl(property.id), { images: [C, B, A] });
    expect(response.statusCode).toBe(409);
    expect((await stored(property.id)).images).toEqual([A, C]);
  });

  it('answers 404 for a property that does not exist', async () => {
    const response = await admin.put(orderUrl(UNKNOWN_ID), { images: [A] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Property not found');
    expect((await admin.put(orderUrl('not-a-uuid'), { images: [A] })).statusCode).toBe(404);
  });

  it.each([
    ['no list', {}],
    ['a list of numbers', { images: [1, 2] }],
    ['a string instead of a list', { images: A }],
    ['an empty URL', { images: [''] }],
    ['a NUL byte', { images: ['https://photos.example/a\u0000.jpg'] }],
    ['a control character', { images: ['https://photos.example/a\u0007.jpg'] }],
    ['more URLs than a property can have', { images: Array.from({ length: 11 }, (_, i) => `https://p.example/${i}`) }],
    ['an overlong URL', { images: [`https://photos.example/${'x'.repeat(2048)}`] }],
  ])('refuses %s with 400', async (_case, body) => {
    const property = await propertyWithImages();
    const response = await admin.put(orderUrl(property.id), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await stored(property.id)).images).toEqual([A, B, C]);
  });

  it('is for admins only', async () => {
    const property = await propertyWithImages();
    const response = await t.client().put(orderUrl(property.id), { images: [C, B, A] });
    expect([401, 403]).toContain(response.statusCode);
    expect((await stored(property.id)).images).toEqual([A, B, C]);
  });
});

describe('PUT /api/admin/properties/:id/images/alt-text', () => {
  it('sets, trims and clears the texts per language; the public property carries them', async () => {
    const property = await propertyWithImages();
    expect((await publicProperty()).imageAltTexts).toEqual({});

    const set = await admin.put(altTextUrl(property.id), {
      imageUrl: B,
      de: '  Wohnzimmer mit\n Blick auf den Englischen Garten ',
      en: 'Living room',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      message: 'Alternativtext gespeichert',
      imageAltTexts: { [B]: { de: 'Wohnzimmer mit Blick auf den Englischen Garten', en: 'Living room' } },
    });
    expect((await publicProperty()).imageAltTexts).toEqual({
      [B]: { de: 'Wohnzimmer mit Blick auf den Englischen Garten', en: 'Living room' },
    });

    // Absent languages stay; null, '' and spaces clear.
    const french = await admin.put(altTextUrl(property.id), { imageUrl: B, fr: 'Séjour' });
    expect(french.json().imageAltTexts[B]).toEqual({
      de: 'Wohnzimmer mit Blick auf den Englischen Garten',
      en: 'Living room',
      fr: 'Séjour',
    });
    const cleared = await admin.put(altTextUrl(property.id), { imageUrl: B, en: null, fr: '   ' });
    expect(cleared.json().imageAltTexts).toEqual({ [B]: { de: 'Wohnzimmer mit Blick auf den Englischen Garten' } });

    // An image left without any text has no entry.
    const emptied = await admin.put(altTextUrl(property.id), { imageUrl: B, de: '' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().imageAltTexts).toEqual({});
    expect((await stored(property.id)).imageAltTexts).toEqual({});
  });

  it('keeps the texts of the other images and follows the image when the order changes', async () => {
    const property = await propertyWithImages();
    await admin.put(altTextUrl(property.id), { imageUrl: A, de: 'Fassade' });
    await admin.put(altTextUrl(property.id), { imageUrl: C, de: 'Küche' });
    expect((await admin.put(orderUrl(property.id), { images: [C, B, A] })).statusCode).toBe(200);
    const listed = await admin.get(`/api/admin/properties/${property.id}/images`);
    expect(listed.json()).toEqual({
      images: [C, B, A],
      imageAltTexts: { [A]: { de: 'Fassade' }, [C]: { de: 'Küche' } },
    });
  });

  it("answers 404 'Image not found' for a URL that is not one of the property's images", async () => {
    const property = await propertyWithImages();
    const before = await stored(property.id);
    const response = await admin.put(altTextUrl(property.id), { imageUrl: 'https://photos.example/x.jpg', de: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Image not found');
    expect(await stored(property.id)).toEqual(before);
  });

  it('answers 404 for a property that does not exist', async () => {
    const response = await admin.put(altTextUrl(UNKNOWN_ID), { imageUrl: A, de: 'Fassade' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Property not found');
  });

  it.each([
    ['no image URL', { de: 'Fassade' }],
    ['an empty image URL', { imageUrl: '', de: 'Fassade' }],
    ['a number as text', { imageUrl: A, de: 42 }],
    ['a NUL byte in the text', { imageUrl: A, de: 'Fass\u0000ade' }],
    ['a control character in the text', { imageUrl: A, en: 'Fa\u001bcade' }],
    ['a lone surrogate in the text', { imageUrl: A, fr: 'Fa\ud800ade' }],
    ['a NUL byte in the URL', { imageUrl: `${A}\u0000`, de: 'Fassade' }],
    ['an overlong text', { imageUrl: A, de: 'x'.repeat(301) }],
  ])('refuses %s with 400', async (_case, body) => {
    const property = await propertyWithImages();
    const response = await admin.put(altTextUrl(property.id), body);
    expect(response.statusCode, response.body).toBe(400);
    expect((await stored(property.id)).imageAltTexts).toEqual({});
  });
});

describe('deleting an image', () => {
  it('drops its alternative texts in the same change', async () => {
    const property = await propertyWithImages();
    await admin.put(altTextUrl(property.id), { imageUrl: A, de: 'Fassade', en: 'Front' });
    await admin.put(altTextUrl(property.id), { imageUrl: B, de: 'Wohnzimmer' });
    const response = await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: A });
    expect(response.statusCode).toBe(200);
    expect(await stored(property.id)).toMatchObject({ images: [B, C], imageAltTexts: { [B]: { de: 'Wohnzimmer' } } });
    expect((await publicProperty()).imageAltTexts).toEqual({ [B]: { de: 'Wohnzimmer' } });
  });
});
