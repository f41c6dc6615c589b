import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiJson, openTab, placeOffers, signIn, toast, unique } from './support/admin-helpers';

interface AdminOffer {
  id: string;
  lastName: string;
  firstName: string;
  status: string;
  note: string | null;
}

/**
 * A second property with two offers: created active (offers are only taken while a property is
 * active), then deactivated again, so the public pages keep showing what their tests expect.
 */
async function propertyWithOffers(page: Page, title: string, lastName: string, amounts: string[]) {
  const property = await apiJson<{ id: string }>(page, 'POST', '/api/admin/properties', {
    title,
    description: 'Testobjekt',
    address: 'Teststraße 2, 81241 München',
    price: '0',
    livingArea: 120,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1995,
    images: [],
    features: [],
    energyClass: 'B',
    energyConsumption: 70,
    heatingType: 'Gas',
    energyCertificateType: 'consumption',
    energyCarrier: 'naturalGas',
    energyCertificateYear: 2020,
    auctionEndDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    isActive: true,
  });
  for (const [index, bidAmount] of amounts.entries()) {
    await apiJson(page, 'POST', `/api/properties/${property.id}/bids`, {
      firstName: `Zweit${index}`,
      lastName,
      email: `zweit${index}@example.de`,
      phone: '+49 89 111111',
      bidAmount,
    });
  }
  await apiJson(page, 'PATCH', `/api/admin/properties/${property.id}`, { isActive: false });
  return property.id;
}

async function storedOffers(page: Page, lastName: string): Promise<AdminOffer[]> {
  return (await apiJson<AdminOffer[]>(page, 'GET', '/api/admin/bids')).filter((o) => o.lastName === lastName);
}

test.describe('working through offers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('filter by property and status, search, change a status and write a note', async ({ page }) => {
    const lastName = unique('Arbeit');
    const title = unique('Reihenhaus in Pasing');
    await placeOffers(page, lastName, ['500000.00', '510000.00']);
    const propertyId = await propertyWithOffers(page, title, lastName, ['640000.00', '655000.00']);

    await openTab(page, 'Offers');
    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await search.fill(lastName);
    const rows = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(rows).toHaveCount(4);
    await expect(page.getByText(/^4 of [\d.]+ offers$/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Property', exact: true }).selectOption({ label: title });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText(title);
    // The higher of the two is the property's highest offer.
    await expect(page.getByRole('row', { name: `Zweit1 ${lastName}` })).toContainText('Highest');
    await expect(page.getByRole('row', { name: `Zweit0 ${lastName}` })).not.toContainText('Highest');

    const status = page.getByRole('combobox', { name: `Status of the offer from Zweit1 ${lastName}` });
    await expect(status).toHaveValue('new');
    await status.selectOption('accepted');
    await expect(toast(page)).toContainText('Status saved');
    await expect(toast(page)).toContainText(`Offer from Zweit1 ${lastName}: Accepted`);

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('accepted');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Zweit1');
    await expect(page).toHaveURL(/status=accepted/);
    await expect(page).toHaveURL(new RegExp(`property=${propertyId}`));

    await page.getByRole('button', { name: `Internal note on the offer from Zweit1 ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Internal note' });
    await expect(dialog).toContainText('655.000,00 €');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Finanzierung bestätigt, Notartermin anfragen');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(page)).toContainText('Note saved');
    await expect(dialog).toBeHidden();
    await expect(rows.first()).toContainText('Finanzierung bestätigt, Notartermin anfragen');

    const stored = await storedOffers(page, lastName);
    expect(stored.find((o) => o.firstName === 'Zweit1')).toMatchObject({
      status: 'accepted',
      note: 'Finanzierung bestätigt, Notartermin anfragen',
    });
    expect(stored.filter((o) => o.status === 'new')).toHaveLength(3);

    // The address keeps the filters: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue(lastName);
    await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/status=/);
  });

  test('sorts by amount, and delete one offer only after a confirmation', async ({ page }) => {
    const lastName = unique('Einzeln');
    await placeOffers(page, lastName, ['420000.00', '380000.00', '450000.00']);
    await openTab(page, 'Offers');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lastName);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest amount first' });
    const rows = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('380.000,00 €');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest amount first' });
    await expect(rows.first()).toContainText('450.000,00 €');

    const deleteButton = page.getByRole('button', { name: `Delete the offer from E2E1 ${lastName}` });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this offer?' });
    await expect(dialog).toContainText(`The offer from E2E1 ${lastName} of 380.000,00 €`);
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(rows).toHaveCount(3);

    // With the keyboard: Enter opens the dialog, then the confirm button.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, delete offer' }).click();
    await expect(toast(page)).toContainText('Offer deleted');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('row', { name: `E2E1 ${lastName}` })).toHaveCount(0);
    // Focus is not lost with the row: it is on a control of the list again.
    await expect(page.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    expect((await storedOffers(page, lastName)).map((o) => o.firstName).sort()).toEqual(['E2E0', 'E2E2']);
  });

  test('at 320 px the offers are cards with their status, note and delete, without sideways scrolling', async ({
    page,
  }) => {
    const lastName = unique('Schmal');
    await placeOffers(page, lastName, ['333000.00']);
    await page.setViewportSize({ width: 320, height: 800 });
    await openTab(page, 'Offers');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lastName);
    const card = page.getByRole('list', { name: 'Offer list' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('combobox', { name: `Status of the offer from E2E0 ${lastName}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Internal note on the offer from E2E0 ${lastName}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete the offer from E2E0 ${lastName}` })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the overview charts the offers per day and lists the highest offer per property', async ({ page }) => {
    const lastName = unique('Chart');
    await placeOffers(page, lastName, ['123456.00']);
    await page.reload();
    const chart = page.getByRole('img', { name: /^Bar chart of offers per day from \d{2}\.\d{2}\.\d{4} to/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(14);
    const table = page.getByRole('table', { name: 'Offers per day', includeHidden: true });
    const dataRows = table.locator('tbody tr');
    await expect(dataRows).toHaveCount(14);
    const today = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date());
    await expect(dataRows.last().locator('th')).toHaveText(today);
    expect(Number(await dataRows.last().locator('td').textContent())).toBeGreaterThanOrEqual(1);

    const properties = await apiJson<{ title: string }[]>(page, 'GET', '/api/properties');
    const highest = page.getByRole('list', { name: 'Highest offer per property' });
    await expect(highest.getByRole('listitem').filter({ hasText: properties[0]!.title })).toContainText('€');
    await expectNoSeriousA11yViolations(page);
  });
});
