import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translations } from '#server/db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

interface Row {
  id: string;
  key: string;
  language: string;
  value: string;
  category: string;
}

async function create(body: Record<string, unknown>): Promise<Row> {
  const response = await admin.post('/api/admin/translations', body);
  expect(response.statusCode).toBe(201);
  return response.json() as Row;
}

/** The built-in set as the "Seed Default Translations" button sends it. */
function defaultSetBody() {
  return {
    translations: DEFAULT_TRANSLATIONS.flatMap((entry) =>
      LANGUAGES.map((language) => ({ key: entry.key, language, value: entry[language], category: entry.category })),
    ),
  };
}

describe('POST /api/admin/translations', () => {
  it('creates a row (201) with exactly id, key, language, value, category', async () => {
    const row = await create({ key: 'test.create', language: 'en', value: 'Hello', category: 'ui', extra: 1 });
    expect(Object.keys(row).sort()).toEqual(['category', 'id', 'key', 'language', 'value']);
    expect(row).toMatchObject({ key: 'test.create', language: 'en', value: 'Hello', category: 'ui' });
  });

  it('answers 409 for the same key and language again, but accepts another language', async () => {
    await create({ key: 'test.duplicate', language: 'de', value: 'Eins', category: 'ui' });
    const again = await admin.post('/api/admin/translations', {
      key: 'test.duplicate',
      language: 'de',
      value: 'Zwei',
      category: 'ui',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toHaveProperty('message');
    await create({ key: 'test.duplicate', language: 'fr', value: 'Un', category: 'ui' });
  });

  it.each([
    ['missing key', { key: undefined }, 'Key is required'],
    ['blank key', { key: '  ' }, 'Key is required'],
    ['key over 255 characters', { key: 'k'.repeat(256) }, 'key'],
    ['unknown language', { language: 'es' }, 'Language must be one of'],
    ['missing value', { value: undefined }, 'Value is required'],
    ['empty value', { value: '' }, 'Value is required'],
    ['unknown category', { category: 'misc' }, 'Category must be one of'],
    ['value with NUL', { value: 'a\u0000' }, 'NUL'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await admin.post('/api/admin/translations', {
      key: 'test.invalid',
      language: 'de',
      value: 'Wert',
      category: 'ui',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/admin/translations/:language', () => {
  it('lists the rows of one language sorted by category, then key; ?category= filters', async () => {
    await create({ key: 'list.b', language: 'fr', value: 'B', category: 'unit' });
    await create({ key: 'list.a', language: 'fr', value: 'A', category: 'unit' });
    await create({ key: 'list.z', language: 'fr', value: 'Z', category: 'action' });
    await create({ key: 'list.a', language: 'en', value: 'A (en)', category: 'unit' });

    const all = (await admin.get('/api/admin/translations/fr')).json() as Row[];
    const ours = all.filter((row) => row.key.startsWith('list.'));
    expect(ours.map((row) => `${row.category}/${row.key}`)).toEqual(['action/list.z', 'unit/list.a', 'unit/list.b']);
    expect(all.every((row) => row.language === 'fr')).toBe(true);
    const sorted = [...all].sort(
      (a, b) => a.category.localeCompare(b.category) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
    expect(all.map((row) => row.id)).toEqual(sorted.map((row) => row.id));

    const unit = (await admin.get('/api/admin/translations/fr?category=unit')).json() as Row[];
    expect(unit.length).toBeGreaterThan(0);
    expect(unit.every((row) => row.category === 'unit')).toBe(true);

    const emptyFilter = await admin.get('/api/admin/translations/fr?category=');
    expect(emptyFilter.statusCode).toBe(200);
    expect((emptyFilter.json() as Row[]).length).toBe(all.length);
  });

  it('answers 404 for an unknown language (the path names nothing) and 400 for an unknown category', async () => {
    const language = await admin.get('/api/admin/translations/xx');
    expect(language.statusCode).toBe(404);
    expect(language.json()).toEqual({ message: 'Unknown language' });
    const category = await admin.get('/api/admin/translations/de?category=misc');
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toContain('Category');
  });
});

describe('GET /api/admin/translations (coverage)', () => {
  it('maps each language to its stored key → value pairs', async () => {
    await create({ key: 'coverage.only-de', language: 'de', value: 'Nur Deutsch', category: 'ui' });
    const response = await admin.get('/api/admin/translations');
    expect(response.statusCode).toBe(200);
    const coverage = response.json() as Record<string, Record<string, string>>;
    expect(Object.keys(coverage).sort()).toEqual(['de', 'en', 'fr']);
    expect(coverage.de!['coverage.only-de']).toBe('Nur Deutsch');
    expect(coverage.en!).not.toHaveProperty('coverage.only-de');
    const rows = await t.db.select().from(translations);
    for (const language of LANGUAGES) {
      expect(Object.keys(coverage[language]!).length).toBe(rows.filter((row) => row.language === language).length);
    }
  });
});

describe('PUT /api/admin/translations/:id', () => {
  it('changes only the value', async () => {
    const row = await create({ key: 'put.value', language: 'de', value: 'Alt', category: 'ui' });
    const response = await admin.put(`/api/admin/translations/${row.id}`, {
      value: 'Neu',
      key: 'put.other',
      language: 'en',
      category: 'unit',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...row, value: 'Neu' });
    const publicMap = (await t.client().get('/api/translations/de')).json() as Record<string, string>;
    expect(publicMap['put.value']).toBe('Neu');
  });

  it('refuses an empty value with 400 and answers 404 for an unknown id', async () => {
    const row = await create({ key: 'put.invalid', language: 'de', value: 'Wert', category: 'ui' });
    expect((await admin.put(`/api/admin/translations/${row.id}`, { value: '' })).statusCode).toBe(400);
    expect((await admin.put(`/api/admin/translations/${UNKNOWN_ID}`, { value: 'x' })).statusCode).toBe(404);
    expect((await admin.put('/api/admin/translations/de', { value: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/translations/:id', () => {
  it('deletes the row; a second delete is 404', async () => {
    const row = await create({ key: 'delete.me', language: 'en', value: 'Bye', category: 'ui' });
    const response = await admin.delete(`/api/admin/translations/${row.id}`);
    expect(response.statusCode).toBe(200);
    const list = (await admin.get('/api/admin/translations/en')).json() as Row[];
    expect(list.map((item) => item.id)).not.toContain(row.id);
    expect((await admin.delete(`/api/admin/translations/${row.id}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/translations/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/translations/bulk', () => {
  it('seeds the whole built-in set; seeding twice leaves one row per key and language', async () => {
    const body = defaultSetBody();
    expect(body.translations.length).toBeGreaterThan(0);
    const first = await admin.post('/api/admin/translations/bulk', body);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { results: Row[] }).results).toHaveLength(body.translations.length);

    const second = await admin.post('/api/admin/translations/bulk', body);
    expect(second.statusCode).toBe(200);
    expect((second.json() as { results: Row[] }).results).toHaveLength(body.translations.length);

    const rows = await t.db.select().from(translations);
    const pairs = rows.map((row) => `${row.language}:${row.key}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const entry of body.translations) expect(pairs).toContain(`${entry.language}:${entry.key}`);
  });

  it('updates existing rows (value and category) and keeps their ids', async () => {
    const row = await create({ key: 'bulk.existing', language: 'de', value: 'Vorher', category: 'ui' });
    const response = await admin.post('/api/admin/translations/bulk', {
      translations: [
        { key: 'bulk.existing', language: 'de', value: 'Nachher', category: 'admin' },
        { key: 'bulk.new', language: 'en', value: 'New', category: 'ui' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const results = (response.json() as { results: Row[] }).results;
    expect(results).toHaveLength(2);
    expect(results.find((item) => item.key === 'bulk.existing')).toEqual({
      ...row,
      value: 'Nachher',
      category: 'admin',
    });
  });

  it('with onlyMissing adds the pairs not stored yet and leaves edited texts alone', async () => {
    const edited = await create({ key: 'bulk.edited', language: 'de', value: 'Neugierig geworden?', category: 'ui' });
    const response = await admin.post('/api/admin/translations/bulk', {
      onlyMissing: true,
      translations: [
        { key: 'bulk.edited', language: 'de', value: 'Interessiert?', category: 'ui' },
        { key: 'bulk.missing', language: 'de', value: 'Neu', category: 'ui' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const results = (response.json() as { results: Row[] }).results;
    expect(results.map((row) => row.key)).toEqual(['bulk.missing']);
    const coverage = (await admin.get('/api/admin/translations')).json() as Record<string, Record<string, string>>;
    expect(coverage.de!['bulk.edited']).toBe('Neugierig geworden?');
    expect(coverage.de!['bulk.missing']).toBe('Neu');
    expect(edited.value).toBe('Neugierig geworden?');
  });

  it('keeps the last entry when a pair repeats within one batch', async () => {
    const response = await admin.post('/api/admin/translations/bulk', {
      translations: [
        { key: 'bulk.repeat', language: 'fr', value: 'premier', category: 'ui' },
        { key: 'bulk.repeat', language: 'fr', value: 'dernier', category: 'ui' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { results: Row[] }).results.map((row) => row.value)).toEqual(['dernier']);
  });

  it('is all or nothing: one invalid entry refuses the whole batch', async () => {
    const response = await admin.post('/api/admin/translations/bulk', {
      translations: [
        { key: 'bulk.valid', language: 'de', value: 'ok', category: 'ui' },
        { key: 'bulk.invalid', language: 'de', value: 'x', category: 'nope' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const coverage = (await admin.get('/api/admin/translations')).json() as Record<string, Record<string, string>>;
    expect(coverage.de!).not.toHaveProperty('bulk.valid');
  });

  it('accepts an empty list and refuses a body without the list', async () => {
    const empty = await admin.post('/api/admin/translations/bulk', { translations: [] });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ results: [] });
    expect((await admin.post('/api/admin/translations/bulk', {})).statusCode).toBe(400);
    expect((await admin.post('/api/admin/translations/bulk', [])).statusCode).toBe(400);
  });
});
