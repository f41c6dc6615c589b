import type { Page } from '@playwright/test';
import { adminApi, expect, test, unique } from './support/public-test';

/**
 * Bots in the browser: a bot that fills in the form's trap field is told that its offer was not
 * stored (never a confirmation for an offer that is not stored), and nothing is stored; a person
 * typing normally is never caught (the valid-offer test in public-property.spec.ts types at a
 * person's pace too).
 */
const offerForm = (page: Page) => page.locator('#bidding form');

async function openOfferForm(page: Page) {
  await page.goto('/');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
}

async function storedWithLastName(page: Page, lastName: string): Promise<number> {
  const admin = await adminApi(page);
  const offers = (await (await admin.get('/api/admin/bids')).json()) as { lastName: string }[];
  return offers.filter((offer) => offer.lastName === lastName).length;
}

async function fillContact(page: Page, lastName: string, typing?: { delay: number }) {
  const form = offerForm(page);
  const type = (label: string, text: string) =>
    typing ? form.getByLabel(label).pressSequentially(text, typing) : form.getByLabel(label).fill(text);
  await type('Vorname', 'Erika');
  await type('Nachname', lastName);
  await type('E-Mail-Adresse', 'erika@example.org');
  await type('Telefonnummer', '+49 89 1234567');
  await type('Angebotssumme', '455.000');
  await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
}

test('a person typing normally, in French, gets the offer stored', async ({ page }) => {
  const lastName = unique('Personne');
  await page.goto('/?lang=fr');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  const form = offerForm(page);
  const typing = { delay: 40 };
  await form.getByLabel('Prénom').pressSequentially('Camille', typing);
  await form.getByLabel('Nom', { exact: true }).pressSequentially(lastName, typing);
  await form.getByLabel('Adresse e-mail').pressSequentially('camille@example.fr', typing);
  await form.getByLabel('Numéro de téléphone').pressSequentially('+33 1 23 45 67 89', typing);
  await form.getByLabel('Montant de l’offre').pressSequentially('512 000', typing);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Soumettre une offre' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => storedWithLastName(page, lastName)).toBe(1);
});

test('a bot that fills in the hidden field is told its offer was not stored, and nothing is stored', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the refused request (400) as an error of its own.
  consoleGuard.allow(/status of 400/);
  const lastName = unique('Bot');
  await openOfferForm(page);
  await fillContact(page, lastName, { delay: 20 });
  // What a bot does: fill in every field it finds, the one people never see included.
  await offerForm(page).locator('input[name="website"]').fill('https://cheap-pills.example', { force: true });
  await offerForm(page).getByRole('button', { name: 'Angebot abgeben' }).click();

  const toast = page
    .getByRole('region', { name: /Benachrichtigungen|Notifications/, includeHidden: true })
    .locator('li[data-state="open"]');
  await expect(toast).toContainText('Fehler beim Abgeben des Angebots');
  await expect(toast).toContainText('nicht gespeichert');
  await expect(page.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' })).toHaveCount(0);
  expect(await storedWithLastName(page, lastName)).toBe(0);
});

test('the hidden field is out of reach of the keyboard', async ({ page }) => {
  await openOfferForm(page);
  const form = offerForm(page);
  await form.getByLabel('Angebotssumme').focus();
  const focused: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    focused.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ''));
  }
  expect(focused).not.toContain('website');
  expect(focused).toContain('firstName');
});
