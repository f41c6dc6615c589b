import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  apiCall,
  apiJson,
  createInactiveProperty,
  noisePng,
  openTab,
  signIn,
  solidJpeg,
  toast,
  unique,
} from './support/admin-helpers';

/** The file name of an uploaded image without its extension: its thumbnail and sizes share it. */
const baseName = (url: string) => url.replace(/^\/uploads\//, '').replace(/\.webp$/, '');

async function storedImages(page: Page, propertyId: string): Promise<string[]> {
  return (await apiJson<{ images: string[] }>(page, 'GET', `/api/admin/properties/${propertyId}/images`)).images;
}

/** Opens the admin preview of the property: its public page as visitors would see it. */
async function openPreview(page: Page, propertyId: string): Promise<Page> {
  const preview = await page.context().newPage();
  await preview.goto(`/admin/preview/${propertyId}`);
  await expect(preview.getByRole('region', { name: /Bildergalerie|Image gallery/ })).toBeVisible();
  return preview;
}

/** The large image of the gallery (the first one on arrival): the one carrying the alternative text. */
const largeImage = (preview: Page) => preview.locator('.gallery-frame img.gallery-img').first();

test('the agent orders the images, picks the cover and writes alternative texts the public page uses', async ({
  page,
}) => {
  await signIn(page);
  const property = await createInactiveProperty(page, unique('E2E Bildreihenfolge'));
  try {
    await openTab(page, 'Properties');
    await page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    await expect(
      edit.getByText('Änderungen an den Bildern werden sofort gespeichert; „Abbrechen“ macht sie nicht rückgängig.'),
    ).toBeVisible();

    await edit.locator('input[type=file][multiple]').setInputFiles([
      { name: 'garden.png', mimeType: 'image/png', buffer: await noisePng(400, 300) },
      { name: 'facade.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg() },
    ]);
    await expect(toast(page)).toContainText('2 Bilder erfolgreich hochgeladen');
    await expect(edit.getByText('2 von maximal 10 Bildern')).toBeVisible();
    const [garden, facade] = await storedImages(page, property.id);
    expect(garden).toBeDefined();
    expect(facade).toBeDefined();

    // By keyboard: the facade moves to the front; focus stays on the moved image, the change is announced.
    await edit.getByRole('button', { name: 'Bild 2 nach vorne verschieben' }).focus();
    await page.keyboard.press('Enter');
    await expect(edit.getByRole('button', { name: 'Bild 1 nach hinten verschieben' })).toBeFocused();
    await expect(edit.getByText('Bild 2 ist jetzt das Titelbild.')).toBeAttached();
    await expect.poll(() => storedImages(page, property.id)).toEqual([facade, garden]);

    let preview = await openPreview(page, property.id);
    await expect(largeImage(preview)).toHaveAttribute('src', new RegExp(baseName(facade!)));
    await preview.close();

    // "Make cover" puts the garden back in front.
    await edit.getByRole('button', { name: 'Bild 2 als Titelbild' }).click();
    await expect.poll(() => storedImages(page, property.id)).toEqual([garden, facade]);
    const tiles = edit.getByRole('list', { name: 'Bilder' }).getByRole('listitem');
    await expect(tiles.first()).toContainText('Titelbild');
    await expect(tiles.first()).toContainText('Alternativtext fehlt');

    // The alternative text in German and English; French falls back to German.
    await edit.getByRole('button', { name: 'Alternativtext für Bild 1' }).click();
    const altText = page.getByRole('dialog', { name: 'Alternativtext für Bild 1' });
    await altText.getByLabel('Deutsch').fill('Garten mit Obstbäumen');
    await altText.getByLabel('English').fill('Garden with fruit trees');
    await altText.getByRole('button', { name: 'Speichern' }).click();
    await expect(altText).toBeHidden();
    await expect(toast(page)).toContainText('Alternativtext gespeichert');
    await expect(tiles.first()).toContainText('Alternativtext vorhanden');
    // Saved and closed, the focus is back on the button that opened it (WCAG 2.4.3).
    await expect(edit.getByRole('button', { name: 'Alternativtext für Bild 1' })).toBeFocused();

    // Cancel closes the dialog without undoing the image changes.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    expect(await storedImages(page, property.id)).toEqual([garden, facade]);

    preview = await openPreview(page, property.id);
    await expect(largeImage(preview)).toHaveAttribute('src', new RegExp(baseName(garden!)));
    await expect(largeImage(preview)).toHaveAttribute('alt', 'Garten mit Obstbäumen');
    await preview.getByRole('combobox', { name: 'Sprache wählen' }).selectOption('en');
    await expect(largeImage(preview)).toHaveAttribute('alt', 'Garden with fruit trees');
    await preview.getByRole('combobox', { name: 'Choose language' }).selectOption('fr');
    await expect(largeImage(preview)).toHaveAttribute('alt', 'Garten mit Obstbäumen');
    await preview.close();
  } finally {
    await apiCall(page, 'DELETE', `/api/admin/properties/${property.id}`);
  }
});
