import { expect, test } from './support/public-test';

/**
 * Accessibility details of the public pages: reflow at 320 px, the skip link's size, and less
 * motion on request.
 */
test.describe('public page details', () => {
  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    for (const language of ['de', 'en', 'fr'] as const) {
      test(`nothing scrolls sideways (${language})`, async ({ page, consoleGuard }) => {
        consoleGuard.allow(/status of 404/);
        for (const path of ['/', '/pages/impressum', '/pages/datenschutz', '/nicht-da']) {
          await page.goto(`${path}?lang=${language}`);
          await page.locator('#bidding, article, h1').first().waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path} in ${language}`).toBe(0);
          // The language selector is whole on screen.
          const selector = await page.getByRole('combobox').boundingBox();
          expect(selector!.x + selector!.width, `${path} in ${language}`).toBeLessThanOrEqual(320);
        }
      });
    }
  });

  test('Tab alone reaches the offer form and the Impressum link without any scrolling first', async ({ page }) => {
    await page.goto('/');
    /** Presses Tab until the focused element has this name or address, at most `presses` times. */
    const reached = async (target: { name?: string; href?: string }, presses: number) => {
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press('Tab');
        const hit = await page.evaluate(({ name, href }) => {
          const active = document.activeElement;
          return (
            (name !== undefined && active?.getAttribute('name') === name) ||
            (href !== undefined && active?.getAttribute('href') === href)
          );
        }, target);
        if (hit) return true;
      }
      return false;
    };
    expect(await reached({ name: 'firstName' }, 80)).toBe(true);
    expect(await reached({ href: '/pages/impressum' }, 40)).toBe(true);
  });

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
