/** sitemap.xml: the home page and the active content pages, each in de/en/fr with hreflang alternates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let configured: TestApp;

beforeAll(async () => {
  [t, configured] = await Promise.all([
    createTestApp({ trustProxy: true }),
    createTestApp({ publicUrl: 'https://angebote.example.de' }),
  ]);
  for (const app of [t, configured]) {
    await app.db.insert(pages).values([
      { slug: 'impressum', title: 'Impressum', content: 'Angaben', isActive: true },
      { slug: 'entwurf', title: 'Entwurf', content: 'Noch nicht fertig', isActive: false },
    ]);
  }
});
afterAll(() => Promise.all([t.close(), configured.close()]));

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('lists the home page and each active page in three languages, at the configured address', async () => {
    const response = await configured.client().get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locations(response.body)).toEqual([
      'https://angebote.example.de/?lang=de',
      'https://angebote.example.de/?lang=en',
      'https://angebote.example.de/?lang=fr',
      'https://angebote.example.de/pages/impressum?lang=de',
      'https://angebote.example.de/pages/impressum?lang=en',
      'https://angebote.example.de/pages/impressum?lang=fr',
    ]);
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://angebote.example.de/pages/impressum?lang=en"/>',
    );
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://angebote.example.de/"/>',
    );
    expect(response.body).not.toContain('entwurf');
    expect(response.body).not.toMatch(/admin|login/);
  });

  it('uses the address the trusted proxy was asked for when no public address is configured', async () => {
    const response = await t
      .client()
      .get('/sitemap.xml', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'immobilien.example.org' } });
    expect(locations(response.body)[0]).toBe('https://immobilien.example.org/?lang=de');
  });
});
