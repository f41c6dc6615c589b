import type { Page, Response } from '@playwright/test';
import { expect, test as base } from './test';
import { E2E_ADMIN } from './env';

/**
 * The public specs' `test`: fails on any console error or uncaught exception in the page, except
 * the ones a test declares as expected (e.g. the browser's log line for a deliberate 404).
 */
export const test = base.extend<{ consoleGuard: { allow: (pattern: RegExp) => void } }>({
  /**
   * Rendered pages respond once their script has started after the load event (src/client/boot.ts):
   * navigations wait for that, as a visitor's first tap meets a page that has done so.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const appReady = async (response: Response | null) => {
        const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
        // Only the app's own pages (not, say, the API reference).
        if (html && (await page.locator('#root').count()) > 0) {
          await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => appReady(await goto(url, options));
      page.reload = async (options) => appReady(await reload(options));
    }
    await use(page);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The demo listing the server seeds (src/server/db/demo/property.ts). */
export const DEMO = {
  title: 'Elegante Jugendstil-Altbauwohnung in Schwabing',
  titleEn: 'Elegant Art Nouveau period apartment in Schwabing',
  titleFr: 'Élégant appartement Art nouveau à Schwabing',
  address: 'Franz-Joseph-Straße 27, 80801 München-Schwabing',
  /** The German alternative texts of the first two demo images (src/server/demo/property.ts). */
  imageAltTexts: [
    'Jugendstilfassade des Hauses mit Stuck, Erkern und Balkonen',
    'Wohnzimmer mit Fischgrätparkett, Stuckdecke und hohen Fenstern',
  ],
};

/** A name no other test (nor an earlier run against the same server) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Signs in as the admin through the API with the page's cookie jar: GET /api/auth/user hands out
 * the XSRF-TOKEN cookie, POST /api/login sends it back as X-XSRF-TOKEN. Returns a caller for
 * further admin requests (the token rotates at login, so it is read again each time).
 */
export async function adminApi(page: Page) {
  const request = page.request;
  await request.get('/api/auth/user');
  const token = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post('/api/login', {
    headers: { 'X-XSRF-TOKEN': await token() },
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok(), `login → ${login.status()}`).toBe(true);
  return {
    get: (url: string) => request.get(url),
    post: async (url: string, data: unknown) => request.post(url, { headers: { 'X-XSRF-TOKEN': await token() }, data }),
    patch: async (url: string, data: unknown) =>
      request.patch(url, { headers: { 'X-XSRF-TOKEN': await token() }, data }),
    delete: async (url: string) => request.delete(url, { headers: { 'X-XSRF-TOKEN': await token() } }),
  };
}

/**
 * Stores the visitor's language (as the selector would have) for the next page load: in
 * localStorage, and in the cookie the client mirrors it into for the server's rendering.
 */
export async function useLanguage(page: Page, language: 'de' | 'en' | 'fr') {
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate((value) => window.localStorage.setItem('selected-language', value), language);
  await page.context().addCookies([{ name: 'selected-language', value: language, url: page.url() }]);
}

/** The lines of the directions page `createDirectionsPage` makes. */
export const DIRECTIONS_LINES = ['Mit der U3 bis Giselastraße.', 'Dann fünf Minuten zu Fuß.'];

/**
 * A content page in German ("Anfahrt") with a French title ("Accès") and no English version, so
 * English shows the German one: through the admin API; its slug, and its id to delete it after.
 */
export async function createDirectionsPage(admin: Awaited<ReturnType<typeof adminApi>>, prefix: string) {
  const slug = unique(prefix).toLowerCase();
  const created = await admin.post('/api/admin/pages', {
    slug,
    title: 'Anfahrt',
    titleEn: '',
    titleFr: 'Accès',
    content: DIRECTIONS_LINES.join('\n'),
    contentEn: '',
    contentFr: '',
    isActive: true,
  });
  expect(created.ok(), `create page → ${created.status()}`).toBe(true);
  const { id } = (await created.json()) as { id: string };
  return { slug, id };
}
