import { DEMO, expect, test } from './support/public-test';

/**
 * A move within the site (a link, the back button) loads no page: without help, focus stays on a
 * link that is gone and a screen reader says nothing. Focus goes to the new page's main heading,
 * which is read out, and the page starts at its top.
 */
test('after a link within the site and after Back, focus is on the new page’s main heading', async ({ page }) => {
  await page.goto('/pages/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Zurück' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeFocused();
});
