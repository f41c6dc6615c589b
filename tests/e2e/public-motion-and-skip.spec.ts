import { expect, test } from './support/public-test';

/** Smaller accessibility details of the public page: the skip link's size, and less motion on request. */
test.describe('public page details', () => {
  test('the skip link, once focused, is a padded button over the page', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    const padding = await skip.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
    expect(padding).toBeGreaterThanOrEqual(16);
  });

  test('with reduced motion the full-screen gallery opens without its animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Bild im Vollbild öffnen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The backdrop fades in otherwise (0.15 s).
    const fade = await page
      .locator('.lightbox-overlay')
      .evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    expect(fade).toBeLessThan(0.001);
  });
});
