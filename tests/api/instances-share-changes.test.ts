/**
 * Decisions 66 and 67: two instances on one database count one offer limit and one
 * sign-in throttle, and keep their cached public answers true together. An admin's change made
 * through one instance shows through the other at once: the cache holds answers until told
 * otherwise, so without the notice (LISTEN/NOTIFY) the second instance would answer the old text
 * for ever.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { ADMIN_USERNAME, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { readEventStream } from '../helpers/event-stream';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function twoInstances(config: Partial<AppConfig> = {}): Promise<[TestApp, TestApp]> {
  const handle: DatabaseHandle = await createTestDatabase();
  open.push({ close: () => handle.close() });
  const shared = { ...handle, close: async () => {} };
  const first = await createTestApp(config, { database: shared });
  const second = await createTestApp(config, { database: shared });
  open.push(first, second);
  return [first, second];
}

describe('two instances on one database', () => {
  it('tell a visitor’s open page on the other instance when the offers are deleted', async () => {
    const [editing, reading] = await twoInstances();
    const property = await insertProperty(editing.db, { offerMode: 'open' });
    expect((await editing.client().post(`/api/properties/${property.id}/bids`, VALID_OFFER)).statusCode).toBe(201);
    await reading.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = reading.app.server.address() as AddressInfo;
    const stream = await readEventStream(`http://127.0.0.1:${port}/api/properties/${property.id}/events`);
    open.push(stream);
    const lastCount = () => {
      const last = stream.events.filter((e) => e.event === 'standing').at(-1);
      return last ? (JSON.parse(last.data) as { offerCount: number | null }).offerCount : undefined;
    };
    await expect.poll(lastCount).toBe(1);
    expect((await (await editing.adminClient()).delete('/api/admin/bids')).statusCode).toBe(200);
    await expect.poll(lastCount, { timeout: 3_000 }).toBe(0);
  });

  it('show a property edited through one at once through the other', async () => {
    const [editing, reading] = await twoInstances();
    const admin = await editing.adminClient();
    const created = await admin.post('/api/admin/properties', validPropertyBody({ title: 'Vorher' }));
    expect(created.statusCode).toBe(201);
    const titles = async () =>
      ((await reading.client().get('/api/properties')).json() as { title: string }[]).map((p) => p.title);
    const { id, slug } = created.json() as { id: string; slug: string };
    const ownTitle = async () =>
      ((await reading.client().get(`/api/listings/${slug}`)).json() as { title: string }).title;
    // The reading instance caches its answers (the list, and the property's own)…
    await expect.poll(titles).toContain('Vorher');
    await expect.poll(ownTitle).toBe('Vorher');

    // …and is told when the other one changes what it holds: the notice names that one property.
    const edited = await admin.patch(`/api/admin/properties/${id}`, { title: 'Nachher' });
    expect(edited.statusCode).toBe(200);
    await expect.poll(titles, { timeout: 3_000 }).toEqual(['Nachher']);
    await expect.poll(ownTitle, { timeout: 3_000 }).toBe('Nachher');
  });

  it('show an edited text through the other instance', async () => {
    const [editing, reading] = await twoInstances();
    const admin = await editing.adminClient();
    const text = async () => (await reading.client().get('/api/translations/de')).json()['nav.back'];
    expect(await text()).toBe('Zurück');
    const added = await admin.post('/api/admin/translations', {
      key: 'nav.back',
      language: 'de',
      value: 'Zurück zur Übersicht',
      category: 'navigation',
    });
    expect(added.statusCode).toBe(201);
    await expect.poll(text, { timeout: 3_000 }).toBe('Zurück zur Übersicht');
  });

  it('count one offer limit per client between them', async () => {
    const [first, second] = await twoInstances({ offerRateLimit: 3 });
    const property = await insertProperty(first.db);
    const offer = (app: TestApp) =>
      app.client({ remoteAddress: '203.0.113.7' }).post(`/api/properties/${property.id}/bids`, VALID_OFFER);
    const answers = [];
    for (const app of [first, second, first, second]) answers.push((await offer(app)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    // Another client still may.
    const other = await second
      .client({ remoteAddress: '203.0.113.8' })
      .post(`/api/properties/${property.id}/bids`, VALID_OFFER);
    expect(other.statusCode).toBe(201);
  });

  it('count one sign-in throttle between them', async () => {
    const [first, second] = await twoInstances();
    const tryPassword = async (app: TestApp) =>
      (await app.client({ remoteAddress: '198.51.100.9' }).login(ADMIN_USERNAME, 'not-the-password')).statusCode;
    const answers = [];
    // Five wrong passwords for one name from one address, spread over both instances.
    for (const app of [first, second, first, second, first, second]) answers.push(await tryPassword(app));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
