import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openTab, placeOffers, signIn, unique } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';

const TABS = ['Overview', 'Properties', 'Offers', 'Pages', 'Translations'] as const;

/** Opens a tab and waits for its data instead of a spinner. */
async function openLoadedTab(page: Page, tab: (typeof TABS)[number]) {
  await openTab(page, tab);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
}

/** Whether the page can be scrolled sideways (WCAG 1.4.10 asks for none at 320 CSS px). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The lang attribute nearest to each element: its own, or its closest ancestor's. */
function nearestLanguages(page: Page, selector: string) {
  return page.evaluate(
    (query) =>
      [...document.querySelectorAll(query)].map((element) => ({
        text: element.textContent.trim() || element.id,
        lang: element.closest('[lang]')?.getAttribute('lang') ?? null,
      })),
    selector,
  );
}

test.describe('admin page structure', () => {
  test('login and each tab: no serious axe violations, one main, sound landmarks, a title of its own; focus lands in main after sign-in', async ({
    page,
  }) => {
    const titles: string[] = [];
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Admin Anmeldung' })).toBeVisible();
    await expect(page).toHaveTitle('Admin Anmeldung | Isarwert Immobilien');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, { structure: true });
    titles.push(await page.title());

    await signIn(page);
    // The button that was pressed is gone: focus must not fall back to <body>.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    // The German "Erfolgreich angemeldet" over the English admin is marked as German.
    await expect(page.locator('[lang="de"]', { hasText: 'Erfolgreich angemeldet' })).toHaveCount(1);

    for (const tab of TABS) {
      await openLoadedTab(page, tab);
      await expect(page).toHaveTitle(`${tab} – Admin | Isarwert Immobilien`);
      // Switching tabs keeps focus on the tab, as Radix Tabs do for keyboard users.
      await expect(page.getByRole('tab', { name: tab })).toBeFocused();
      await expect(page.getByRole('main')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, { structure: true });
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('no tab scrolls sideways at 320 and 375 px', async ({ page }) => {
    await signIn(page);
    // Offers make the offers tab show its list and the danger zone.
    await placeOffers(page, unique('Reflow'), ['250000']);
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport);
      for (const tab of TABS) {
        await openLoadedTab(page, tab);
        expect(await scrollsSideways(page), `${tab} at ${viewport.width} px`).toBe(false);
      }
    }
  });

  test("the offers' e-mail and phone links are at least 24 px tall, one below the other", async ({ page }) => {
    await signIn(page);
    const lastName = unique('Target');
    await placeOffers(page, lastName, ['310000']);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 320, height: 640 },
    ]) {
      await page.setViewportSize(viewport);
      await openLoadedTab(page, 'Offers');
      const email = page.getByRole('link', { name: 'e2e0@example.de' }).first();
      const phone = page.getByRole('link', { name: '+49 89 000000' }).first();
      const emailBox = (await email.boundingBox())!;
      const phoneBox = (await phone.boundingBox())!;
      expect(emailBox.height).toBeGreaterThanOrEqual(24);
      expect(phoneBox.height).toBeGreaterThanOrEqual(24);
      expect(phoneBox.y).toBeGreaterThanOrEqual(emailBox.y + emailBox.height);
    }
  });

  test('in the property edit dialog, labels are in English and the text fields in their own language', async ({
    page,
  }) => {
    await signIn(page);
    await openLoadedTab(page, 'Properties');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit property' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Legends only in the form; the image and document panels below it are German (decision 0031)
    // and say so on their section, which their labels take.
    const labels = '[role="dialog"] label:not(section[lang="de"] label), #property-edit-form legend';
    // The documents' terms load on their own: their labels are there once the German field is.
    await expect(dialog.getByLabel('Bedingungen (Deutsch)')).toBeVisible();
    const panelLabels = await nearestLanguages(page, '[role="dialog"] section[lang="de"] label');
    expect(panelLabels.length).toBeGreaterThan(0);
    expect(panelLabels.filter((label) => label.lang !== 'de')).toEqual([]);
    // The open language tab's inputs, text areas and selects all hold text in that language.
    const contentFields = '#property-edit-form [role="tabpanel"] :is(input, textarea, select)';

    const englishLabels = await nearestLanguages(page, labels);
    expect(englishLabels.length).toBeGreaterThan(10);
    expect(englishLabels.filter((label) => label.lang !== 'en')).toEqual([]);
    const germanFields = await nearestLanguages(page, contentFields);
    expect(germanFields.length).toBeGreaterThan(5);
    expect(germanFields.filter((field) => field.lang !== 'de')).toEqual([]);

    await dialog.getByRole('tab', { name: 'Français' }).click();
    await expect(dialog.locator('#edit-titleFr')).toBeVisible();
    expect((await nearestLanguages(page, labels)).filter((label) => label.lang !== 'en')).toEqual([]);
    const frenchFields = await nearestLanguages(page, contentFields);
    expect(frenchFields.length).toBeGreaterThan(5);
    expect(frenchFields.filter((field) => field.lang !== 'fr')).toEqual([]);
  });
});
