import { DEMO, expect, test } from './support/public-test';

/**
 * The language changes on an explicit choice only. A keyboard on the closed selector steps through
 * the languages (Chromium changes a closed select's value on arrow keys); on the way from German to
 * French the page must not switch to English and back. Enter switches; leaving puts it back.
 */
test('arrow keys step through the languages without switching the page; Enter switches', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(DEMO.title);
  const select = page.getByRole('combobox', { name: 'Sprache wählen' });

  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(heading).toHaveText(DEMO.title);

  // Tab away: still German, and the selector says so again.
  await page.keyboard.press('Tab');
  await expect(select).toHaveValue('de');
  await expect(heading).toHaveText(DEMO.title);

  // Back to it, down to English, Enter: English, focus still on the selector.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(heading).toHaveText(DEMO.title);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading).toHaveText(DEMO.titleEn);
  await expect(page.getByRole('combobox', { name: 'Choose language' })).toBeFocused();

  // A choice with no key behind it (the picker, assistive technology) right after: at once.
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(heading).toHaveText(DEMO.titleFr);
});
