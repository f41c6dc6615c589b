/**
 * An edit carries the version of the property it was based on: when the property changed since
 * (another admin, a late offer that moved the end, a hand-written UPDATE), the edit answers 409
 * and changes nothing, so an old form cannot write old values back. Pictures, the contact photo
 * and the home page's choice are saved on their own and leave the version as it is.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

interface Listed {
  id: string;
  title: string;
  version: number;
  auctionEndDate: string;
}

async function listed(id: string): Promise<Listed> {
  const list = (await admin.get('/api/admin/properties')).json() as Listed[];
  return list.find((each) => each.id === id)!;
}

describe('an edit based on an older version', () => {
  it('is saved when nothing changed since, and counts the version up', async () => {
    const { id } = await insertProperty(t.db);
    const loaded = await listed(id);
    expect(loaded.version).toBe(1);
    const saved = await admin.patch(`/api/admin/properties/${id}`, { title: 'Neuer Titel', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listed(id)).toMatchObject({ title: 'Neuer Titel', version: 2 });
  });

  it('is refused with 409 after another admin’s save, and changes nothing', async () => {
    const { id } = await insertProperty(t.db);
    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'Erste Änderung', version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await admin.patch(`/api/admin/properties/${id}`, {
      title: 'Alte Ansicht',
      minimumOffer: '1',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'stale' });
    expect(stale.json().message).toContain('Es wurde nichts gespeichert');
    expect(await listed(id)).toMatchObject({ title: 'Erste Änderung', version: 2 });
  });

  it('is refused after a late offer moved the end, so the old end is not written back', async () => {
    const end = new Date(Date.now() + 3 * 60_000);
    const { id } = await insertProperty(t.db, { auctionEndDate: end, extensionMinutes: 15 });
    const loaded = await listed(id);
    const offer = await t.client().post(`/api/properties/${id}/bids`, VALID_OFFER);
    expect(offer.statusCode, offer.body).toBe(201);
    const extended = await listed(id);
    expect(Date.parse(extended.auctionEndDate)).toBeGreaterThan(end.getTime());
    expect(extended.version).toBe(loaded.version + 1);
    const stale = await admin.patch(`/api/admin/properties/${id}`, {
      auctionEndDate: end.toISOString(),
      version: loaded.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await listed(id)).auctionEndDate).toBe(extended.auctionEndDate);
  });

  it('is refused after a change made straight in the database', async () => {
    const { id } = await insertProperty(t.db);
    await t.db.update(properties).set({ offerMode: 'open' }).where(eq(properties.id, id));
    t.wroteBehindTheApp();
    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'Spät', version: 1 })).statusCode).toBe(409);
  });

  it('is not refused for pictures, their texts, the contact photo or the home page, which are saved on their own', async () => {
    const { id } = await insertProperty(t.db, { isActive: true });
    await t.db
      .update(properties)
      .set({
        images: ['/uploads/a.webp'],
        imageAltTexts: { '/uploads/a.webp': { de: 'Fassade' } },
        contactPhoto: '/uploads/c.webp',
      })
      .where(eq(properties.id, id));
    expect((await admin.post(`/api/admin/properties/${id}/home-page`)).statusCode).toBe(200);
    t.wroteBehindTheApp();
    expect((await listed(id)).version).toBe(1);
    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'Noch aktuell', version: 1 })).statusCode).toBe(
      200,
    );
  });

  it('applies as before when it names no version', async () => {
    const { id } = await insertProperty(t.db);
    await t.db.update(properties).set({ title: 'Anders' }).where(eq(properties.id, id));
    const saved = await admin.patch(`/api/admin/properties/${id}`, { title: 'Ohne Version' });
    expect(saved.statusCode).toBe(200);
    expect((await listed(id)).title).toBe('Ohne Version');
  });

  it('refuses a version that is no number', async () => {
    const { id } = await insertProperty(t.db);
    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'X', version: 'eins' })).statusCode).toBe(400);
    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'X', version: 0 })).statusCode).toBe(400);
    expect((await listed(id)).version).toBe(1);
  });
});
