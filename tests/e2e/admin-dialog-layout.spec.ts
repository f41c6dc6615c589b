import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { apiCall, createInactiveProperty, noisePng, openTab, signIn, toast, unique } from './support/admin-helpers';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the edit dialog's buttons stay in view and the upload toast leaves them free`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const property = await createInactiveProperty(page, unique('E2E Dialog'));
    try {
      await openTab(page, 'Properties');
      await page.getByRole('button', { name: `Edit ${property.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit property' });
      const buttons = [dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Save' })];
      for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });

      // An upload saves at once and says so in a toast, while the dialog stays open.
      await dialog
        .locator('input[type=file][multiple]')
        .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: await noisePng(400, 300) });
      // The upload's own toast (the sign-in toast may still be leaving).
      const shown = toast(page).filter({ hasText: 'hochgeladen' });
      await expect(shown).toBeVisible();
      const toastBox = await box(shown);
      for (const button of buttons) {
        await expect(button).toBeInViewport({ ratio: 1 });
        expect(overlap(await box(button), toastBox)).toBe(false);
      }
    } finally {
      await apiCall(page, 'DELETE', `/api/admin/properties/${property.id}`);
    }
  });
}
