import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { apiJson, openTab, placeOffers, signIn, toast, unique } from './support/admin-helpers';

interface Offer {
  id: string;
  lastName: string;
  isFavorite: boolean;
}

test.describe('offers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the table shows German amounts and dates, and the star toggles the favourite', async ({ page }) => {
    const lastName = unique('Favorit');
    await placeOffers(page, lastName, ['1250000.50']);
    await openTab(page, 'Offers');
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toContainText('1.250.000,50 €');
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(row).toContainText('e2e0@example.de');

    const star = row.getByRole('button', { name: `Favorite: offer from E2E0 ${lastName}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(toast(page)).toContainText('Favorite status updated');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star.locator('svg')).toHaveClass(/fill-yellow-400/);

    const stored = (await apiJson<Offer[]>(page, 'GET', '/api/admin/bids')).find(
      (offer) => offer.lastName === lastName,
    );
    expect(stored?.isFavorite).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: `Favorite: offer from E2E0 ${lastName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: `Favorite: offer from E2E0 ${lastName}` }).click();
    await expect(page.getByRole('button', { name: `Favorite: offer from E2E0 ${lastName}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('Export Excel downloads bids-export.xlsx with the offers', async ({ page }, testInfo) => {
    const lastName = unique('Export');
    await placeOffers(page, lastName, ['987654.32']);
    await openTab(page, 'Offers');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('bids-export.xlsx');
    await expect(toast(page)).toContainText('Export successful');

    const file = testInfo.outputPath('bids-export.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    const total = (await apiJson<Offer[]>(page, 'GET', '/api/admin/bids')).length;
    expect(sheet.actualRowCount).toBe(total + 1);
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.values && (row.values as unknown[]).includes(lastName)) found = row;
    });
    expect(found, 'the new offer is in the export').toBeDefined();
    const values = found!.values as unknown[];
    expect(values).toContain(987654.32);
    expect(values.some((value) => value instanceof Date)).toBe(true);
  });

  test('Delete All Offers states the count and empties the list', async ({ page }) => {
    const lastName = unique('Loeschen');
    await placeOffers(page, lastName, ['100000.00', '200000.00', '300000.00']);
    await openTab(page, 'Offers');
    await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(3);
    const count = (await apiJson<Offer[]>(page, 'GET', '/api/admin/bids')).length;
    expect(count).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: 'Delete All Offers' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Are you sure? This will permanently delete all ${count} offers. This action cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(3);

    await page.getByRole('button', { name: 'Delete All Offers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete All' }).click();
    await expect(toast(page)).toContainText('All offers have been successfully deleted');
    await expect(page.getByText('Keine Angebote gefunden')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete All Offers' })).toBeHidden();
    expect(await apiJson<Offer[]>(page, 'GET', '/api/admin/bids')).toEqual([]);

    await openTab(page, 'Overview');
    await expect(page.getByText('Noch keine Aktivitäten vorhanden')).toBeVisible();
    await expect(page.getByText('Average offer').locator('..')).toContainText('0 €');

    // With only offers this test placed, the overview figures are known exactly.
    const fresh = unique('Uebersicht');
    await placeOffers(page, fresh, ['1000000.00', '2000000.00']);
    await page.reload();
    await expect(page.getByText('Offers today').locator('..')).toContainText('2');
    await expect(page.getByText('Average offer').locator('..')).toContainText('1,5 Mio. €');
    const activities = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect(activities).toHaveCount(2);
    await expect(activities.first()).toContainText(new RegExp(`new offer from E2E\\d ${fresh}`));
    await expect(activities.first()).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  });
});
