import { DEMO, expect, test } from './support/public-test';

/**
 * A first visit speaks the browser's language (Accept-Language, which Chromium sends from its
 * locale): English here, without a flash of German and without a hydration error; a choice in the
 * selector still wins, also after a reload.
 */
test.use({ locale: 'en-GB' });

test('a browser set to English gets the English page on its first visit; a choice wins after that', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.titleEn })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Choose language' })).toHaveValue('en');

  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
});
