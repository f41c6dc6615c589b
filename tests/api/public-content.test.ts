import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, translations } from '#server/db/schema.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/properties', () => {
  it('answers an empty list when there is no property', async () => {
    const response = await t.client().get('/api/properties');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists active properties only, newest first, decimals as strings and timestamps as ISO', async () => {
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const older = await insertProperty(t.db, { title: 'Older', price: '250000', createdAt: new Date(now - 2 * hour) });
    const newest = await insertProperty(t.db, { title: 'Newest', price: '1234567.8', createdAt: new Date(now - hour) });
    await insertProperty(t.db, { title: 'Hidden', isActive: false, createdAt: new Date(now) });
    t.wroteBehindTheApp();

    const response = await t.client().get('/api/properties');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const list = response.json<Record<string, unknown>[]>();
    expect(list.map((p) => p.title)).toEqual(['Newest', 'Older']);
    expect(list.map((p) => p.id)).toEqual([newest.id, older.id]);

    const [first, second] = list;
    expect(first!.price).toBe('1234567.80');
    expect(second!.price).toBe('250000.00');
    for (const field of ['createdAt', 'updatedAt', 'auctionEndDate'] as const) {
      expect(first![field]).toMatch(ISO);
    }
    expect(new Date(first!.auctionEndDate as string).getTime()).toBe(newest.auctionEndDate.getTime());
    expect(first).toMatchObject({
      isActive: true,
      features: ['Balkon'],
      images: [],
      livingArea: 80,
      energyClass: 'B',
    });
  });
});

describe('GET /api/translations/:language', () => {
  it('answers the built-in default set for each language', async () => {
    for (const language of ['de', 'en', 'fr'] as const) {
      const response = await t.client().get(`/api/translations/${language}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(defaultTranslationMap(language));
    }
    const de = defaultTranslationMap('de');
    expect(Object.keys(de).length).toBeGreaterThan(0);
  });

  it('overlays the database rows on the defaults of that language only', async () => {
    const someKey = Object.keys(defaultTranslationMap('en'))[0]!;
    await t.db.insert(translations).values([
      { key: someKey, language: 'en', value: 'Edited by an admin', category: 'ui' },
      { key: 'custom.only.in.db', language: 'en', value: 'Extra text', category: 'ui' },
      { key: 'custom.only.in.db', language: 'fr', value: 'Texte en plus', category: 'ui' },
    ]);
    t.wroteBehindTheApp();

    const en = (await t.client().get('/api/translations/en')).json<Record<string, string>>();
    expect(en[someKey]).toBe('Edited by an admin');
    expect(en['custom.only.in.db']).toBe('Extra text');
    expect(Object.keys(en).length).toBe(Object.keys(defaultTranslationMap('en')).length + 1);

    const de = (await t.client().get('/api/translations/de')).json<Record<string, string>>();
    expect(de[someKey]).toBe(defaultTranslationMap('de')[someKey]);
    expect(de['custom.only.in.db']).toBeUndefined();

    const fr = (await t.client().get('/api/translations/fr')).json<Record<string, string>>();
    expect(fr['custom.only.in.db']).toBe('Texte en plus');
  });

  it.each(['es', 'DE', 'de-DE', 'xx', 'constructor', '__proto__', 'toString', 'a%00b', 'x'.repeat(300)])(
    'answers 404 JSON for the unknown language %s',
    async (language) => {
      const response = await t.client().get(`/api/translations/${language}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );
});

describe('GET /api/pages/:slug', () => {
  beforeAll(async () => {
    await t.db.insert(pages).values([
      {
        slug: 'impressum',
        title: 'Impressum',
        titleEn: 'Legal notice',
        titleFr: 'Mentions légales',
        content: 'Zeile 1\nZeile 2',
        contentEn: 'Line 1\nLine 2',
        contentFr: 'Ligne 1\nLigne 2',
        isActive: true,
      },
      { slug: 'entwurf', title: 'Entwurf', content: 'Noch nicht fertig', isActive: false },
    ]);
  });

  it('answers an active page with all its language fields', async () => {
    const response = await t.client().get('/api/pages/impressum');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      slug: 'impressum',
      title: 'Impressum',
      titleEn: 'Legal notice',
      titleFr: 'Mentions légales',
      content: 'Zeile 1\nZeile 2',
      contentEn: 'Line 1\nLine 2',
      contentFr: 'Ligne 1\nLigne 2',
      isActive: true,
    });
    expect(page.createdAt).toMatch(ISO);
    expect(page.updatedAt).toMatch(ISO);
  });

  it('answers 404 for an inactive page', async () => {
    const response = await t.client().get('/api/pages/entwurf');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['gibt-es-nicht', 'IMPRESSUM', "impressum' OR '1'='1", 'a%00b', '%E2%80%AE', 'x'.repeat(150)])(
    'answers 404 for the missing page %s',
    async (slug) => {
      const response = await t.client().get(`/api/pages/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );
});
