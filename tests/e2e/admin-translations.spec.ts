import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { apiCall, apiJson, openTab, signIn, toast, unique } from './support/admin-helpers';

interface Row {
  id: string;
  key: string;
  language: string;
  value: string;
}

/** The public top bar's offer link reads this key (German is the visitor's default language). */
const PUBLIC_KEY = 'nav.offer';

async function removeStoredRow(page: Page, key: string, language: string) {
  const rows = await apiJson<Row[]>(page, 'GET', `/api/admin/translations/${language}`);
  for (const row of rows.filter((r) => r.key === key)) {
    expect((await apiCall(page, 'DELETE', `/api/admin/translations/${row.id}`)).ok()).toBe(true);
  }
}

test.describe('translations', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('add, edit and delete a translation and see it on the public page', async ({ page, context }) => {
    // Start from the built-in text, whatever an earlier seed stored.
    await removeStoredRow(page, PUBLIC_KEY, 'de');
    const value = unique('Gebot');
    await openTab(page, 'Translations');

    await page.getByRole('button', { name: 'Add Translation' }).click();
    const add = page.getByRole('dialog', { name: 'Add Translation' });
    await add.getByRole('button', { name: 'Add Translation' }).click();
    await expect(add.getByText('Key is required')).toBeVisible();
    await expect(add.getByText('Value is required')).toBeVisible();
    await add.getByLabel('Key').fill(PUBLIC_KEY);
    await add.getByLabel('Language').selectOption('de');
    await add.getByLabel('Category').selectOption('navigation');
    await add.getByLabel('Value').fill(value);
    await add.getByRole('button', { name: 'Add Translation' }).click();
    await expect(toast(page)).toContainText('Translation created successfully');
    await expect(add).toBeHidden();

    await page.getByLabel('Category', { exact: true }).selectOption('navigation');
    const row = page.getByRole('row', { name: new RegExp(PUBLIC_KEY.replace('.', '\\.')) });
    await expect(row).toContainText(value);
    await expect(row).toContainText('Navigation');

    const visitor = await context.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name: value })).toBeVisible();

    // Edit: only the value can change.
    await row.getByRole('button', { name: `Edit ${PUBLIC_KEY}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Translation' });
    await expect(edit.getByLabel('Key')).toHaveCount(0);
    await edit.getByLabel('Value').fill(`${value} neu`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Translation updated successfully');
    await expect(row).toContainText(`${value} neu`);
    await visitor.reload();
    await expect(visitor.getByRole('link', { name: `${value} neu` })).toBeVisible();

    // Delete after confirmation: the built-in text is back.
    await row.getByRole('button', { name: `Delete ${PUBLIC_KEY}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this translation?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Translation deleted successfully');
    // The row's delete button is gone with the change: focus is on the list's heading.
    await expect(page.locator('#translations-heading')).toBeFocused();
    // The row stays, as the built-in text it is again (decision 0117).
    const builtInText = DEFAULT_TRANSLATIONS.find((entry) => entry.key === PUBLIC_KEY)!.de;
    await expect(row).not.toContainText(value);
    await expect(row).toContainText(builtInText);
    await expect(row).toContainText('Default');
    await visitor.reload();
    const builtIn = DEFAULT_TRANSLATIONS.find((entry) => entry.key === PUBLIC_KEY)!.de;
    await expect(visitor.getByRole('link', { name: builtIn, exact: true })).toBeVisible();
  });

  test('seed adds only the missing default translations, and the coverage counts follow', async ({ page }) => {
    const before = await apiJson<Record<string, Record<string, string>>>(page, 'GET', '/api/admin/translations');
    const missing = ['de', 'en', 'fr'].reduce(
      (sum, language) =>
        sum + DEFAULT_TRANSLATIONS.filter((entry) => before[language]?.[entry.key] === undefined).length,
      0,
    );
    await openTab(page, 'Translations');
    await page.getByRole('button', { name: 'Seed Default Translations' }).click();
    await expect(toast(page)).toContainText(
      missing > 0 ? `${missing} translations seeded successfully` : 'All default texts are there; nothing was changed.',
    );

    const coverage = await apiJson<Record<string, Record<string, string>>>(page, 'GET', '/api/admin/translations');
    for (const language of ['de', 'en', 'fr']) {
      const count = Object.keys(coverage[language]!).length;
      expect(count).toBeGreaterThanOrEqual(DEFAULT_TRANSLATIONS.length);
      await expect(page.getByTestId(`coverage-${language}`)).toContainText(String(count));
    }

    // The list follows the language, category and search filters, a page of 50 at a time.
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByLabel('Category', { exact: true }).selectOption('admin');
    const pages = page.getByRole('navigation', { name: 'Pages of translations' });
    await expect(pages).toContainText('1–50 of');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('51–100 of');
    await page.getByRole('searchbox', { name: 'Search' }).fill('admin.title');
    const first = page.getByRole('row', { name: /admin\.title/ });
    await expect(first).toContainText("Tableau de bord d'administration");
    await expect(first).toContainText('fr');
    await expect(first).toContainText('Admin dashboard');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zz-no-such-text-zz');
    await expect(page.getByText('No translations found for the selected filters.')).toBeVisible();
  });

  test('seeding keeps an edited text; "Reset to default" brings the default back', async ({ page, context }) => {
    const key = 'property.interested';
    const builtIn = DEFAULT_TRANSLATIONS.find((entry) => entry.key === key)!.de;
    await removeStoredRow(page, key, 'de');
    await openTab(page, 'Translations');
    await page.getByRole('button', { name: 'Seed Default Translations' }).click();
    // The one removed text comes back: counted in the singular.
    await expect(toast(page)).toContainText('1 translation seeded successfully');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(key);
    const row = page.getByRole('row').filter({ has: page.getByText(key, { exact: true }) });
    await expect(row).toContainText('Default');
    await row.getByRole('button', { name: `Edit ${key}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Translation' });
    await edit.getByLabel('Value').fill('Neugierig geworden?');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Neugierig geworden?');
    await expect(row).toContainText('Edited');
    await expect(row).toContainText(`Default: ${builtIn}`);

    // Seeding again adds nothing and changes nothing.
    await page.getByRole('button', { name: 'Seed Default Translations' }).click();
    await expect(toast(page).last()).toContainText('All default texts are there; nothing was changed.');
    await expect(row).toContainText('Neugierig geworden?');
    const visitor = await context.newPage();
    await visitor.goto('/');
    await expect(visitor.getByText('Neugierig geworden?')).toBeVisible();

    await row.getByRole('button', { name: `Reset ${key} to default` }).click();
    await expect(row).toContainText('Default');
    await expect(row).not.toContainText('Neugierig geworden?');
    await visitor.reload();
    await expect(visitor.getByText(builtIn, { exact: true })).toBeVisible();
  });

  test('lists the built-in texts unseeded, finds one by its German words in the English list, and its change shows', async ({
    page,
    context,
  }) => {
    const key = 'property.interested';
    await removeStoredRow(page, key, 'en');
    await openTab(page, 'Translations');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Interessiert');
    const row = page.getByRole('row').filter({ has: page.getByText(key, { exact: true }) });
    await expect(row).toContainText('Interested?');
    await expect(row).toContainText('Default');
    await row.getByRole('button', { name: `Edit ${key}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Translation' });
    const value = unique('Keen');
    await edit.getByLabel('Value').fill(value);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Translation updated successfully');
    await expect(row).toContainText(value);
    await expect(row).toContainText('Edited');

    const visitor = await context.newPage();
    await visitor.goto('/?lang=en');
    await expect(visitor.getByText(value, { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Reset ${key} to default` }).click();
    // Done once the edited value has gone from the row: the built-in text may show there before.
    await expect(row).not.toContainText(value);
    await expect(row).toContainText('Default');
    await expect(row).toContainText('Interested?');
    await visitor.reload();
    await expect(visitor.getByText('Interested?', { exact: true })).toBeVisible();
    await removeStoredRow(page, key, 'en');
  });
});
