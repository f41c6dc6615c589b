/**
 * The public answers come from ready bodies: a strong ETag with 304 on If-None-Match, br and gzip
 * variants, and every admin write through the API shows on the very next request.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'offers-public-reads-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>Shell</title></head></html>');
  t = await createTestApp({}, { clientDir });
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe.each(['/api/properties', '/api/translations/fr', '/'])('GET %s', (url) => {
  it('carries a strong ETag and answers 304 to If-None-Match, with no body', async () => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A 304's headers update the stored answer's: the security headers are those of what it revalidates.
    for (const name of [
      'content-security-policy',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
    ]) {
      expect(again.headers[name], name).toEqual(first.headers[name]);
    }
    // Another encoding of the same bytes matches as well (weak comparison), a foreign tag does not.
    expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends br or gzip as the client accepts, each decoding to the same bytes', async () => {
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});

describe('admin writes show on the next request', () => {
  it('a new, an edited and a deactivated property: list and home page', async () => {
    const before = await get('/api/properties');
    const created = await admin.post('/api/admin/properties', {
      title: 'Neu am Viktualienmarkt',
      description: 'Frisch renoviert.',
      address: 'Viktualienmarkt 3, 80331 München',
      price: 990000,
      livingArea: 95,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1990,
      images: [],
      features: [],
      energyClass: 'B',
      energyConsumption: 60,
      heatingType: 'Gas',
      energyCertificateType: 'consumption',
      energyCarrier: 'naturalGas',
      energyCertificateYear: 2022,
      auctionEndDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    const after = await get('/api/properties', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ title: string }[]>()[0]!.title).toBe('Neu am Viktualienmarkt');
    expect((await get('/')).body).toContain('<title>Neu am Viktualienmarkt | Isarwert Immobilien</title>');

    expect((await admin.patch(`/api/admin/properties/${id}`, { title: 'Umbenannt' })).statusCode).toBe(200);
    expect((await get('/api/properties')).json<{ title: string }[]>()[0]!.title).toBe('Umbenannt');
    expect((await get('/')).body).toContain('<title>Umbenannt | Isarwert Immobilien</title>');

    expect((await admin.patch(`/api/admin/properties/${id}`, { isActive: false })).statusCode).toBe(200);
    const titles = (await get('/api/properties')).json<{ title: string }[]>().map((p) => p.title);
    expect(titles).not.toContain('Umbenannt');
  });

  it('an edited, then deleted translation', async () => {
    const created = await admin.post('/api/admin/translations', {
      key: 'property.interested',
      language: 'de',
      value: 'Neugierig geworden?',
      category: 'property',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await get('/api/translations/de')).json<Record<string, string>>()['property.interested']).toBe(
      'Neugierig geworden?',
    );
    expect((await admin.put(`/api/admin/translations/${id}`, { value: 'Lust auf mehr?' })).statusCode).toBe(200);
    expect((await get('/api/translations/de')).json<Record<string, string>>()['property.interested']).toBe(
      'Lust auf mehr?',
    );
    expect((await admin.delete(`/api/admin/translations/${id}`)).statusCode).toBe(200);
    expect((await get('/api/translations/de')).json<Record<string, string>>()['property.interested']).toBe(
      'Interessiert?',
    );
  });

  it('a created, edited, deactivated and deleted page', async () => {
    expect((await get('/api/pages/kontakt')).statusCode).toBe(404);
    const page = { slug: 'kontakt', title: 'Kontakt', content: 'Rufen Sie an.', isActive: true };
    const created = await admin.post('/api/admin/pages', page);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await get('/api/pages/kontakt')).json<{ title: string }>().title).toBe('Kontakt');

    expect((await admin.put(`/api/admin/pages/${id}`, { ...page, title: 'Kontakt & Anfahrt' })).statusCode).toBe(200);
    expect((await get('/api/pages/kontakt')).json<{ title: string }>().title).toBe('Kontakt & Anfahrt');

    expect((await admin.put(`/api/admin/pages/${id}`, { ...page, isActive: false })).statusCode).toBe(200);
    expect((await get('/api/pages/kontakt')).statusCode).toBe(404);

    expect((await admin.put(`/api/admin/pages/${id}`, page)).statusCode).toBe(200);
    expect((await get('/api/pages/kontakt')).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/pages/${id}`)).statusCode).toBe(200);
    expect((await get('/api/pages/kontakt')).statusCode).toBe(404);
  });
});

describe('the cache holds only what exists', () => {
  it('unknown slugs are not kept, so a client cannot fill memory with them', async () => {
    for (let n = 0; n < 50; n++) expect((await get(`/api/pages/no-such-page-${n}`)).statusCode).toBe(404);
    expect(t.app.publicReads.keys().filter((key) => key.includes('no-such-page'))).toEqual([]);
  });
});

describe('an offer needs the property open at the time it arrives', () => {
  it('is refused once the auction has ended, though the property list is cached', async () => {
    const property = await insertProperty(t.db, { auctionEndDate: new Date(Date.now() + 1500) });
    t.wroteBehindTheApp();
    await get('/api/properties');
    const offer = {
      propertyId: property.id,
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.de',
      phone: '+49 89 1',
      bidAmount: '500000.00',
    };
    expect((await t.client().post(`/api/properties/${property.id}/bids`, offer)).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await t.client().post(`/api/properties/${property.id}/bids`, offer)).statusCode).toBe(409);
  });
});
