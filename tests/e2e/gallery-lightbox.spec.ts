import { DEMO, expect, test } from './support/public-test';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the large image opens full screen: arrows and keys, Esc, focus kept inside and returned`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const gallery = page.getByRole('region', { name: 'Bildergalerie' });
    const opener = gallery.getByRole('button', { name: 'Bild im Vollbild öffnen' });
    await opener.click();

    const lightbox = page.getByRole('dialog', { name: 'Bilder im Vollbild' });
    await expect(lightbox).toBeVisible();
    const image = lightbox.getByRole('img', { name: DEMO.imageAltTexts[0] });
    await expect(image).toBeVisible();
    // The picture fills the screen's width or height, whichever it meets first.
    const box = (await image.boundingBox())!;
    expect(Math.max(box.width / viewport.width, box.height / viewport.height)).toBeGreaterThan(0.95);
    await expect(lightbox.getByText(/^1 \/ \d+$/)).toBeVisible();

    await lightbox.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(lightbox.getByRole('img', { name: DEMO.imageAltTexts[1] })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    const total = Number((await lightbox.getByText(/^\d+ \/ \d+$/).textContent())!.split('/')[1]);
    await expect(lightbox.getByText(`${total} / ${total}`)).toBeVisible();

    // Focus stays inside while it is open.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(gallery.getByText(new RegExp(`^${total} / ${total}$`))).toBeVisible();

    // Enter opens it again from the keyboard; the close button closes it.
    await page.keyboard.press('Enter');
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole('button', { name: 'Vollbild schließen' }).click();
    await expect(lightbox).toBeHidden();
  });
}
