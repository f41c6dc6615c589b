import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  apiCall,
  apiJson,
  createInactiveProperty,
  fillCertificate,
  openTab,
  signIn,
  toast,
  unique,
} from './support/admin-helpers';

/** The title of the property a visitor meets at /. */
async function homePageTitle(page: Page): Promise<string> {
  const visitor = await page.context().newPage();
  try {
    await visitor.goto('/');
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    return (await heading.textContent())?.trim() ?? '';
  } finally {
    await visitor.close();
  }
}

test.describe('the property on the home page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a new active property does not reach / until the agent puts it there, after a confirmation', async ({
    page,
  }) => {
    const shownBefore = await homePageTitle(page);
    const title = unique('E2E Startseite');
    await openTab(page, 'Properties');
    const shownRow = page.getByRole('row', { name: new RegExp(shownBefore) });
    await expect(shownRow).toContainText('On the home page');

    // Created active, with the data an active listing needs.
    await page.getByRole('button', { name: 'New property' }).click();
    const create = page.getByRole('dialog', { name: 'Neue Immobilie erstellen' });
    await create.getByLabel('Titel').fill(title);
    await create.getByLabel('Beschreibung').fill('Helle Wohnung mit Balkon.');
    await create.getByLabel('Adresse').fill('Am Knie 3, 81241 München');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await expect(create.getByText('Eine aktive Immobilie braucht eine Wohnfläche über 0 m²')).toBeVisible();
    await expect(create.getByText(/^Pflichtangabe einer aktiven Anzeige \(GEG § 87\)/)).toHaveCount(3);
    await create.getByLabel('Wohnfläche (m²)').fill('74');
    await fillCertificate(create);
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await expect(create).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('On the home page');
    expect(await homePageTitle(page)).toBe(shownBefore);

    // Put on the home page: the question names both properties; Cancel changes nothing.
    await row.getByRole('button', { name: `Show ${title} on the home page` }).click();
    const question = page.getByRole('alertdialog', { name: 'Change the home page?' });
    await expect(question).toContainText(
      `Visitors will then see “${title}” on the home page instead of “${shownBefore}”.`,
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect(await homePageTitle(page)).toBe(shownBefore);

    await row.getByRole('button', { name: `Show ${title} on the home page` }).click();
    await question.getByRole('button', { name: 'Show on home page' }).click();
    await expect(toast(page)).toContainText(`“${title}” is now on the home page.`);
    await expect(row).toContainText('On the home page');
    expect(await homePageTitle(page)).toBe(title);

    // Back as it was for the other tests, then the test property goes (it has no offers).
    await shownRow.getByRole('button', { name: `Show ${shownBefore} on the home page` }).click();
    await question.getByRole('button', { name: 'Show on home page' }).click();
    await expect(shownRow).toContainText('On the home page');
    expect(await homePageTitle(page)).toBe(shownBefore);

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const deletion = page.getByRole('alertdialog', { name: 'Delete the property?' });
    await deletion.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toBeHidden();
  });
});

test.describe('the admin preview', () => {
  test('shows an inactive property as visitors would see it, to admins only, without an offer form', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const property = await createInactiveProperty(page, unique('E2E Vorschau'));
    try {
      await openTab(page, 'Properties');
      const opened = page.waitForEvent('popup');
      await page.getByRole('link', { name: `Preview ${property.title}` }).click();
      const preview = await opened;
      await expect(preview).toHaveURL(new RegExp(`/admin/preview/${property.id}$`));
      await expect(preview.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
      await expect(preview.getByRole('complementary', { name: 'Vorschau' })).toContainText(
        'Vorschau: So sehen Besucher diese Immobilie. Sie ist inaktiv und auf der Website nicht zu sehen.',
      );
      await expect(preview.getByRole('form', { name: 'Angebotsformular' })).toHaveCount(0);
      // Only an active property has a public page to open from the preview.
      const publicPage = preview.getByRole('link', { name: 'Öffentliche Seite öffnen' });
      await expect(publicPage).toHaveCount(0);
      const active = await apiJson<{ slug: string }>(page, 'PATCH', `/api/admin/properties/${property.id}`, {
        isActive: true,
      });
      await preview.reload();
      await expect(publicPage).toHaveAttribute('href', `/immobilien/${active.slug}`);
      await apiJson(page, 'PATCH', `/api/admin/properties/${property.id}`, { isActive: false });
      await preview.close();

      // Not for visitors: without a session the preview sends to the sign-in page.
      const visitor = await browser.newPage();
      await visitor.goto(`/admin/preview/${property.id}`);
      await expect(visitor).toHaveURL(/\/login$/);
      await visitor.close();
      expect(await homePageTitle(page)).not.toBe(property.title);
    } finally {
      await apiCall(page, 'DELETE', `/api/admin/properties/${property.id}`);
    }
  });
});
