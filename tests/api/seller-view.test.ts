/**
 * The seller's read-only view (decision 0074). The agent creates, lists and revokes
 * links; the seller's token opens the property's live standing and offers, without the bidders'
 * contact data unless the agent allowed it; a revoked, expired or unknown token opens nothing, and
 * no token ever reaches the log.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sellerLinks } from '#server/db/schema.ts';
import { readEventStream } from '../helpers/event-stream';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const UNKNOWN_TOKEN = 'A'.repeat(43);
const DAY_MS = 24 * 60 * 60 * 1000;

interface CreatedLink {
  id: string;
  token: string;
  path: string;
  label: string | null;
  showContact: boolean;
  createdAt: string;
  expiresAt: string;
  lastOpenedAt: string | null;
  revokedAt: string | null;
}
interface ViewAnswer {
  standing: { mode: string; highestOffer: string | null; offerCount: number; bidderCount: number; extended: boolean };
  offers: {
    bidderNumber: number;
    amount: string;
    financing: string | null;
    bindingDays: number | null;
    contact: { name: string; email: string; phone: string } | null;
  }[];
  property: { title: string; address: string };
  link: { label: string | null; showContact: boolean };
  bidLog: { kind: string; bidderNumber: number | null; amount: string | null; reason: string | null }[];
}

let clientDir: string;
const logLines: string[] = [];
let t: TestApp;
let admin: TestClient;
let property: PropertyRow;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'seller-client-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { clientDir, logStream: { write: (line: string) => void logLines.push(line) } });
  admin = await t.adminClient();
  // Sealed: the public sees nothing of the offers, the seller sees everything.
  property = await insertProperty(t.db, { title: 'Altbauwohnung in Haidhausen', offerMode: 'sealed' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const linksUrl = (propertyId = property.id) => `/api/admin/properties/${propertyId}/seller-links`;

async function createLink(body: Record<string, unknown> = {}): Promise<CreatedLink> {
  const response = await admin.post(linksUrl(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedLink;
}

async function placeOffer(overrides: Record<string, unknown> = {}) {
  const response = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
}

const viewOf = (token: string) => t.client().get(`/api/seller-view/${token}`);

describe('the admin’s seller links', () => {
  it('needs a signed-in admin', async () => {
    const visitor = t.client();
    expect((await visitor.get(linksUrl())).statusCode).toBe(401);
    expect((await visitor.post(linksUrl(), {})).statusCode).toBe(401);
    const link = await createLink();
    expect((await visitor.post(`${linksUrl()}/${link.id}/revoke`, {})).statusCode).toBe(401);
  });

  it('creates a link with a long random token, stored only as its hash, and lists it without the token', async () => {
    const before = Date.now();
    const link = await createLink({ label: '  Familie Obermaier ', expiresInDays: 7 });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/verkauf/${link.token}`);
    expect(link).toMatchObject({ label: 'Familie Obermaier', showContact: false, revokedAt: null, lastOpenedAt: null });
    const expires = Date.parse(link.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(expires - before).toBeLessThan(7 * DAY_MS + 60_000);

    const [row] = await t.db.select().from(sellerLinks).where(eq(sellerLinks.id, link.id));
    expect(Buffer.from(row!.tokenHash).toString('hex')).not.toContain(Buffer.from(link.token).toString('hex'));
    expect(row!.tokenHash.length).toBe(32);

    const list = (await admin.get(linksUrl())).json() as Record<string, unknown>[];
    const listed = list.find((entry) => entry.id === link.id);
    expect(listed).toMatchObject({ label: 'Familie Obermaier', showContact: false });
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(list)).not.toContain(link.token);
  });

  it('defaults to 30 days and takes a last day, valid until its end in Munich', async () => {
    const link = await createLink();
    expect(Math.round((Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / DAY_MS)).toBe(30);
    const day = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    const dated = await createLink({ expiresOn: day });
    // Until the end of that day in Munich: midnight local time, whatever the season.
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    expect(new Date(dated.expiresAt).toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' })).toBe(`${next} 00:00:00`);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const count = async () => (await t.db.select().from(sellerLinks)).length;
    const before = await count();
    for (const body of [
      { expiresInDays: 5 },
      { expiresInDays: '30' },
      { expiresOn: '2026-02-30' },
      { expiresOn: '2020-01-01' },
      { expiresOn: '2099-01-01' },
      { expiresInDays: 7, expiresOn: '2027-01-01' },
      { label: 'x'.repeat(121) },
      { label: 'a\u0000b' },
      { showContact: 'yes' },
      { token: 'mine' },
    ]) {
      const response = await admin.post(linksUrl(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toEqual(expect.any(String));
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown property or link', async () => {
    const unknown = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
    expect((await admin.get(linksUrl(unknown))).statusCode).toBe(404);
    expect((await admin.post(linksUrl(unknown), {})).statusCode).toBe(404);
    expect((await admin.post(`${linksUrl()}/${unknown}/revoke`, {})).statusCode).toBe(404);
    const other = await insertProperty(t.db);
    const link = await createLink();
    expect((await admin.post(`${linksUrl(other.id)}/${link.id}/revoke`, {})).statusCode).toBe(404);
  });

  it('records creating and revoking in the audit log, without the token', async () => {
    const link = await createLink();
    expect((await admin.post(`${linksUrl()}/${link.id}/revoke`, {})).statusCode).toBe(200);
    const entries = await t.db.select().from(auditLog);
    const actions = entries.filter((entry) => entry.targetId === property.id).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['createSellerLink', 'revokeSellerLink']));
    expect(JSON.stringify(entries)).not.toContain(link.token);
  });
});

describe('the seller’s view', () => {
  it('shows the standing whatever the public mode, and the offers without contact data', async () => {
    await placeOffer({ bidAmount: '900000.00', financing: 'own-funds', bindingDays: 30 });
    await placeOffer({ bidAmount: '910000.00', email: 'anna.berg@example.de', firstName: 'Anna', lastName: 'Berg' });
    await placeOffer({ bidAmount: '920000.00' });
    const link = await createLink({ label: 'Herr Obermaier' });

    const response = await viewOf(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['cache-control']).toContain('no-store');
    const view = response.json() as ViewAnswer;
    expect(view.standing).toMatchObject({ mode: 'sealed', highestOffer: '920000.00', offerCount: 3, bidderCount: 2 });
    expect(view.property).toMatchObject({ title: 'Altbauwohnung in Haidhausen' });
    expect(view.link).toEqual(expect.objectContaining({ label: 'Herr Obermaier', showContact: false }));
    // Newest first; the same e-mail address keeps its number.
    expect(view.offers.map((offer) => [offer.bidderNumber, offer.amount])).toEqual([
      [1, '920000.00'],
      [2, '910000.00'],
      [1, '900000.00'],
    ]);
    expect(view.offers[2]).toMatchObject({ financing: 'own-funds', bindingDays: 30, contact: null });
    expect(response.body).not.toContain('Huber');
    expect(response.body).not.toContain('example.de');
    expect(response.body).not.toContain('+49');

    // The public standing of the sealed procedure still tells nothing.
    const publicStanding = (await t.client().get(`/api/properties/${property.id}/standing`)).json() as object;
    expect(publicStanding).toMatchObject({ highestOffer: null, offerCount: null });

    const listed = ((await admin.get(linksUrl())).json() as CreatedLink[]).find((entry) => entry.id === link.id);
    expect(listed?.lastOpenedAt).not.toBeNull();
  });

  it('shows names, e-mail addresses and phone numbers only when the agent allowed it', async () => {
    const link = await createLink({ showContact: true });
    const view = (await viewOf(link.token)).json() as ViewAnswer;
    expect(view.link.showContact).toBe(true);
    expect(view.offers.at(-1)?.contact).toEqual({
      name: 'Maximilian Huber',
      email: 'max.huber@example.de',
      phone: '+49 89 123456',
    });
  });

  it('carries the bid log, whose bidder numbers the offers share, and hands it out as a PDF', async () => {
    const link = await createLink();
    const view = (await viewOf(link.token)).json() as ViewAnswer;
    const logged = view.bidLog.filter((entry) => entry.kind === 'offer');
    expect(logged.map((entry) => [entry.bidderNumber, entry.amount])).toEqual(
      view.offers.map((offer) => [offer.bidderNumber, offer.amount]),
    );
    expect(JSON.stringify(view.bidLog)).not.toContain('example.de');

    const pdf = await t.client().get(`/api/seller-view/${link.token}/bid-log.pdf?language=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
    expect((await t.client().get(`/api/seller-view/${link.token}/bid-log.pdf?language=xx`)).statusCode).toBe(400);

    expect((await admin.post(`${linksUrl()}/${link.id}/revoke`, {})).statusCode).toBe(200);
    expect((await t.client().get(`/api/seller-view/${link.token}/bid-log.pdf`)).statusCode).toBe(404);
  });

  // Read back as a person's PDF viewer would (poppler): named as skipped where it is missing.
  it.skipIf(!hasPoppler)('writes the bid log PDF in the language asked for, without contact data', async () => {
    const link = await createLink();
    const pdf = await t.client().get(`/api/seller-view/${link.token}/bid-log.pdf?language=en`);
    const text = pdfFlatText(pdf.rawPayload);
    expect(text).toContain('Bid log');
    expect(text).toContain('920,000.00');
    expect(text).not.toContain('Huber');
  });

  it('opens nothing for a revoked, expired, unknown or malformed token: 404, like each other', async () => {
    const revoked = await createLink();
    expect((await admin.post(`${linksUrl()}/${revoked.id}/revoke`, {})).statusCode).toBe(200);
    const expired = await createLink();
    await t.db
      .update(sellerLinks)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sellerLinks.id, expired.id));
    const answers = [];
    for (const token of [revoked.token, expired.token, UNKNOWN_TOKEN, 'short', `${revoked.token}x`]) {
      const response = await viewOf(token);
      expect(response.statusCode, token).toBe(404);
      answers.push(response.body);
      expect((await t.client().get(`/api/seller-view/${token}/events`)).statusCode).toBe(404);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!)).toEqual({ message: 'This link is no longer valid' });
  });

  it('gives its page the app shell: 200 for an open link, 404 otherwise, never indexed, no referrer', async () => {
    const link = await createLink();
    const page = await t.client().get(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toContain('no-store');
    expect((await admin.post(`${linksUrl()}/${link.id}/revoke`, {})).statusCode).toBe(200);
    const gone = await t.client().get(link.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<div id="root">');
    expect((await t.client().get(`/verkauf/${UNKNOWN_TOKEN}`)).statusCode).toBe(404);
  });

  it('follows a new offer live and ends the stream when the link is revoked', async () => {
    const link = await createLink();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const stream = await readEventStream(`http://127.0.0.1:${port}/api/seller-view/${link.token}/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('referrer-policy')).toBe('no-referrer');
    const views = () =>
      stream.events.filter((e) => e.event === 'seller-view').map((e) => JSON.parse(e.data) as ViewAnswer);
    try {
      await expect.poll(() => views().length, { timeout: 5_000 }).toBeGreaterThan(0);
      const count = views().at(-1)!.standing.offerCount;
      await placeOffer({ bidAmount: '987654.00' });
      await expect
        .poll(() => views().at(-1)?.standing, { timeout: 5_000 })
        .toMatchObject({ offerCount: count + 1, highestOffer: '987654.00' });
      expect(views().at(-1)?.offers[0]).toMatchObject({ amount: '987654.00', contact: null });

      expect((await admin.post(`${linksUrl()}/${link.id}/revoke`, {})).statusCode).toBe(200);
      await expect.poll(() => stream.events.some((e) => e.event === 'gone'), { timeout: 5_000 }).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('keeps no bidder data of its own: an erased bidder (DSGVO Art. 17) is gone from the view too', async () => {
    const link = await createLink({ showContact: true });
    await placeOffer({ bidAmount: '930000.00', email: 'erase.me@example.de', lastName: 'Vergessen' });
    expect((await viewOf(link.token)).body).toContain('erase.me@example.de');
    const erased = await admin.post('/api/admin/privacy/erase', { email: 'erase.me@example.de' });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await viewOf(link.token);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('erase.me@example.de');
    expect(after.body).not.toContain('Vergessen');
    const view = after.json() as ViewAnswer;
    expect(view.offers.map((offer) => offer.amount)).not.toContain('930000.00');
    // The bid log keeps its anonymous entries and says that the offer was erased (decision 0073).
    expect(view.bidLog[0]).toMatchObject({ kind: 'offer-deleted', amount: '930000.00', reason: 'erasure' });
  });

  it('never writes a token into the log', async () => {
    // Every request above was logged at info or not at all (reads that succeed); the 404s were.
    const link = await createLink();
    await viewOf(link.token);
    await admin.post(`${linksUrl()}/${link.id}/revoke`, {});
    await viewOf(link.token);
    await t.client().get(link.path);
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/seller-view/…');
    expect(logged).toContain('/verkauf/…');
    expect(logged).not.toContain(link.token);
    expect(logged).not.toMatch(/\/(verkauf|seller-view)\/[A-Za-z0-9_-]{20,}/);
  });
});
