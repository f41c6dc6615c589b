/**
 * Decision 63: sign-ins (success and failure) and admin changes in the audit log — who, when,
 * what, by ids and never personal values; a paged view; kept one year by a job that runs once a
 * day across instances.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetAuditAddresses, purgeAudit } from '#server/audit/audit-log.ts';
import { auditLog } from '#server/db/schema.ts';
import { claimTodaysRun } from '#server/jobs/daily-jobs.ts';
import { insertOffer, validPropertyBody } from '../helpers/admin-fixtures';
import { VALID_OFFER } from '../helpers/fixtures';
import { ADMIN_USERNAME, createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

interface Entry {
  id: string;
  at: string;
  username: string | null;
  action: string;
  targetId: string | null;
  detail: Record<string, unknown> | null;
  clientAddress: string | null;
}

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

async function newest(count = 1): Promise<Entry[]> {
  const response = await admin.get(`/api/admin/audit?limit=${count}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Entry[];
}

describe('the audit log', () => {
  it('records a sign-in, a failed one for a known admin, and one for an unknown name without that name', async () => {
    const client = t.client();
    expect((await client.login(ADMIN_USERNAME, 'wrong-password-123')).statusCode).toBe(401);
    expect((await client.login('someone-typed-this', 'whatever-password')).statusCode).toBe(401);
    expect((await client.login()).statusCode).toBe(200);

    const [login, unknown, failed] = await newest(3);
    expect(login).toMatchObject({ action: 'login', username: ADMIN_USERNAME, targetId: null });
    expect(unknown).toMatchObject({ action: 'loginFailed', username: null, detail: { reason: 'password' } });
    expect(failed).toMatchObject({ action: 'loginFailed', username: ADMIN_USERNAME, detail: { reason: 'password' } });
    const everything = JSON.stringify((await admin.get('/api/admin/audit?limit=200')).json());
    expect(everything).not.toContain('someone-typed-this');
    expect(everything).not.toContain('wrong-password');

    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await newest())[0]).toMatchObject({ action: 'logout', username: ADMIN_USERNAME });
  });

  it('records property changes with the property id, and not a refused change', async () => {
    const created = await admin.post('/api/admin/properties', validPropertyBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'Neuer Titel' })).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/properties/${id}`, { price: 'viel' })).statusCode).toBe(400);

    const [update, create] = await newest(2);
    expect(create).toMatchObject({ action: 'createProperty', targetId: id, username: ADMIN_USERNAME });
    expect(update).toMatchObject({ action: 'updateProperty', targetId: id });
  });

  it('records work on offers by their ids, counts, and the export, without the bidders’ details', async () => {
    const property = await admin.post('/api/admin/properties', validPropertyBody());
    const offer = await insertOffer(t.db, property.json().id);
    expect((await admin.post(`/api/admin/bids/${offer.id}/favorite`)).statusCode).toBe(200);
    const changed = await admin.patch(`/api/admin/bids/${offer.id}`, { status: 'accepted', note: 'Ruft zurück' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin.get('/api/admin/bids/export')).statusCode).toBe(200);
    const deleted = await admin.delete('/api/admin/bids');
    expect(deleted.statusCode).toBe(200);

    const [deleteAll, exported, update, favorite] = await newest(4);
    expect(favorite).toMatchObject({ action: 'toggleOfferFavorite', targetId: offer.id });
    expect(update).toMatchObject({
      action: 'updateOffer',
      targetId: offer.id,
      detail: { status: 'accepted', noteChanged: true },
    });
    expect(exported).toMatchObject({ action: 'exportOffers', targetId: null });
    expect(deleteAll).toMatchObject({ action: 'deleteAllOffers', detail: { deleted: deleted.json().deleted } });
    const everything = JSON.stringify((await admin.get('/api/admin/audit?limit=200')).json());
    for (const personal of [VALID_OFFER.email, VALID_OFFER.lastName, VALID_OFFER.phone, 'Ruft zurück']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('records translation and page changes', async () => {
    const translation = await admin.post('/api/admin/translations', {
      key: 'audit.test',
      language: 'de',
      value: 'Prüfung',
      category: 'ui',
    });
    expect(translation.statusCode).toBe(201);
    const page = await admin.post('/api/admin/pages', { slug: 'audit-seite', title: 'Seite', content: 'Text' });
    expect(page.statusCode).toBe(201);
    const [createPage, createTranslation] = await newest(2);
    expect(createTranslation).toMatchObject({ action: 'createTranslation', targetId: translation.json().id });
    expect(createPage).toMatchObject({ action: 'createPage', targetId: page.json().id });
  });

  it('pages through the log newest first, without repeats or gaps, even for entries of the same instant', async () => {
    await t.db.execute(sql`insert into ${auditLog} (at, action, username)
      select now() - interval '1 hour', 'updatePage', 'bulk' from generate_series(1, 120)`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await admin.get(`/api/admin/audit?limit=50${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: Entry[]; nextCursor: string | null };
      seen.push(...body.items.map((entry) => entry.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    const total = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it.each([
    ['not base64 JSON', 'garbage'],
    ['another shape', Buffer.from('{"a":1}').toString('base64url')],
    [
      'a day that does not exist',
      Buffer.from('["2026-02-31 10:00:00+00","6f1c2d3e-4b5a-4c6d-8e7f-901234567890"]').toString('base64url'),
    ],
  ])('refuses a cursor that is %s with a 400', async (_case, cursor) => {
    const response = await admin.get(`/api/admin/audit?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This cursor is not one of ours.');
  });

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/audit')).statusCode).toBe(401);
  });
});

describe('where an entry came from', () => {
  it('keeps the client address of sign-ins and changes, behind a trusted proxy the client’s', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const client = proxied.client({ remoteAddress: '10.0.0.2' });
      const viaProxy = { headers: { 'x-forwarded-for': '2001:db8:5::17' } };
      await client.get('/api/auth/user', viaProxy);
      const login = await client.post(
        '/api/login',
        { username: ADMIN_USERNAME, password: 'wrong-password-123' },
        viaProxy,
      );
      expect(login.statusCode).toBe(401);
      const direct = await proxied.adminClient({ remoteAddress: '198.51.100.23' });
      expect((await direct.post('/api/admin/properties', validPropertyBody())).statusCode).toBe(201);

      const items = (await direct.get('/api/admin/audit?limit=3')).json().items as Entry[];
      expect(items.map(({ action, clientAddress }) => [action, clientAddress])).toEqual([
        ['createProperty', '198.51.100.23'],
        ['login', '198.51.100.23'],
        ['loginFailed', '2001:db8:5::17'],
      ]);
    } finally {
      await proxied.close();
    }
  });

  it('forgets addresses after 30 days and keeps the entries', async () => {
    await t.db.execute(sql`insert into ${auditLog} (at, action, client_address) values
      (now() - interval '31 days', 'old-with-address', '203.0.113.9'),
      (now() - interval '29 days', 'recent-with-address', '203.0.113.10')`);
    expect(await forgetAuditAddresses(t.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.db
      .select({ action: auditLog.action, clientAddress: auditLog.clientAddress })
      .from(auditLog)
      .where(sql`${auditLog.action} like '%-with-address'`);
    expect(Object.fromEntries(rows.map((row) => [row.action, row.clientAddress]))).toEqual({
      'old-with-address': null,
      'recent-with-address': '203.0.113.10',
    });
  });
});

describe('keeping the log one year', () => {
  it('deletes entries older than the retention and keeps the rest', async () => {
    await t.db.execute(sql`insert into ${auditLog} (at, action) values
      (now() - interval '366 days', 'old'), (now() - interval '364 days', 'recent')`);
    expect(await purgeAudit(t.db, 365)).toBeGreaterThanOrEqual(1);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).not.toContain('old');
    expect(actions).toContain('recent');
  });

  it("gives today's run of a daily job to exactly one of several instances", async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimTodaysRun(t.db, 'test-job')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimTodaysRun(t.db, 'test-job')).toBe(false);
  });
});
