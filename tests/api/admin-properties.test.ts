import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { insertOffer, validPropertyBody } from '../helpers/admin-fixtures';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

describe('GET /api/admin/properties', () => {
  it('lists active and inactive properties, newest first, each with its offer count', async () => {
    const older = await insertProperty(t.db, { title: 'Älter', createdAt: new Date('2024-01-01T10:00:00Z') });
    const newer = await insertProperty(t.db, {
      title: 'Neuer, inaktiv',
      isActive: false,
      createdAt: new Date('2024-06-01T10:00:00Z'),
    });
    await insertOffer(t.db, older.id);
    await insertOffer(t.db, older.id);
    await insertOffer(t.db, newer.id);

    const response = await admin.get('/api/admin/properties');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ id: string; offerCount: number; isActive: boolean; price: string }>;
    const ours = list.filter((item) => item.id === older.id || item.id === newer.id);
    expect(ours.map((item) => [item.id, item.offerCount, item.isActive])).toEqual([
      [newer.id, 1, false],
      [older.id, 2, true],
    ]);
    expect(ours[0]!.price).toBe('850000.00');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/admin/properties', () => {
  it('creates a property (201), normalizes values and drops unknown fields', async () => {
    const body = validPropertyBody({
      price: 990000,
      livingArea: '95',
      titleEn: 'Flat in Schwabing',
      titleFr: '   ',
      features: ['Balkon', '  ', '', ' Aufzug '],
      featuresEn: ['Balcony', ' '],
      images: ['https://images.example.com/a.jpg', '  ', 'http://images.example.com/b.png'],
      id: UNKNOWN_ID,
      createdAt: '2000-01-01T00:00:00Z',
      offerCount: 99,
      isAdmin: true,
    });
    const response = await admin.post('/api/admin/properties', body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.id).not.toBe(UNKNOWN_ID);
    expect(created).toMatchObject({
      title: body.title,
      price: '990000.00',
      livingArea: 95,
      titleEn: 'Flat in Schwabing',
      titleFr: null,
      features: ['Balkon', 'Aufzug'],
      featuresEn: ['Balcony'],
      featuresFr: null,
      images: ['https://images.example.com/a.jpg', 'http://images.example.com/b.png'],
      isActive: true,
      energyClass: 'C',
    });
    expect(created.createdAt).not.toMatch(/^2000/);
    expect(created.auctionEndDate).toBe(body.auctionEndDate);
    expect(created).not.toHaveProperty('isAdmin');
    expect(created).not.toHaveProperty('offerCount');

    const publicList = (await t.client().get('/api/properties')).json() as Array<{ id: string }>;
    expect(publicList.map((item) => item.id)).toContain(created.id);
  });

  it('defaults isActive to true and accepts a zero price', async () => {
    const body = validPropertyBody({ price: '0' });
    delete body.isActive;
    const response = await admin.post('/api/admin/properties', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isActive: true, price: '0.00' });
  });

  it.each([
    ['title missing', { title: undefined }, 'Titel ist erforderlich'],
    ['title blank', { title: '   ' }, 'Titel ist erforderlich'],
    ['title too long', { title: 'x'.repeat(256) }, 'title'],
    ['title with NUL', { title: 'a\u0000b' }, 'ohne Zeilenumbrüche'],
    ['description missing', { description: undefined }, 'Beschreibung ist erforderlich'],
    ['address missing', { address: '' }, 'Adresse ist erforderlich'],
    ['price missing', { price: undefined }, 'price'],
    ['price empty', { price: '' }, 'Preis ist erforderlich'],
    ['price negative', { price: -1 }, 'gültigen Preis'],
    ['price exponent', { price: '1e5' }, 'gültigen Preis'],
    ['price Infinity', { price: 'Infinity' }, 'gültigen Preis'],
    ['price null', { price: null }, 'gültigen Preis'],
    ['price array', { price: [5] }, 'gültigen Preis'],
    ['price three decimals', { price: '1.005' }, 'gültigen Preis'],
    ['price too large', { price: '12345678901' }, 'gültigen Preis'],
    ['living area fraction', { livingArea: 80.5 }, 'Wohnfläche'],
    ['living area negative string', { livingArea: '-3' }, 'Wohnfläche'],
    ['bedrooms missing', { bedrooms: undefined }, 'Schlafzimmer'],
    ['year built out of range', { yearBuilt: 99999 }, 'Baujahr'],
    ['energy class unknown', { energyClass: 'Z' }, 'Energieeffizienzklasse'],
    ['heating type blank', { heatingType: ' ' }, 'Heizungsart ist erforderlich'],
    ['title with a line break', { title: 'Wohnung\nBetreff: gefälscht' }, 'ohne Zeilenumbrüche'],
    ['address with a bidi override', { address: 'Maximilianstraße \u202E1' }, 'ohne Zeilenumbrüche'],
    ['title over its length', { title: 'x'.repeat(501) }, 'Dieser Eintrag ist zu lang'],
    ['auction end not a date', { auctionEndDate: 'next week' }, 'Auktionsende'],
    ['auction end without zone', { auctionEndDate: '2030-01-01T10:00' }, 'Auktionsende'],
    ['auction end in year 0', { auctionEndDate: '0000-01-01T00:00:00Z' }, 'Auktionsende'],
    ['auction end past year 9999 after the offset', { auctionEndDate: '9999-12-31T23:59:59-23:00' }, 'Auktionsende'],
    ['image with javascript scheme', { images: ['javascript:alert(1)'] }, 'http'],
    ['image relative upload path', { images: ['/uploads/0123456789abcdef0123456789abcdef.webp'] }, 'http'],
    [
      'more than 10 images',
      { images: Array.from({ length: 11 }, (_, i) => `https://x.example/${i}.jpg`) },
      'Maximal 10',
    ],
    ['features not a list', { features: 'Balkon' }, 'features'],
    ['features missing', { features: undefined }, 'features'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await admin.post('/api/admin/properties', validPropertyBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 400 to malformed JSON and to a __proto__ key', async () => {
    const broken = await admin.post('/api/admin/properties', '{"title": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('message');
    const proto = await admin.post('/api/admin/properties', '{"__proto__": {"isAdmin": true}, "title": "x"}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/properties/:id', () => {
  it('changes only the given fields and never the images', async () => {
    const property = await insertProperty(t.db, { images: ['https://x.example/keep.jpg'], titleEn: 'Old' });
    const response = await admin.patch(`/api/admin/properties/${property.id}`, {
      title: 'Neuer Titel',
      titleEn: null,
      features: ['  ', 'Garten', ''],
      featuresFr: ['Jardin', ' '],
      price: '123.4',
      images: ['https://evil.example/replaced.jpg'],
      offerCount: 5,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: property.id,
      title: 'Neuer Titel',
      titleEn: null,
      features: ['Garten'],
      featuresFr: ['Jardin'],
      price: '123.40',
      images: ['https://x.example/keep.jpg'],
      address: property.address,
      bedrooms: property.bedrooms,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(property.updatedAt.getTime());
  });

  it('deactivates a property, which leaves the public list on the next request', async () => {
    const property = await insertProperty(t.db, { title: 'Wird deaktiviert' });
    const before = (await t.client().get('/api/properties')).json() as Array<{ id: string }>;
    expect(before.map((item) => item.id)).toContain(property.id);

    const response = await admin.patch(`/api/admin/properties/${property.id}`, { isActive: false });
    expect(response.statusCode).toBe(200);
    const after = (await t.client().get('/api/properties')).json() as Array<{ id: string }>;
    expect(after.map((item) => item.id)).not.toContain(property.id);
  });

  it('accepts an empty patch and changes nothing but updatedAt', async () => {
    const property = await insertProperty(t.db);
    const response = await admin.patch(`/api/admin/properties/${property.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: property.title, price: property.price });
  });

  it.each([
    ['a required field set to null', { title: null }],
    ['a blank required field', { address: '  ' }],
    ['a bad price', { price: 'abc' }],
    ['a bad energy class', { energyClass: 'AAA' }],
    ['a non-boolean isActive', { isActive: 'yes' }],
  ])('refuses %s with 400 and stores nothing', async (_name, patch) => {
    const property = await insertProperty(t.db);
    const response = await admin.patch(`/api/admin/properties/${property.id}`, patch);
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row).toMatchObject({ title: property.title, address: property.address, isActive: true });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1%27%20OR%201%3D1', 'x'.repeat(400)]) {
      const response = await admin.patch(`/api/admin/properties/${id}`, { title: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Property not found' });
    }
  });
});
