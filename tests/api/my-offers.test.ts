/**
 * Decision 110: the answer to an offer names its receipt's reference and the token of the
 * bidder's own page; the page lists that address's offers on the property and serves each
 * receipt, with no session. A changed token, or one whose offer is gone, opens nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

let clientDir: string;
const logLines: string[] = [];
let t: TestApp;
let admin: TestClient;
let sealed: PropertyRow;
let open: PropertyRow;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'my-offers-client-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { clientDir, logStream: { write: (line: string) => void logLines.push(line) } });
  admin = await t.adminClient();
  sealed = await insertProperty(t.db, { title: 'Stadthaus in Haidhausen', titleEn: 'Town house in Haidhausen' });
  open = await insertProperty(t.db, { title: 'Villa am See', offerMode: 'open', slug: 'villa-am-see' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface Placed {
  id: string;
  reference: string;
  myOffersToken: string;
}

async function place(property: PropertyRow, overrides: Record<string, unknown> = {}): Promise<Placed> {
  const response = await t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Placed;
}

interface View {
  bidder: { firstName: string; lastName: string; email: string; phone: string };
  property: { title: string; titleEn: string | null; publicPage: string | null };
  standing: { mode: string; ended: boolean; highestOffer: string | null };
  offers: { token: string; reference: string; amount: string; logPosition: number | null }[];
}

async function view(token: string) {
  return t.client().get(`/api/my-offers/${token}`);
}

describe('a bidder’s own page', () => {
  it('answers an offer with its reference and a token that opens the page with that offer', async () => {
    const placed = await place(sealed, { email: 'anna.berg@example.de', bidAmount: '700000.00' });
    expect(placed.reference).toBe(placed.id.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(placed.myOffersToken).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{22}$/);

    const response = await view(placed.myOffersToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const body = response.json() as View;
    // The bidder's own details, for the form of another offer.
    expect(body.bidder).toEqual({
      firstName: VALID_OFFER.firstName,
      lastName: VALID_OFFER.lastName,
      email: 'anna.berg@example.de',
      phone: VALID_OFFER.phone,
    });
    expect(body.property).toMatchObject({ title: 'Stadthaus in Haidhausen', titleEn: 'Town house in Haidhausen' });
    expect(body.property.publicPage).toMatch(/^\/immobilien\//);
    // Sealed: the page shows the bidder no more of the others' offers than any visitor sees.
    expect(body.standing).toMatchObject({ mode: 'sealed', ended: false, highestOffer: null });
    expect(body.offers).toEqual([
      {
        token: placed.myOffersToken,
        reference: placed.reference,
        amount: '700000.00',
        createdAt: expect.any(String),
        logPosition: expect.any(Number),
        withdrawnAt: null,
      },
    ]);
  });

  it('lists every offer of the same address on the property, newest first, and nobody else’s', async () => {
    const first = await place(open, { email: 'Lena.Koch@example.de', bidAmount: '1200000.00' });
    await place(open, { email: 'someone.else@example.de', bidAmount: '1250000.00' });
    const second = await place(open, { email: 'lena.koch@example.de', bidAmount: '1300000.00' });
    await place(sealed, { email: 'lena.koch@example.de', bidAmount: '650000.00' });

    const body = (await view(first.myOffersToken)).json() as View;
    expect(body.offers.map((offer) => offer.amount)).toEqual(['1300000.00', '1200000.00']);
    expect(body.offers.map((offer) => offer.token)).toEqual([second.myOffersToken, first.myOffersToken]);
    // Open: the highest offer is what every visitor sees.
    expect(body.standing).toMatchObject({ mode: 'open', highestOffer: '1300000.00' });
    // Either offer's token opens the same list; the details are those of the token's own offer.
    const fromSecond = (await view(second.myOffersToken)).json() as View;
    expect(fromSecond.offers).toEqual(body.offers);
    expect([body.bidder.email, fromSecond.bidder.email]).toEqual(['Lena.Koch@example.de', 'lena.koch@example.de']);
  });

  it('serves the receipt of the token’s offer as a PDF, in the asked language', async () => {
    const placed = await place(sealed, { email: 'paul.wolf@example.de', bidAmount: '710000.00', language: 'en' });
    const response = await t.client().get(`/api/my-offers/${placed.myOffersToken}/receipt.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(String(response.headers['content-disposition'])).toContain(`-${placed.reference}.pdf`);
    const german = await t.client().get(`/api/my-offers/${placed.myOffersToken}/receipt.pdf?language=de`);
    expect(String(german.headers['content-disposition'])).toContain(`Angebotsbestaetigung-${placed.reference}.pdf`);
  });

  it.skipIf(!hasPoppler)('the receipt names the reference and the amount', async () => {
    const placed = await place(sealed, { email: 'paul.wolf@example.de', bidAmount: '710000.00', language: 'en' });
    const german = await t.client().get(`/api/my-offers/${placed.myOffersToken}/receipt.pdf?language=de`);
    const text = pdfFlatText(german.rawPayload);
    expect(text).toContain(placed.reference);
    expect(text).toContain('710.000,00 €');
  });

  it('opens nothing with a changed token, a made-up one, or once the offer is deleted', async () => {
    const placed = await place(sealed, { email: 'eva.roth@example.de', bidAmount: '720000.00' });
    const token = placed.myOffersToken;
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await view(changed)).statusCode).toBe(404);
    expect((await t.client().get(`/api/my-offers/${changed}/receipt.pdf`)).statusCode).toBe(404);
    expect((await view('not-a-token')).statusCode).toBe(404);
    expect((await view(`${'0'.repeat(32)}${token.slice(32)}`)).statusCode).toBe(404);

    await t.db.delete(offers).where(eq(offers.id, placed.id));
    expect((await view(token)).statusCode).toBe(404);
    expect((await t.client().get(`/api/my-offers/${token}/receipt.pdf`)).statusCode).toBe(404);
  });

  it('opens nothing once the bidder’s data are erased (DSGVO Art. 17)', async () => {
    const placed = await place(sealed, { email: 'erase.me@example.de', bidAmount: '725000.00' });
    expect((await view(placed.myOffersToken)).statusCode).toBe(200);
    const erased = await admin.post('/api/admin/privacy/erase', { email: 'erase.me@example.de' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await view(placed.myOffersToken)).statusCode).toBe(404);
  });

  it('gives its page the app shell: 200 for a valid token, 404 otherwise, never indexed, no referrer', async () => {
    const placed = await place(sealed, { email: 'jonas.maier@example.de', bidAmount: '730000.00' });
    const page = await t.client().get(`/meine-angebote/${placed.myOffersToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toContain('no-store');
    const missing = await t.client().get(`/meine-angebote/${'0'.repeat(32)}${placed.myOffersToken.slice(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('never writes a token into the log', async () => {
    const placed = await place(sealed, { email: 'mia.lang@example.de', bidAmount: '740000.00' });
    const changed = `${placed.myOffersToken.slice(0, -1)}${placed.myOffersToken.endsWith('A') ? 'B' : 'A'}`;
    // Failures are logged at info: the 404s of a changed token, on the page and the API.
    await view(changed);
    await t.client().get(`/meine-angebote/${changed}`);
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/my-offers/…');
    expect(logged).toContain('/meine-angebote/…');
    expect(logged).not.toContain(changed.slice(0, 40));
  });

  it('draws as many receipts per address as offers, then answers 429; another address is served', async () => {
    const limited = await createTestApp({ offerRateLimit: 2 });
    try {
      const property = await insertProperty(limited.db, { title: 'Reihenhaus in Pasing' });
      const placed = await limited.client().post(`/api/properties/${property.id}/bids`, VALID_OFFER);
      const token = placed.json<Placed>().myOffersToken;
      const receipt = (address: string) =>
        limited.client({ remoteAddress: address }).get(`/api/my-offers/${token}/receipt.pdf`);
      expect((await receipt('203.0.113.51')).statusCode).toBe(200);
      expect((await receipt('203.0.113.51')).statusCode).toBe(200);
      const refused = await receipt('203.0.113.51');
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/Too many receipts/);
      expect((await receipt('198.51.100.51')).statusCode).toBe(200);
      // The page itself is not counted: it costs a read, not a drawing.
      expect((await limited.client({ remoteAddress: '203.0.113.51' }).get(`/api/my-offers/${token}`)).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});
