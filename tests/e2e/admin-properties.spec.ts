import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  apiJson,
  createInactiveProperty,
  noisePng,
  openTab,
  signIn,
  solidJpeg,
  toast,
  unique,
} from './support/admin-helpers';

interface AdminProperty {
  id: string;
  title: string;
  titleEn: string | null;
  titleFr: string | null;
  descriptionEn: string | null;
  address: string;
  features: string[];
  featuresEn: string[] | null;
  featuresFr: string[] | null;
  heatingType: string;
  heatingTypeFr: string | null;
  bedrooms: number;
  isActive: boolean;
  images: string[];
  offerCount: number;
}

async function findProperty(page: Page, id: string): Promise<AdminProperty> {
  const list = await apiJson<AdminProperty[]>(page, 'GET', '/api/admin/properties');
  const property = list.find((p) => p.id === id || p.title === id);
  if (!property) throw new Error(`property ${id} not listed`);
  return property;
}

async function addFeature(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  placeholder: RegExp | string,
  text: string,
) {
  const draft = dialog.getByPlaceholder(placeholder);
  await draft.fill(text);
  await draft.press('Enter');
}

test.describe('properties', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('create a property in German, then edit it in three languages', async ({ page }) => {
    const title = unique('E2E Stadtvilla');
    await openTab(page, 'Properties');
    await page.getByRole('button', { name: 'New property' }).click();

    const create = page.getByRole('dialog', { name: 'Neue Immobilie erstellen' });
    await expect(create.getByLabel('Heizungsart')).toHaveValue('Gas');
    await expect(create.getByLabel('Energieeffizienzklasse')).toHaveValue('A+');
    await expect(create.getByLabel('Baujahr')).toHaveValue(String(new Date().getFullYear()));
    await expect(create.getByRole('switch', { name: 'Aktiv' })).toBeChecked();

    await create.getByRole('button', { name: 'Erstellen' }).click();
    await expect(create.getByText('Titel ist erforderlich')).toBeVisible();

    await create.getByLabel('Titel').fill(title);
    await create.getByLabel('Beschreibung').fill('Großzügige Villa mit Garten.');
    await create.getByLabel('Adresse').fill('Musterweg 5, 81675 München');
    await create.getByLabel('Wohnfläche (m²)').fill('210');
    await create.getByLabel('Schlafzimmer').fill('5');
    // Kept inactive: the public page shows the newest active property and other tests rely on it.
    await create.getByRole('switch', { name: 'Aktiv' }).click();
    await addFeature(page, create, 'z. B. Südbalkon', 'Garten');
    await addFeature(page, create, 'z. B. Südbalkon', 'Doppelgarage');
    await create.getByRole('button', { name: 'Erstellen' }).click();

    await expect(toast(page)).toContainText('Immobilie erstellt');
    await expect(create).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Inactive');
    await expect(row).toContainText('Musterweg 5');

    const created = await findProperty(page, title);
    expect(created).toMatchObject({
      features: ['Garten', 'Doppelgarage'],
      bedrooms: 5,
      isActive: false,
      heatingType: 'Gas',
    });

    // Edit: English and French texts and features.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    await edit.getByLabel('Address').fill('Musterweg 7, 81675 München');
    await edit.getByRole('tab', { name: 'English' }).click();
    await edit.getByLabel('Title (optional)').fill(`${title} EN`);
    await edit.getByLabel('Description (optional)').fill('Spacious villa with a garden.');
    await addFeature(page, edit, 'e.g. Balcony facing south', 'Garden');
    await addFeature(page, edit, 'e.g. Balcony facing south', '   ');
    await edit.getByRole('tab', { name: 'Français' }).click();
    await edit.getByLabel('Title (optional)').fill(`${title} FR`);
    await edit.getByLabel('Heating type (optional)').fill('Gaz');
    await addFeature(page, edit, 'e.g. Balcony facing south', 'Jardin');
    await edit.getByRole('tab', { name: 'Deutsch' }).click();
    await edit.getByRole('button', { name: 'Remove Doppelgarage' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page)).toContainText('Property updated');
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Musterweg 7');

    const updated = await findProperty(page, created.id);
    expect(updated).toMatchObject({
      title,
      titleEn: `${title} EN`,
      titleFr: `${title} FR`,
      descriptionEn: 'Spacious villa with a garden.',
      address: 'Musterweg 7, 81675 München',
      features: ['Garten'],
      featuresEn: ['Garden'],
      featuresFr: ['Jardin'],
      heatingTypeFr: 'Gaz',
      isActive: false,
    });
  });

  test('upload two images with a progress bar, refuse a wrong file, delete an image', async ({ page }) => {
    const property = await createInactiveProperty(page, unique('E2E Bilder'));
    await openTab(page, 'Properties');
    await page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    await expect(edit.getByText('0 von maximal 10 Bildern')).toBeVisible();
    const input = edit.locator('input[type=file][multiple]');

    // Refused before sending: an SVG is not an allowed type.
    await input.setInputFiles({
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(toast(page)).toContainText('Ungültige Dateien');
    await expect(toast(page)).toContainText('Nur JPEG, PNG und WebP Bilder sind erlaubt');

    // Slow the upload down so the progress bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 250 * 1024,
    });
    const png = await noisePng(400, 300);
    const jpeg = await solidJpeg();
    await input.setInputFiles([
      { name: 'garden.png', mimeType: 'image/png', buffer: png },
      { name: 'facade.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    const progress = edit.getByRole('progressbar', { name: 'Upload-Fortschritt' });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow').catch(() => '100')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(toast(page)).toContainText('Erfolgreich');
    await expect(toast(page)).toContainText('2 Bilder erfolgreich hochgeladen');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(progress).toBeHidden();
    await expect(edit.getByText('2 von maximal 10 Bildern')).toBeVisible();
    await expect(input).toHaveValue('');
    const thumbnails = edit.getByRole('list', { name: 'Bilder' }).getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    // Thumbnails load lazily: the panel is below the form, so it is scrolled to as a user would.
    await thumbnails.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Refused by the server: the bytes are not an image although the name says PNG.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') });
    await expect(toast(page)).toContainText('Fehler');
    await expect(toast(page)).toContainText('Nur JPEG, PNG und WebP Bilder sind erlaubt');

    const before = (await findProperty(page, property.id)).images;
    expect(before).toHaveLength(2);

    await edit.getByRole('button', { name: 'Bild 1 löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bild löschen?' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page)).toContainText('Bild wurde gelöscht');
    await expect(edit.getByText('1 von maximal 10 Bildern')).toBeVisible();
    const after = (await findProperty(page, property.id)).images;
    expect(after).toEqual([before[1]]);
    expect((await page.request.get(before[0]!)).status()).toBe(404);
  });

  test('the edit dialog works with the keyboard alone', async ({ page }) => {
    const property = await createInactiveProperty(page, unique('E2E Tastatur'));
    await openTab(page, 'Properties');
    const editButton = page.getByRole('button', { name: `Edit ${property.title}` });
    await editButton.focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    await expect(edit).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(edit.getByLabel('Address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
  });
});
