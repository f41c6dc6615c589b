import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

function pageBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'impressum',
    title: 'Impressum',
    titleEn: 'Imprint',
    titleFr: '',
    content: 'Angaben gemäß § 5 TMG\nMusterstraße 1',
    contentEn: 'Information pursuant to § 5 TMG',
    contentFr: null,
    isActive: true,
    ...overrides,
  };
}

async function createPage(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/pages', pageBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; slug: string; title: string; isActive: boolean };
}

describe('POST /api/admin/pages', () => {
  it('creates a page (201); empty translations become null; isActive defaults to true', async () => {
    const body: Record<string, unknown> = pageBody({ slug: 'agb', extra: 'dropped' });
    delete body.isActive;
    const response = await admin.post('/api/admin/pages', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      slug: 'agb',
      title: 'Impressum',
      titleEn: 'Imprint',
      titleFr: null,
      contentFr: null,
      isActive: true,
    });
    expect(response.json()).not.toHaveProperty('extra');

    const publicPage = await t.client().get('/api/pages/agb');
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.json().content).toBe(body.content);
  });

  it('answers 409 for a slug that already exists', async () => {
    await createPage({ slug: 'doppelt' });
    const response = await admin.post('/api/admin/pages', pageBody({ slug: 'doppelt', title: 'Anders' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toHaveProperty('message');
  });

  it.each([
    ['missing slug', { slug: undefined }, 'Slug ist erforderlich'],
    ['empty slug', { slug: '' }, 'Slug ist erforderlich'],
    ['upper-case slug', { slug: 'Impressum' }, 'Kleinbuchstaben'],
    ['slug with a slash', { slug: '../admin' }, 'Kleinbuchstaben'],
    ['slug with a space', { slug: 'a b' }, 'Kleinbuchstaben'],
    ['slug over 100 characters', { slug: 'a'.repeat(101) }, 'Kleinbuchstaben'],
    ['missing title', { title: undefined }, 'Titel ist erforderlich'],
    ['blank title', { title: '  ' }, 'Titel ist erforderlich'],
    ['title over 255 characters', { title: 'x'.repeat(256) }, 'title'],
    ['missing content', { content: undefined }, 'Inhalt ist erforderlich'],
    ['content with NUL', { content: 'a\u0000' }, 'NUL'],
    ['isActive not boolean', { isActive: 'true' }, 'isActive'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await admin.post('/api/admin/pages', pageBody({ slug: 'ungueltig', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('accepts a slug of exactly 100 characters', async () => {
    await createPage({ slug: 'b'.repeat(100) });
  });
});

describe('GET /api/admin/pages', () => {
  it('lists all pages, active and inactive, sorted by slug', async () => {
    await createPage({ slug: 'zz-letzte', isActive: false });
    await createPage({ slug: '0-erste' });
    const response = await admin.get('/api/admin/pages');
    expect(response.statusCode).toBe(200);
    const slugs = (response.json() as Array<{ slug: string }>).map((page) => page.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs[0]).toBe('0-erste');
    expect(slugs.at(-1)).toBe('zz-letzte');
  });
});

describe('PUT /api/admin/pages/:id', () => {
  it('replaces the page but never changes the slug', async () => {
    const page = await createPage({ slug: 'datenschutz' });
    const response = await admin.put(`/api/admin/pages/${page.id}`, {
      slug: 'anderer-slug',
      title: 'Datenschutzerklärung',
      content: 'Neu',
      contentEn: 'New',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: page.id,
      slug: 'datenschutz',
      title: 'Datenschutzerklärung',
      titleEn: null,
      content: 'Neu',
      contentEn: 'New',
      isActive: false,
    });
    // Inactive pages are not public.
    expect((await t.client().get('/api/pages/datenschutz')).statusCode).toBe(404);
    expect((await t.client().get('/api/pages/anderer-slug')).statusCode).toBe(404);
  });

  it('refuses an invalid body with 400', async () => {
    const page = await createPage({ slug: 'put-ungueltig' });
    const response = await admin.put(`/api/admin/pages/${page.id}`, { title: '', content: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Titel ist erforderlich');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await admin.put(`/api/admin/pages/${id}`, { title: 'x', content: 'y' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/admin/pages/:id', () => {
  it('deletes the page; a second delete is 404', async () => {
    const page = await createPage({ slug: 'weg' });
    const response = await admin.delete(`/api/admin/pages/${page.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('message');
    expect((await t.client().get('/api/pages/weg')).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/pages/${page.id}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/pages/not-a-uuid')).statusCode).toBe(404);
  });
});
