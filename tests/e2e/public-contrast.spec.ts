import type { Locator } from '@playwright/test';
import {
  borderColours,
  drawnContrast,
  focusByKeyboard,
  focusIndicatorColours,
  MINIMUM_CONTRAST,
} from './support/contrast';
import { expect, test } from './support/public-test';

/** WCAG 1.4.11: what shows focus, and the borders that make a control a control, at 3:1 at least. */
test.describe('contrast of focus and controls on the public page', () => {
  test('every focus indicator stands out at 3:1 from what is around it', async ({ page }) => {
    await page.goto('/');
    const targets: [string, Locator, Locator?][] = [
      ['brand link', page.locator('a.brand-link')],
      ['language selector', page.getByRole('combobox', { name: 'Sprache wählen' }), page.locator('.lang-toggle')],
      ['gallery arrow', page.getByRole('button', { name: 'Nächstes Bild' })],
      ['full-screen opener', page.getByRole('button', { name: /Vollbild/ })],
      ['thumbnail', page.getByRole('button', { name: 'Bild 2 anzeigen' })],
      ['offer banner button', page.locator('.interest-action')],
      ['first-name field', page.locator('#bidding').getByLabel('Vorname')],
      ['amount field', page.locator('#bidding').getByLabel('Angebotssumme')],
      ['terms link in the form', page.locator('#bidding').getByRole('link', { name: /Geschäftsbedingungen/ })],
      ['submit button', page.locator('#bidding').getByRole('button', { name: 'Angebot abgeben' })],
      ['footer link', page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })],
    ];
    for (const [name, element, drawnOn] of targets) {
      await element.scrollIntoViewIfNeeded();
      await focusByKeyboard(page, element);
      const colours = await focusIndicatorColours(drawnOn ?? element);
      expect(drawnContrast(colours), `${name}: ${JSON.stringify(colours)}`).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    }
  });

  test('the selected thumbnail and the focused one look different', async ({ page }) => {
    await page.goto('/');
    const selected = page.locator('.gallery-thumb[aria-current="true"]');
    const selectedRing = await focusIndicatorColours(selected);
    // Selection is shown at 3:1 too: a state, not only a decoration.
    expect(drawnContrast(selectedRing)).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    const other = page.getByRole('button', { name: 'Bild 3 anzeigen' });
    await focusByKeyboard(page, other);
    const focusOutline = await focusIndicatorColours(other);
    expect(focusOutline.foreground).not.toEqual(selectedRing.foreground);
    // Focusing the selected one adds the focus outline to its ring.
    await focusByKeyboard(page, selected);
    expect(await selected.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none');
  });

  test('form fields show their borders at 3:1 and say they are required', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Angebotsformular' });
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('#bidding[data-form-live]')).toBeAttached();
    await expect(form.getByText('Alle Felder sind Pflichtfelder.')).toBeVisible();
    for (const label of ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Telefonnummer', 'Angebotssumme']) {
      const field = form.getByLabel(label);
      expect(drawnContrast(await borderColours(field)), label).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
      await expect(field).toHaveAttribute('aria-required', 'true');
    }
    const terms = form.getByRole('checkbox');
    expect(drawnContrast(await borderColours(terms)), 'terms checkbox').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    await expect(terms).toHaveAttribute('aria-required', 'true');
    await focusByKeyboard(page, terms);
    expect(drawnContrast(await focusIndicatorColours(terms)), 'terms checkbox focused').toBeGreaterThanOrEqual(
      MINIMUM_CONTRAST,
    );
  });

  test('in forced colours (high contrast), focus is drawn as an outline, since shadows are dropped', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    const arrow = page.getByRole('button', { name: 'Nächstes Bild' });
    await focusByKeyboard(page, arrow);
    const outline = await arrow.evaluate((node) => {
      const style = getComputedStyle(node);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline).toEqual({ style: 'solid', width: 2 });
  });
});
