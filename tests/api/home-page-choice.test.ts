/**
 * What visitors see is the agent's explicit choice: the property on the home page comes first in
 * GET /api/properties; creating or activating another never replaces it; only
 * POST /api/admin/properties/:id/home-page does. Active listings must be plausible, and a
 * property without offers can be deleted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers, properties } from '#server/db/schema.ts';
import { insertOffer, validPropertyBody } from '../helpers/admin-fixtures';
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

interface Listed {
  id: string;
  title: string;
  onHomePage: boolean;
}

async function create(title: string, overrides: Record<string, unknown> = {}): Promise<Listed> {
  const response = await admin.post('/api/admin/properties', validPropertyBody({ title, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Listed>();
}

/** The title the home page shows: the first property of the public list. */
async function shownTitle(): Promise<string | undefined> {
  return (await t.client().get('/api/properties')).json<Listed[]>()[0]?.title;
}

describe('the property on the home page', () => {
  it('is the first property of a new site, and a newer one does not replace it', async () => {
    const first = await create('Villa in Grünwald');
    expect(first.onHomePage).toBe(true);
    const second = await create('Testobjekt Pasing');
    expect(second.onHomePage).toBe(false);
    expect(await shownTitle()).toBe('Villa in Grünwald');

    // Activating a draft does not replace it either.
    const draft = await create('Entwurf Sendling', { isActive: false, livingArea: 0 });
    const activated = await admin.patch(`/api/admin/properties/${draft.id}`, { isActive: true, livingArea: 64 });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await shownTitle()).toBe('Villa in Grünwald');
  });

  it('changes only when the agent shows another one there', async () => {
    await create('Villa in Grünwald');
    const pasing = await create('Wohnung in Pasing');
    const response = await admin.post(`/api/admin/properties/${pasing.id}/home-page`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: pasing.id, onHomePage: true });
    expect(await shownTitle()).toBe('Wohnung in Pasing');
    const onHomePage = await t.db.select().from(properties).where(eq(properties.onHomePage, true));
    expect(onHomePage.map((row) => row.title)).toEqual(['Wohnung in Pasing']);
  });

  it('cannot be an inactive property or one that does not exist', async () => {
    await create('Villa in Grünwald');
    const draft = await create('Entwurf', { isActive: false });
    const refused = await admin.post(`/api/admin/properties/${draft.id}/home-page`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/aktive/);
    expect(await shownTitle()).toBe('Villa in Grünwald');
    const missing = await admin.post('/api/admin/properties/00000000-0000-4000-8000-000000000000/home-page');
    expect(missing.statusCode).toBe(404);
  });

  it('passes to the newest other active property when the shown one is deactivated', async () => {
    const villa = await create('Villa in Grünwald');
    await create('Wohnung in Pasing');
    await create('Haus in Gauting');
    await admin.patch(`/api/admin/properties/${villa.id}`, { isActive: false });
    expect(await shownTitle()).toBe('Haus in Gauting');
    const admins = (await admin.get('/api/admin/properties')).json<Listed[]>();
    expect(admins.filter((property) => property.onHomePage).map((property) => property.title)).toEqual([
      'Haus in Gauting',
    ]);
  });
});

describe('an active listing', () => {
  it('needs a living area above 0 and a year built from 1500 to next year', async () => {
    const nextYear = new Date().getFullYear() + 1;
    for (const [overrides, path] of [
      [{ livingArea: 0 }, 'livingArea'],
      [{ yearBuilt: 1499 }, 'yearBuilt'],
      [{ yearBuilt: nextYear + 1 }, 'yearBuilt'],
    ] as const) {
      const response = await admin.post('/api/admin/properties', validPropertyBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([path]);
    }
    expect((await admin.post('/api/admin/properties', validPropertyBody({ yearBuilt: nextYear }))).statusCode).toBe(
      201,
    );
    expect(await t.db.select().from(properties)).toHaveLength(1);
  });

  it('may be a draft while inactive, and cannot be activated until it is plausible', async () => {
    const draft = await create('Entwurf', { isActive: false, livingArea: 0 });
    const refused = await admin.patch(`/api/admin/properties/${draft.id}`, { isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'livingArea', message: 'Eine aktive Immobilie braucht eine Wohnfläche über 0 m²' },
    ]);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, draft.id));
    expect(row).toMatchObject({ isActive: false, livingArea: 0 });
  });
});

describe('DELETE /api/admin/properties/:id', () => {
  it('deletes a property without offers, and the home page passes on', async () => {
    const villa = await create('Villa in Grünwald');
    await create('Wohnung in Pasing');
    const response = await admin.delete(`/api/admin/properties/${villa.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(properties).where(eq(properties.id, villa.id))).toEqual([]);
    expect(await shownTitle()).toBe('Wohnung in Pasing');
    expect((await admin.delete(`/api/admin/properties/${villa.id}`)).statusCode).toBe(404);
  });

  it('keeps a property with offers (409) and its offers', async () => {
    const villa = await create('Villa in Grünwald');
    await insertOffer(t.db, villa.id);
    const response = await admin.delete(`/api/admin/properties/${villa.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Angebote/);
    expect(await t.db.select().from(offers).where(eq(offers.propertyId, villa.id))).toHaveLength(1);
    expect(await shownTitle()).toBe('Villa in Grünwald');
  });
});
