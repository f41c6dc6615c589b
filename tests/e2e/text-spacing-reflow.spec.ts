import { expect, test } from './support/public-test';

/**
 * WCAG 1.4.12 with 1.4.10: with the text spacing a reader may set (line height 1.5, letter 0.12em,
 * word 0.16em, paragraphs 2em apart), the public pages still fit a 320 px screen without
 * scrolling sideways, the offer form (its widest part) included, in every language.
 */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

for (const language of ['de', 'en', 'fr'] as const) {
  test(`the pages reflow at 320 px with widened text spacing (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of ['/', '/immobilien', '/pages/datenschutz', '/bietprotokoll']) {
      await page.goto(`${path}?lang=${language}`);
      await page.addStyleTag({ content: TEXT_SPACING });
      if (path === '/') {
        await page.locator('#bidding').scrollIntoViewIfNeeded();
        await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} in ${language}`).toBeLessThanOrEqual(320);
    }
  });
}
