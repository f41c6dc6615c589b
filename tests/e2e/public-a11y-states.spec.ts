import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, unique } from './support/public-test';

/**
 * axe once on every state a visitor meets on the public site: the page with its live form, the
 * form's errors, the confirmation dialog, full screen, a content page and the 404 screen; and a
 * title of its own for each screen. The markup is the same in every language; what differs, the
 * names of fields, buttons, images and dialogs, the component tests check in English and French
 * (offer-form, gallery, content-page, top-bar).
 */
async function liveForm(page: Page) {
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  return page.locator('#bidding form');
}

test.describe('public screens', () => {
  test('the page, the form with its errors, and full screen have no serious violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const form = await liveForm(page);
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('button', { name: 'Angebot abgeben' }).click();
    await expect(form.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Bild im Vollbild öffnen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the confirmation dialog has no serious violations', async ({ page }) => {
    await page.goto('/');
    const form = await liveForm(page);
    const fields = form.getByRole('textbox');
    await fields.nth(0).fill('Erika');
    await fields.nth(1).fill(unique('Zugang'));
    await fields.nth(2).fill('erika@example.org');
    await fields.nth(3).fill('+49 89 1234567');
    await fields.nth(4).fill('480000');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Angebot abgeben' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Verstanden' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a content page and the 404 screen have no serious violations', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.goto('/pages/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/nirgendwo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('every public screen has a title of its own', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const titles = new Map<string, string>();
  for (const path of ['/', '/pages/impressum', '/pages/datenschutz', '/pages/agb', '/nirgendwo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.set(path, await page.title());
  }
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
});

/** Presses Tab until the focused element matches (attribute name → value), at most `presses` times. */
async function tabTo(page: Page, wanted: Record<string, string>, presses = 80): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      (attributes) =>
        Object.entries(attributes).every(([name, value]) => document.activeElement?.getAttribute(name) === value),
      wanted,
    );
    if (hit) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(wanted)}`);
}

test('the keyboard alone: fill in the form, send the offer, close the confirmation, reach the Impressum', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, { name: 'firstName' });
  await page.keyboard.type('Erika');
  for (const [name, value] of [
    ['lastName', unique('Tastatur')],
    ['email', 'erika@example.org'],
    ['phone', '+49 89 1234567'],
    ['bidAmount', '480.000,50'],
  ] as const) {
    await tabTo(page, { name }, 3);
    await page.keyboard.type(value);
  }
  await tabTo(page, { name: 'terms' }, 3);
  await page.keyboard.press('Space');
  await tabTo(page, { type: 'submit' }, 10);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog; Enter on its button closes it.
  await expect(dialog.getByRole('button', { name: 'Verstanden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await tabTo(page, { href: '/pages/impressum' }, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
});
