import { adminApi, createDirectionsPage, expect, test } from './support/public-test';

/**
 * A change of language right after a page the server rendered has started, while the code of its
 * screen may still be on the way: React must take the screen over in the language it was rendered
 * in before it changes it. Otherwise the take-over meets French where the markup says English: a
 * hydration error (#418) and the screen drawn afresh. Each round is a fresh browser context, so
 * no code comes from the cache. Without the wait for the code, every run of these ten rounds failed.
 */
test('switching language at once on a freshly loaded content page causes no hydration error', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(page);
  const { slug, id } = await createDirectionsPage(admin, 'e2e-sprachwechsel');
  const errors: string[] = [];
  try {
    for (let round = 1; round <= 10; round++) {
      const context = await browser.newContext({ baseURL, locale: 'en-GB' });
      try {
        const visitor = await context.newPage();
        visitor.on('pageerror', (error) => errors.push(`round ${round}: ${error.message.slice(0, 80)}`));
        await visitor.goto(`/pages/${slug}`);
        await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await expect(visitor.getByRole('heading', { level: 1, name: 'Anfahrt' })).toBeVisible();
        await visitor.getByRole('combobox', { name: 'Choose language' }).selectOption('fr');
        await expect(visitor.getByRole('heading', { level: 1, name: 'Accès' })).toBeVisible();
        await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
      } finally {
        await context.close();
      }
    }
    expect(errors).toEqual([]);
  } finally {
    await admin.delete(`/api/admin/pages/${id}`);
  }
});
