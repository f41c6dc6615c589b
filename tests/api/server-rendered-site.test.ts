/**
 * The public site rendered on the server: the page is in the first HTML, in the visitor's language,
 * with the right status, its head tags and the state the browser hydrates from; kept ready until a
 * write or the end of the offer period changes it. Rendered by the client's own components
 * (src/client/entry-server.tsx) into the real index.html.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#server/db/schema.ts';
import { insertProperty } from '../helpers/fixtures';
import { sourceSiteRenderer } from '../helpers/site-renderer';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'offers-site-'));
  mkdirSync(join(clientDir, 'assets'));
  copyFileSync('index.html', join(clientDir, 'index.html'));
  t = await createTestApp({}, { clientDir, siteRenderer: await sourceSiteRenderer() });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const COVER = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** The text a visitor without scripts reads: tags dropped, entities of the test's texts decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

function stateOf(html: string): { language: string; queries: [string[], unknown][] } {
  const json = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no state in the page');
  return JSON.parse(json) as { language: string; queries: [string[], unknown][] };
}

async function seedProperty(overrides: Parameters<typeof insertProperty>[1] = {}) {
  return insertProperty(t.db, {
    title: 'Altbauwohnung am Englischen Garten',
    titleEn: 'Period flat by the English Garden',
    titleFr: 'Appartement ancien près du Jardin anglais',
    description: 'Helle Vier-Zimmer-Wohnung mit Stuck und Balkon.',
    address: 'Königinstraße 12, 80539 München',
    livingArea: 118,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1908,
    images: [COVER],
    auctionEndDate: new Date(Date.now() + 5 * 24 * 3600 * 1000),
    ...overrides,
  });
}

describe('GET / rendered on the server', () => {
  it('holds the property, its facts, the offer form and the footer in the first HTML, in German', async () => {
    await seedProperty();
    t.wroteBehindTheApp();
    const response = await t.client().get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Altbauwohnung am Englischen Garten | Isarwert Immobilien</title>');
    const text = visibleText(html);
    for (const shown of [
      'Altbauwohnung am Englischen Garten',
      'Königinstraße 12, 80539 München',
      '118',
      '1908',
      'Helle Vier-Zimmer-Wohnung mit Stuck und Balkon.',
      'Objektbeschreibung',
      'Energieausweis',
      'Angebotsfrist endet am',
      'Vorname',
      'Angebotssumme',
      'Angebot abgeben',
      'Impressum',
    ]) {
      expect(text).toContain(shown);
    }
    // The form's fields and the first gallery image are in the markup, the image with high priority.
    expect(html).toMatch(/<form[^>]*method="post"/);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'bidAmount', 'terms']) {
      expect(html).toContain(`name="${field}"`);
    }
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(html).toContain('href="/pages/impressum"');
    // Without scripts the form cannot be sent: the page says so (and the form never uses the address).
    expect(html).toMatch(/<noscript><p[^>]*>Um ein Angebot abzugeben, aktivieren Sie bitte JavaScript/);
    // The spinner of the plain shell is gone.
    expect(html).not.toContain('animate-spin text-gold');
  });

  it('carries the data it was rendered from as the browser would fetch it, and no inline code', async () => {
    const html = (await t.client().get('/')).body;
    const state = stateOf(html);
    expect(state.language).toBe('de');
    const keys = state.queries.map(([key]) => key[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/properties', '/api/translations/de']));
    const properties = state.queries.find(([key]) => key[0] === '/api/properties')?.[1] as { title: string }[];
    const api = (await t.client().get('/api/properties')).json() as { title: string }[];
    expect(properties).toEqual(api);
    // The Content-Security-Policy allows scripts from the site only: every script is data or a file.
    for (const script of html.match(/<script[^>]*>/g) ?? []) {
      expect(script).toMatch(/type="application\/(json|ld\+json)"|src="/);
    }
  });

  it('speaks the language of ?lang=, else of the cookie the client keeps, else German', async () => {
    const english = await t.client().get('/?lang=en');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>Period flat by the English Garden | Isarwert Immobilien</title>');
    expect(visibleText(english.body)).toContain('Offers close on');
    expect(stateOf(english.body).language).toBe('en');

    const french = await t.client().get('/', { headers: { cookie: 'selected-language=fr' } });
    expect(french.body).toContain('<html lang="fr"');
    expect(visibleText(french.body)).toContain('Appartement ancien près du Jardin anglais');
    expect(french.headers.vary).toMatch(/Cookie/);

    const addressWins = await t.client().get('/?lang=en', { headers: { cookie: 'selected-language=fr' } });
    expect(addressWins.body).toContain('<html lang="en"');
    const unknown = await t.client().get('/?lang=xx', { headers: { cookie: 'selected-language=<script>' } });
    expect(unknown.body).toContain('<html lang="de"');
  });

  it('speaks the browser’s language on a first visit (Accept-Language), unless a choice or ?lang= says otherwise', async () => {
    const firstVisit = await t.client().get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' } });
    expect(firstVisit.body).toContain('<html lang="en"');
    expect(stateOf(firstVisit.body).language).toBe('en');
    expect(firstVisit.headers.vary).toMatch(/Accept-Language/);
    const swiss = await t.client().get('/', { headers: { 'accept-language': 'fr-CH, it;q=0.9' } });
    expect(swiss.body).toContain('<html lang="fr"');
    const spokenNowhere = await t.client().get('/', { headers: { 'accept-language': 'it-IT, es;q=0.8' } });
    expect(spokenNowhere.body).toContain('<html lang="de"');
    const chosen = await t.client().get('/', {
      headers: { 'accept-language': 'en-GB', cookie: 'selected-language=de' },
    });
    expect(chosen.body).toContain('<html lang="de"');
    const addressed = await t.client().get('/?lang=fr', { headers: { 'accept-language': 'en-GB' } });
    expect(addressed.body).toContain('<html lang="fr"');
  });

  it("names its property's own per-language addresses, sharing cards and the listing for search engines", async () => {
    const html = (await t.client().get('/?lang=fr', { headers: { host: 'angebote.example.de' } })).body;
    // The property shown has a page of its own: that is the address search engines should keep.
    const page = 'http://angebote.example.de/immobilien/altbauwohnung-am-englischen-garten';
    expect(html).toContain(`<link rel="canonical" href="${page}?lang=fr">`);
    for (const language of ['de', 'en', 'fr']) {
      expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${page}?lang=${language}">`);
    }
    expect(html).toContain('<meta property="og:title" content="Appartement ancien près du Jardin anglais');
    expect(html).toContain(
      '<meta property="og:image" content="http://angebote.example.de/uploads/0123456789abcdef0123456789abcdef-share.jpg">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const listing = JSON.parse(jsonLd!) as Record<string, unknown> & { mainEntity: Record<string, unknown> };
    expect(listing['@type']).toBe('RealEstateListing');
    expect(listing.mainEntity).toMatchObject({
      floorSize: { value: 118, unitCode: 'MTK' },
      numberOfBedrooms: 3,
      yearBuilt: 1908,
      address: { streetAddress: 'Königinstraße 12', postalCode: '80539', addressLocality: 'München' },
    });
  });

  it('is kept ready: the same ETag, 304 for a current copy, and a new page after an admin edit', async () => {
    const first = await t.client().get('/');
    const again = await t.client().get('/');
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.client().get('/', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);

    const admin = await t.adminClient();
    const [shown] = (await t.client().get('/api/properties')).json() as { id: string }[];
    const patch = await admin.patch(`/api/admin/properties/${shown!.id}`, { title: 'Dachterrassenwohnung' });
    expect(patch.statusCode).toBe(200);
    const after = await t.client().get('/');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toContain('<title>Dachterrassenwohnung | Isarwert Immobilien</title>');
  });

  it('shows the closed notice instead of the form once the offer period ends, also from its cache', async () => {
    const admin = await t.adminClient();
    const soon = await seedProperty({ title: 'Bald beendet', auctionEndDate: new Date(Date.now() + 2500) });
    expect((await admin.post(`/api/admin/properties/${soon.id}/home-page`)).statusCode).toBe(200);
    const open = await t.client().get('/');
    expect(visibleText(open.body)).toContain('Bald beendet');
    expect(open.body).toContain('name="bidAmount"');
    await new Promise((resolve) => setTimeout(resolve, new Date(soon.auctionEndDate).getTime() - Date.now() + 100));
    const closed = await t.client().get('/');
    expect(visibleText(closed.body)).toContain('Die Angebotsfrist ist abgelaufen');
    expect(closed.body).not.toContain('name="bidAmount"');
  });
});

describe('content pages and the 404 screen rendered on the server', () => {
  beforeAll(async () => {
    await t.db.insert(pages).values([
      { slug: 'impressum', title: 'Impressum', titleEn: 'Legal notice', content: 'Isarwert GmbH\nMünchen' },
      { slug: 'entwurf', title: 'Entwurf', content: 'Noch nicht fertig', isActive: false },
      {
        slug: 'rechte',
        title: 'Ihre Rechte',
        content: '## Auskunft\nSie dürfen fragen.\n\n- Löschung\n- [Beschwerde](https://www.lda.bayern.de/)',
      },
    ]);
    t.wroteBehindTheApp();
  });

  it('renders an active page in the visitor language with 200', async () => {
    const response = await t.client().get('/pages/impressum?lang=en', { headers: { host: 'angebote.example.de' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Legal notice | Isarwert Immobilien</title>');
    expect(visibleText(response.body)).toContain('Isarwert GmbH');
    expect(response.body).toContain('<link rel="canonical" href="http://angebote.example.de/pages/impressum?lang=en">');
  });

  it('renders a page’s headings, lists and links as elements, with a description without markup', async () => {
    const response = await t.client().get('/pages/rechte');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h2[^>]*>Auskunft<\/h2>/);
    expect(response.body).toMatch(/<li>Löschung<\/li>/);
    expect(response.body).toMatch(/<a href="https:\/\/www\.lda\.bayern\.de\/"[^>]*>Beschwerde<\/a>/);
    expect(/<meta\s+name="description"\s+content="([^"]*)"/.exec(response.body)?.[1]).toMatch(
      /^Auskunft\s+Sie dürfen fragen\./,
    );
  });

  it.each(['/pages/nope', '/pages/entwurf'])('answers %s with 404 and the page-not-found screen', async (path) => {
    const response = await t.client().get(path);
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toContain('Seite nicht gefunden');
    expect(response.body).not.toContain('rel="canonical"');
    expect(stateOf(response.body).queries.some(([key]) => key[0] === `/api${path}`)).toBe(true);
  });

  it('answers an unknown path with 404 and the rendered 404 screen, in the visitor language', async () => {
    const response = await t.client().get('/foo/bar', { headers: { cookie: 'selected-language=fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="fr"');
    expect(visibleText(response.body)).toContain('Page Not Found');
  });

  it('ends a content page and the 404 screen with the footer: its legal links and the copyright', async () => {
    for (const path of ['/pages/impressum', '/nirgendwo']) {
      const html = (await t.client().get(path)).body;
      expect(html.slice(html.indexOf('<footer')), path).toContain('href="/pages/datenschutz"');
      expect(visibleText(html), path).toContain('© 2024 Isarwert Immobilien GmbH. Alle Rechte vorbehalten.');
    }
  });

  it('leaves the sign-in page and the admin to the browser', async () => {
    for (const path of ['/login', '/admin']) {
      const response = await t.client().get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="ssr-state"');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('never lets a page text end its script elements', async () => {
    const villa = await seedProperty({ title: 'Villa </script><script>alert(1)</script> $&', images: [] });
    const admin = await t.adminClient();
    expect((await admin.post(`/api/admin/properties/${villa.id}/home-page`)).statusCode).toBe(200);
    const html = (await t.client().get('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Villa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; | Isarwert');
    const shown = stateOf(html).queries.find(([key]) => key[0] === '/api/properties')?.[1] as { title: string }[];
    expect(shown[0]!.title).toBe('Villa </script><script>alert(1)</script> $&');
  });
});
