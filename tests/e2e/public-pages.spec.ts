import { expectNoSeriousA11yViolations } from './support/axe';
import { adminApi, createDirectionsPage, DIRECTIONS_LINES, expect, test, useLanguage } from './support/public-test';

test.describe('public content pages and the 404 screen', () => {
  test('a content page keeps its line breaks, has its sections as headings, and a way back', async ({ page }) => {
    await page.goto('/pages/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page).toHaveTitle('Impressum | Isarwert Immobilien');
    await expect(page.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
    const body = page.getByRole('main').locator('.page-body');
    // innerText follows the rendering: each stored line break is a line of its own.
    const lines = (await body.innerText()).split('\n');
    expect(lines).toContain('Maximilianstraße 18');
    expect(lines).toContain('80539 München');
    expect(lines).toContain('Telefon: +49 89 2154 7380');

    await page.getByRole('banner').getByRole('link', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the footer links lead to the legal pages; /agb and /datenschutz show them too', async ({ page }) => {
    await page.goto('/pages/impressum');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL(/\/pages\/datenschutz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();

    await page.goto('/agb');
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  });

  test('English and French use their own version when there is one, else the German one', async ({ page }) => {
    const admin = await adminApi(page);
    const { slug, id } = await createDirectionsPage(admin, 'e2e-nur-deutsch');

    try {
      await useLanguage(page, 'en');
      await page.goto(`/pages/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Anfahrt' })).toBeVisible();
      expect((await page.getByRole('main').locator('.page-body').innerText()).split('\n')).toEqual(DIRECTIONS_LINES);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toBeVisible();

      await page.getByRole('combobox', { name: 'Choose language' }).selectOption('fr');
      await expect(page.getByRole('heading', { level: 1, name: 'Accès' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Mit der U3 bis Giselastraße.');

      await page.goto('/pages/impressum');
      await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    } finally {
      await admin.delete(`/api/admin/pages/${id}`);
    }
  });

  test("an unknown page shows 'Seite nicht gefunden' with 'Zur Startseite'", async ({ page, consoleGuard }) => {
    // The browser logs the API's 404 for the missing page itself; that line is expected here.
    consoleGuard.allow(/status of 404.*\/api\/pages\//);
    // The page itself answers 404 too (search engines and link checkers are told), which the browser logs.
    consoleGuard.allow(/status of 404.*\/pages\/gibt-es-nicht/);
    const response = await page.goto('/pages/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Die angeforderte Seite konnte nicht gefunden werden.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("an unknown route shows 'Page Not Found', with status 404", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404.*\/gibt\/es\/nicht/);
    const response = await page.goto('/gibt/es/nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Page Not Found | Isarwert Immobilien');
  });
});
