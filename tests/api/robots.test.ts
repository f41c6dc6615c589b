/** robots.txt: crawlers kept out of the admin, sign-in and API, and told where the sitemap is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let proxied: TestApp;
let configured: TestApp;

beforeAll(async () => {
  [proxied, configured] = await Promise.all([
    createTestApp({ trustProxy: true }),
    createTestApp({ publicUrl: 'https://angebote.example.de' }),
  ]);
});
afterAll(() => Promise.all([proxied.close(), configured.close()]));

const sitemapLine = (body: string) => body.split('\n').filter((line) => line.startsWith('Sitemap:'));

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin, the sign-in page and the API, as plain text', async () => {
    const response = await configured.client().get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /login', 'Disallow: /api/']));
    expect(lines).not.toContain('Disallow: /');
  });

  it('names the sitemap at the configured public address', async () => {
    const response = await configured.client().get('/robots.txt');
    expect(sitemapLine(response.body)).toEqual(['Sitemap: https://angebote.example.de/sitemap.xml']);
  });

  it('names the sitemap at the address the trusted proxy was asked for when none is configured', async () => {
    const response = await proxied
      .client()
      .get('/robots.txt', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'immobilien.example.org' } });
    expect(sitemapLine(response.body)).toEqual(['Sitemap: https://immobilien.example.org/sitemap.xml']);
  });

  it('names a sitemap that is there', async () => {
    const robots = await configured.client().get('/robots.txt');
    const sitemapUrl = sitemapLine(robots.body)[0]?.replace('Sitemap: ', '') ?? '';
    const sitemap = await configured.client().get(new URL(sitemapUrl).pathname);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
  });
});
