/**
 * Every active property has its own public page, /immobilien/<slug>: the address is made from the
 * German title by the database (also for rows written without the application), is unique, can be
 * changed by the agent, and an old address answers 301 to the new one for good.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { insertOffer, validPropertyBody } from '../helpers/admin-fixtures';
import { insertProperty } from '../helpers/fixtures';
import { sourceSiteRenderer } from '../helpers/site-renderer';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'offers-property-pages-'));
  mkdirSync(join(clientDir, 'assets'));
  copyFileSync('index.html', join(clientDir, 'index.html'));
  t = await createTestApp({}, { clientDir, siteRenderer: await sourceSiteRenderer() });
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface Created {
  id: string;
  slug: string;
}

async function create(overrides: Record<string, unknown>): Promise<Created> {
  const response = await admin.post('/api/admin/properties', validPropertyBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as Created;
}

/** A visitor's request to the site at its address. */
function visit(path: string) {
  return t.client().get(path, { headers: { host: 'angebote.example.de' } });
}

async function slugOf(id: string): Promise<string | undefined> {
  const [row] = await t.db.select({ slug: properties.slug }).from(properties).where(eq(properties.id, id));
  return row?.slug;
}

describe('the address of a property', () => {
  it('is made from the German title: umlauts and ß spelled out, signs dropped, -2 when taken', async () => {
    const first = await create({ title: 'Größe Wohnung am Südufer – „Isarblick“' });
    expect(first.slug).toBe('groesse-wohnung-am-suedufer-isarblick');
    const second = await create({ title: 'Größe Wohnung am Südufer: Isarblick!' });
    expect(second.slug).toBe('groesse-wohnung-am-suedufer-isarblick-2');
    const accents = await create({ title: 'Château à Neuilly, 4 pièces' });
    expect(accents.slug).toBe('chateau-a-neuilly-4-pieces');
    const signs = await create({ title: '€ – !' });
    expect(signs.slug).toMatch(/^immobilie(-\d+)?$/);
  });

  it('is cut after a whole word at 80 characters', async () => {
    const long = await create({ title: 'Sehr schöne Wohnung '.repeat(8) });
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^sehr-schoene-wohnung(-sehr-schoene-wohnung)*(-sehr|-sehr-schoene)?$/);
  });

  it('is made for a row written straight into the database, too', async () => {
    const row = await insertProperty(t.db, { title: 'Maisonette im Glockenbachviertel' });
    expect(row.slug).toBe('maisonette-im-glockenbachviertel');
    const [made] = (
      (await t.db.execute(sql`select property_slug_base('ÄÖÜ äöü ß ẞ Øre') as slug`)) as unknown as {
        rows: { slug: string }[];
      }
    ).rows;
    expect(made?.slug).toBe('aeoeue-aeoeue-ss-ss-ore');
  });

  it('can be chosen, and is refused when malformed or taken, changing nothing', async () => {
    const chosen = await create({ title: 'Penthouse', slug: '  Penthouse-Bogenhausen ' });
    expect(chosen.slug).toBe('penthouse-bogenhausen');

    for (const slug of ['zwei--striche', 'ümlaut', '-vorne', 'a/b', 'x'.repeat(81)]) {
      const refused = await admin.post('/api/admin/properties', validPropertyBody({ title: 'Refused', slug }));
      expect(refused.statusCode, slug).toBe(400);
      expect((refused.json() as { message: string }).message).toContain('Kleinbuchstaben');
    }
    const taken = await admin.post('/api/admin/properties', validPropertyBody({ title: 'Zweites', slug: chosen.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [{ path: 'slug' }] });
    const count = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.title, 'Zweites'));
    expect(count).toHaveLength(0);

    const other = await create({ title: 'Reihenhaus' });
    const clash = await admin.patch(`/api/admin/properties/${other.id}`, { slug: chosen.slug });
    expect(clash.statusCode).toBe(409);
    expect(await slugOf(other.id)).toBe('reihenhaus');
  });

  it('once changed, sends the old address to the new one (301), and never gives it to another property', async () => {
    const property = await create({ title: 'Stadtvilla in Solln' });
    const changed = await admin.patch(`/api/admin/properties/${property.id}`, { slug: 'stadtvilla-solln' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ slug: 'stadtvilla-solln' });

    const old = await visit('/immobilien/stadtvilla-in-solln?lang=en');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/immobilien/stadtvilla-solln?lang=en');
    expect((await visit('/immobilien/stadtvilla-solln')).statusCode).toBe(200);

    const thief = await create({ title: 'Andere Villa' });
    const refused = await admin.patch(`/api/admin/properties/${thief.id}`, { slug: 'stadtvilla-in-solln' });
    expect(refused.statusCode).toBe(409);
    const made = await create({ title: 'Stadtvilla in Solln' });
    expect(made.slug).toBe('stadtvilla-in-solln-2');
    // Chosen for a new property, through the API or straight in the database, it is refused too.
    const before = await t.db.select({ id: properties.id }).from(properties);
    const chosen = await admin.post('/api/admin/properties', validPropertyBody({ slug: 'stadtvilla-in-solln' }));
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toMatchObject({ errors: [{ path: 'slug' }] });
    await expect(insertProperty(t.db, { title: 'Fremd', slug: 'stadtvilla-in-solln' })).rejects.toThrow();
    expect(await t.db.select({ id: properties.id }).from(properties)).toHaveLength(before.length);

    // Back to its own earlier address: that one is its page again, the other one redirects.
    const back = await admin.patch(`/api/admin/properties/${property.id}`, { slug: 'stadtvilla-in-solln' });
    expect(back.statusCode).toBe(200);
    expect((await visit('/immobilien/stadtvilla-in-solln')).statusCode).toBe(200);
    expect((await visit('/immobilien/stadtvilla-solln')).headers.location).toBe('/immobilien/stadtvilla-in-solln');
  });

  it('redirects also after a change made straight in the database', async () => {
    const row = await insertProperty(t.db, { title: 'Altbau in Haidhausen' });
    await t.db.update(properties).set({ slug: 'haidhausen-altbau' }).where(eq(properties.id, row.id));
    t.wroteBehindTheApp();
    const old = await visit('/immobilien/altbau-in-haidhausen');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/immobilien/haidhausen-altbau');
  });
});

describe('GET /immobilien/:slug', () => {
  it('is the property page, rendered in the language asked for, with its own address in the head', async () => {
    const property = await create({
      title: 'Dachterrassenwohnung in Nymphenburg',
      titleEn: 'Roof terrace flat in Nymphenburg',
      address: 'Romanstraße 5, 80639 München',
    });
    const response = await visit(`/immobilien/${property.slug}?lang=en`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Roof terrace flat in Nymphenburg | Isarwert Immobilien</title>');
    expect(html).toContain(
      `<link rel="canonical" href="http://angebote.example.de/immobilien/${property.slug}?lang=en">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="fr" href="http://angebote.example.de/immobilien/${property.slug}?lang=fr">`,
    );
    expect(html).toContain('"@type":"RealEstateListing"');
    expect(html).toContain('Romanstraße 5, 80639 München');
    // The offer form is on the page, for this property.
    expect(html).toContain('id="bidding"');

    const api = await t.client().get(`/api/listings/${property.slug}`);
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ id: property.id, slug: property.slug });
  });

  it('answers 404 for an inactive, unknown or malformed address, and the API likewise', async () => {
    const property = await create({ title: 'Inaktives Haus', isActive: false });
    for (const path of [`/immobilien/${property.slug}`, '/immobilien/gibt-es-nicht', '/immobilien/Gross%C3%A4']) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('rel="canonical"');
    }
    expect((await t.client().get(`/api/listings/${property.slug}`)).statusCode).toBe(404);
    expect((await t.client().get('/api/listings/Gross--A')).statusCode).toBe(404);
  });

  it('leaves its page when the property is deactivated', async () => {
    const property = await create({ title: 'Bald verkauft' });
    expect((await visit(`/immobilien/${property.slug}`)).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/properties/${property.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await visit(`/immobilien/${property.slug}`)).statusCode).toBe(404);
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).not.toContain(property.slug);
  });

  it('is kept while another property changes, and rebuilt at once when its own property does', async () => {
    const a = await create({ title: 'Haus A am Englischen Garten' });
    const b = await create({ title: 'Haus B in Bogenhausen' });
    const pageKeyOf = (slug: string) => `site:http://angebote.example.de:de:listing:${slug}`;
    const held = () => t.app.publicReads.keys();
    expect((await visit(`/immobilien/${a.slug}?lang=de`)).statusCode).toBe(200);
    expect((await visit(`/immobilien/${b.slug}?lang=de`)).statusCode).toBe(200);
    expect((await visit('/immobilien?lang=de')).statusCode).toBe(200);
    expect(held()).toEqual(expect.arrayContaining([pageKeyOf(a.slug), pageKeyOf(b.slug)]));

    expect((await admin.patch(`/api/admin/properties/${a.id}`, { title: 'Haus A, frisch renoviert' })).statusCode).toBe(
      200,
    );
    // B's page stays ready; A's page and the overview (which gathers them all) are dropped.
    expect(held()).toContain(pageKeyOf(b.slug));
    expect(held()).not.toContain(pageKeyOf(a.slug));
    expect(held()).not.toContain('site:http://angebote.example.de:de:overview');
    expect((await visit(`/immobilien/${a.slug}?lang=de`)).body).toContain('Haus A, frisch renoviert');
    expect((await visit('/immobilien?lang=de')).body).toContain('Haus A, frisch renoviert');

    expect((await admin.patch(`/api/admin/properties/${b.id}`, { title: 'Haus B, mit Garten' })).statusCode).toBe(200);
    expect(held()).not.toContain(pageKeyOf(b.slug));
    expect(held()).toContain(pageKeyOf(a.slug));
    expect((await visit(`/immobilien/${b.slug}?lang=de`)).body).toContain('Haus B, mit Garten');
  });

  it('is named by / as the canonical address of the property it shows', async () => {
    const listed = (await t.client().get('/api/properties')).json() as Array<{ slug: string }>;
    const shown = listed[0]!;
    const home = await visit('/?lang=de');
    expect(home.body).toContain(
      `<link rel="canonical" href="http://angebote.example.de/immobilien/${shown.slug}?lang=de">`,
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every active property page in three languages, with alternates', async () => {
    const property = await create({ title: 'Gartenwohnung in Pasing' });
    const sitemap = (await visit('/sitemap.xml')).body;
    for (const language of ['de', 'en', 'fr']) {
      expect(sitemap).toContain(`<loc>http://angebote.example.de/immobilien/${property.slug}?lang=${language}</loc>`);
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://angebote.example.de/immobilien/${property.slug}"/>`,
    );
  });
});

interface Card {
  id: string;
  slug: string;
  highestOffer: string | null;
  offerMode: string;
}

/** The address of the link with rel="<rel>" in a page's markup. */
function hrefWithRel(html: string, rel: string): string | undefined {
  const link = new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
  return link ? /href="([^"]*)"/.exec(link)?.[1]?.replace(/&amp;/g, '&') : undefined;
}

/** Every card of the overview, page after page. */
async function allCards(): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.client().get(`/api/listings?page=${page}`);
    if (page > 1 && response.statusCode === 404) return cards;
    expect(response.statusCode).toBe(200);
    const body = response.json() as { listings: Card[]; total: number; pageSize: number };
    cards.push(...body.listings);
    if (cards.length >= body.total) return cards;
  }
}

describe('rendering pages', () => {
  it('leaves no timers behind: a rendered page’s data goes with its render', async () => {
    const made = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => create({ title: `Ohne Zeitgeber ${n}` })));
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    // Each page once in each language: 18 renders, none from the cache.
    for (const language of ['de', 'en', 'fr']) {
      for (const { slug } of made) expect((await visit(`/immobilien/${slug}?lang=${language}`)).statusCode).toBe(200);
    }
    // A query cache with a collection timer would leave one or more per render, for minutes.
    expect(timers() - before).toBeLessThan(3);
  });
});

describe('the listings overview', () => {
  it('GET /api/listings: a card per active property, running ones by deadline, ended ones last; the standing only when open', async () => {
    const hour = 3600 * 1000;
    const later = await create({
      title: 'Übersicht später',
      auctionEndDate: new Date(Date.now() + 90 * 24 * hour).toISOString(),
      offerMode: 'open',
    });
    const sooner = await create({
      title: 'Übersicht früher',
      auctionEndDate: new Date(Date.now() + 60 * 24 * hour).toISOString(),
    });
    const ended = await insertProperty(t.db, {
      title: 'Übersicht beendet',
      auctionEndDate: new Date(Date.now() - hour),
    });
    const hidden = await create({ title: 'Übersicht inaktiv', isActive: false });
    await insertOffer(t.db, later.id, { bidAmount: '750000.00' });
    await insertOffer(t.db, sooner.id, { bidAmount: '990000.00' });
    t.wroteBehindTheApp();

    const cards = await allCards();
    const ids = cards.map((card) => card.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(ended.id));
    expect(ids.at(-1)).toBe(ended.id);
    expect(cards.find((card) => card.id === later.id)).toMatchObject({ offerMode: 'open', highestOffer: '750000.00' });
    // The sealed procedure tells nothing of its offers, here as on its page.
    expect(cards.find((card) => card.id === sooner.id)).toMatchObject({ offerMode: 'sealed', highestOffer: null });
    expect(JSON.stringify(cards)).not.toContain('990000');
  });

  it('GET /immobilien: the overview rendered with its cards, linking each page; listed in the sitemap', async () => {
    const response = await visit('/immobilien?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Our properties | Isarwert Immobilien</title>');
    expect(response.body).toContain('href="/immobilien/uebersicht-frueher"');
    expect(response.body).not.toContain('uebersicht-inaktiv');
    expect((await visit('/sitemap.xml')).body).toContain('<loc>http://angebote.example.de/immobilien?lang=fr</loc>');
  });

  it('comes a page of 24 cards at a time, each page at its own address; a page there is not answers 404', async () => {
    // Enough active properties for more than one page.
    const { total: before } = (await t.client().get('/api/listings')).json() as { total: number };
    for (let index = before; index < 30; index += 1) await insertProperty(t.db, { title: `Seitenweise ${index}` });
    t.wroteBehindTheApp();

    const first = (await t.client().get('/api/listings')).json() as {
      listings: Card[];
      total: number;
      page: number;
      pageSize: number;
    };
    const total = Math.max(before, 30);
    expect(first).toMatchObject({ total, page: 1, pageSize: 24 });
    expect(first.listings).toHaveLength(24);
    const second = (await t.client().get('/api/listings?page=2')).json() as { listings: Card[]; page: number };
    expect(second.page).toBe(2);
    expect(second.listings).toHaveLength(total - 24);
    // Each card on exactly one page.
    const ids = [...first.listings, ...second.listings].map((card) => card.id);
    expect(new Set(ids).size).toBe(total);
    expect((await t.client().get('/api/listings?page=3')).statusCode).toBe(404);
    for (const bad of ['0', '-1', 'zwei', '1.5', '10001']) {
      expect((await t.client().get(`/api/listings?page=${bad}`)).statusCode).toBe(400);
    }

    const pageTwo = await visit('/immobilien?page=2&lang=en');
    expect(pageTwo.statusCode).toBe(200);
    expect(pageTwo.body).toContain('<title>Our properties – Page 2 of 2 | Isarwert Immobilien</title>');
    expect(pageTwo.body).toContain(
      '<link rel="canonical" href="http://angebote.example.de/immobilien?page=2&amp;lang=en">',
    );
    expect(hrefWithRel(pageTwo.body, 'prev')).toBe('/immobilien');
    expect(hrefWithRel(pageTwo.body, 'next')).toBeUndefined();
    expect(pageTwo.body).toContain(`href="/immobilien/${second.listings[0]!.slug}"`);
    expect(pageTwo.body).not.toContain(`href="/immobilien/${first.listings[0]!.slug}"`);
    expect(hrefWithRel((await visit('/immobilien?lang=de')).body, 'next')).toBe('/immobilien?page=2');
    for (const missing of ['/immobilien?page=3', '/immobilien?page=zwei', '/immobilien?page=0']) {
      const response = await visit(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).toContain('Page Not Found');
    }
  });
});
