import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { openTab, placeOffers, signIn, unique } from './support/admin-helpers';
import {
  borderColours,
  drawnContrast,
  focusByKeyboard,
  focusIndicatorColours,
  fillColours,
  finishAnimations,
  MINIMUM_CONTRAST,
  placeholderColours,
  strokeColours,
} from './support/contrast';

/** WCAG 1.4.11 on the sign-in page and in the admin: focus and field borders at 3:1 at least. */
test('the sign-in page: field borders and focus stand out at 3:1', async ({ page }) => {
  await page.goto('/login');
  for (const label of ['Benutzername', 'Passwort']) {
    const field = page.getByLabel(label);
    expect(drawnContrast(await borderColours(field)), label).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    await focusByKeyboard(page, field);
    expect(drawnContrast(await focusIndicatorColours(field)), `${label} focused`).toBeGreaterThanOrEqual(
      MINIMUM_CONTRAST,
    );
  }
  const submit = page.getByRole('button', { name: 'Anmelden' });
  await focusByKeyboard(page, submit);
  expect(drawnContrast(await focusIndicatorColours(submit)), 'sign-in button').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
});

test('the admin: tabs, buttons and fields show focus at 3:1, fields their borders too', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Translations');
  const panel = page.getByRole('tabpanel');
  const field = panel.getByRole('combobox', { name: 'Category' });
  expect(drawnContrast(await borderColours(field)), 'select border').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
  const targets: [string, Locator][] = [
    ['tab', page.getByRole('tab', { name: 'Translations' })],
    ['select', field],
    ['button', panel.getByRole('button').first()],
  ];
  for (const [name, element] of targets) {
    await focusByKeyboard(page, element);
    expect(drawnContrast(await focusIndicatorColours(element)), name).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
  }
});

test('the favourite star: its outline at 3:1 in both states, and the keyboard focus kept while it saves', async ({
  page,
}) => {
  await signIn(page);
  const lastName = unique('Stern');
  await placeOffers(page, lastName, ['990000']);
  await openTab(page, 'Offers');
  const star = page.getByRole('row', { name: new RegExp(lastName) }).getByRole('button', { name: /^Favorite/ });
  const icon = star.locator('svg');
  expect(drawnContrast(await strokeColours(icon)), 'not a favourite').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
  await focusByKeyboard(page, star);
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toBeFocused();
  // Off the focus ring and the hover, as the row shows it while scanning.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await finishAnimations(page);
  expect(drawnContrast(await strokeColours(icon)), 'a favourite').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
});

test('the selected tab, the tab panel’s focus, a switch that is off and a placeholder stand out', async ({ page }) => {
  await signIn(page);
  // The list's switches show once there are offers: one of this test's own, not another test's.
  const lastName = unique('Schalter');
  await placeOffers(page, lastName, ['880000']);
  await openTab(page, 'Offers');
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
  const selected = page.getByRole('tab', { name: 'Offers' });
  // Off the hover and the focus, as the tab shows which one is open.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await finishAnimations(page);
  expect(drawnContrast(await fillColours(selected)), 'selected tab').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);

  const panel = page.getByRole('tabpanel');
  await focusByKeyboard(page, panel);
  expect(drawnContrast(await focusIndicatorColours(panel)), 'tab panel focus').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);

  const favouritesOnly = page.getByRole('switch').first();
  await expect(favouritesOnly).toHaveAttribute('aria-checked', 'false');
  expect(drawnContrast(await fillColours(favouritesOnly)), 'switch off').toBeGreaterThanOrEqual(MINIMUM_CONTRAST);

  await openTab(page, 'Translations');
  const search = page.getByRole('searchbox', { name: 'Search' });
  // A placeholder is text: 4.5:1 (WCAG 1.4.3).
  expect(drawnContrast(await placeholderColours(search)), 'placeholder').toBeGreaterThanOrEqual(4.5);
});
