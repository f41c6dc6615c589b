import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTab, signIn } from './support/admin-helpers';
import { borderColours, contrastRatio, focusIndicatorColours, type DrawnColours } from './support/contrast';

/** WCAG 1.4.11 on the sign-in page and in the admin: focus and field borders at 3:1 at least. */
const MINIMUM = 3;
const ratio = ({ foreground, background }: DrawnColours) => contrastRatio(foreground, background);

async function focusByKeyboard(page: Page, element: Locator) {
  await page.keyboard.press('Shift');
  await element.focus();
  await expect(element).toBeFocused();
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
}

test('the sign-in page: field borders and focus stand out at 3:1', async ({ page }) => {
  await page.goto('/login');
  for (const label of ['Benutzername', 'Passwort']) {
    const field = page.getByLabel(label);
    expect(ratio(await borderColours(field)), label).toBeGreaterThanOrEqual(MINIMUM);
    await focusByKeyboard(page, field);
    expect(ratio(await focusIndicatorColours(field)), `${label} focused`).toBeGreaterThanOrEqual(MINIMUM);
  }
  const submit = page.getByRole('button', { name: 'Anmelden' });
  await focusByKeyboard(page, submit);
  expect(ratio(await focusIndicatorColours(submit)), 'sign-in button').toBeGreaterThanOrEqual(MINIMUM);
});

test('the admin: tabs, buttons and fields show focus at 3:1, fields their borders too', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Translations');
  const panel = page.getByRole('tabpanel');
  const field = panel.getByRole('combobox', { name: 'Category' });
  expect(ratio(await borderColours(field)), 'select border').toBeGreaterThanOrEqual(MINIMUM);
  const targets: [string, Locator][] = [
    ['tab', page.getByRole('tab', { name: 'Translations' })],
    ['select', field],
    ['button', panel.getByRole('button').first()],
  ];
  for (const [name, element] of targets) {
    await focusByKeyboard(page, element);
    expect(ratio(await focusIndicatorColours(element)), name).toBeGreaterThanOrEqual(MINIMUM);
  }
});
