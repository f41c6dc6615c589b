import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO, expect, test, unique } from './support/public-test';

/**
 * After an offer, a bidder on a phone keeps what they sent: the confirmation names the property,
 * the amount and a reference, the receipt downloads at once, and their own page lists the offer
 * (decision 0110).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the confirmation names what was stored, the receipt downloads at once, and "my offers" lists it', async ({
  page,
}) => {
  const email = `${unique('bieter').toLowerCase()}@example.org`;
  await page.goto('/');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  const form = page.locator('#bidding form');
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Mustermann');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Telefonnummer').fill('+49 89 1234567');
  await form.getByLabel('Angebotssumme').fill('1.250.000');
  await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
  await form.getByRole('button', { name: 'Angebot abgeben' }).click();

  const dialog = page.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' });
  await expect(dialog).toBeVisible();
  const fact = (label: string) => dialog.locator('dt', { hasText: label }).locator('+ dd');
  await expect(fact('Für die Immobilie')).toHaveText(DEMO.title);
  await expect(fact('Ihr Angebot')).toHaveText(/^1\.250\.000,00\s€$/);
  await expect(fact('Eingegangen')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  const reference = (await fact('Ihre Referenz').textContent()) ?? '';
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  await page.screenshot({ path: '.tmp/screens/offer-confirmation-390.png' });

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Bestätigung herunterladen (PDF)' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`Angebotsbestaetigung-${reference}.pdf`);
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  await dialog.getByRole('link', { name: 'Meine Angebote ansehen' }).click();
  await expect(page).toHaveURL(/\/meine-angebote\/[0-9a-f]{32}[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
  const offer = page.getByTestId('my-offer');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(/1\.250\.000,00\s€/);
  await expect(offer).toContainText(`Referenz ${reference}`);
  await expect(page.getByRole('link', { name: 'Zur Immobilie' })).toBeVisible();
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/my-offers-390.png', fullPage: true });

  // Another offer: the property's form, the details already in it, the amount left to the bidder.
  await page.getByRole('link', { name: /^(Weiteres Angebot abgeben|Angebot erhöhen)$/ }).click();
  await expect(page).toHaveURL(/\/immobilien\/[a-z0-9-]+#bidding$/);
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  await expect(form.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(form.getByLabel('Telefonnummer')).toHaveValue('+49 89 1234567');
  await expect(form.getByLabel('Angebotssumme')).toHaveValue('');
  await page.goBack();

  // The same page in English, after a reload with the language asked for.
  await page.goto(`${new URL(page.url()).pathname}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.titleEn })).toBeVisible();
  await expect(page.getByText('Your offers, newest first')).toBeVisible();
  await expect(page.getByTestId('my-offer')).toContainText(/€1,250,000\.00/);
});

test('a link that opens nothing says so, in French', async ({ page, consoleGuard }) => {
  // The browser logs the page's own 404 and the API's as errors of its own.
  consoleGuard.allow(/status of 404/);
  await page.goto(`/meine-angebote/${'0'.repeat(32)}${'A'.repeat(22)}?lang=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien n’ouvre plus aucune offre' })).toBeVisible();
});
