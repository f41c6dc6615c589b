import { expect, type Page } from '@playwright/test';
import { test } from './support/public-test';

/**
 * What a buyer meets when a pasted name carries a hidden bidi override, or a scan is damaged: the
 * form says so at the field, in the form's language, and sends nothing.
 */
async function openOfferForm(page: Page) {
  await page.goto('/');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  return page.locator('#bidding form');
}

test('a name pasted with a bidi override is refused at the field, and nothing is sent', async ({ page }) => {
  const form = await openOfferForm(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/bids')) sent.push(request.url());
  });
  await form.getByLabel('Vorname').fill('Theresa');
  await form.getByLabel('Nachname').fill('Huber\u202Eexe.gpj');
  await form.getByLabel('E-Mail-Adresse').fill('theresa@example.org');
  await form.getByLabel('Telefonnummer').fill('+49 89 333333');
  await form.getByLabel('Angebotssumme').fill('512000');
  await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
  await form.getByRole('button', { name: 'Angebot abgeben' }).click();
  const lastName = form.getByLabel('Nachname');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben')).toBeVisible();
  expect(sent).toEqual([]);
});

test('a damaged scan as proof of funds is refused with a message that says so', async ({ page, consoleGuard }) => {
  // The browser logs the refused upload itself.
  consoleGuard.allow(/422 \(Unprocessable (Entity|Content)\).*\/api\/offer-documents|status of 422/);
  const form = await openOfferForm(page);
  await form.locator('summary', { hasText: 'Weitere Angaben (optional)' }).click();
  // A PNG cut off after its header: the first bytes say PNG, the pixels never come.
  const header = Buffer.from('89504e470d0a1a0a0000000d494844520000004000000040080600000000', 'hex');
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/offer-documents'));
  await form
    .getByLabel('Finanzierungsnachweis')
    .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: header });
  expect((await uploaded).status()).toBe(422);
  await expect(
    form.getByText('Diese Datei ist beschädigt oder zu groß zum Öffnen. Bitte wählen Sie eine andere Datei.'),
  ).toBeVisible();
});
