import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { openTab, signIn, unique } from './support/admin-helpers';
import { test } from './support/public-test';

/**
 * Structured terms in the browser (decision 0070): a visitor opens the offer form's optional details,
 * gives financing, a handover date, a binding period and a message, uploads a proof of funds and
 * sends the offer; the agent finds the terms in the offer's row and downloads the very file.
 */
const PROOF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function handoverIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function openOfferForm(page: Page) {
  await page.goto('/');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
}

test('a visitor adds terms and a proof of funds; the agent sees them and downloads the proof', async ({
  page,
  consoleGuard,
}) => {
  const lastName = unique('Bedingung');
  const handoverDate = handoverIn(60);
  await openOfferForm(page);
  const form = page.locator('#bidding form');
  const typing = { delay: 20 };
  await form.getByLabel('Vorname').pressSequentially('Theresa', typing);
  await form.getByLabel('Nachname').pressSequentially(lastName, typing);
  await form.getByLabel('E-Mail-Adresse').pressSequentially('theresa@example.org', typing);
  await form.getByLabel('Telefonnummer').pressSequentially('+49 89 333333', typing);
  await form.getByLabel('Angebotssumme').pressSequentially('512000', typing);

  // Closed at first; opened from the keyboard.
  const summary = form.locator('summary', { hasText: 'Weitere Angaben (optional)' });
  await expect(form.getByRole('group', { name: 'Finanzierung' })).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await form.getByRole('radio', { name: 'Eigenkapital' }).check();
  await form.getByLabel('Gewünschter Übergabetermin').fill(handoverDate);
  await form.getByLabel('Bindefrist Ihres Angebots (Tage)').fill('21');
  await form.getByLabel('Ihre Nachricht').fill('Übernahme gern auch früher.');
  await expect(form.getByText('27 von 2.000 Zeichen')).toBeVisible();

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/offer-documents'));
  await form.getByLabel('Finanzierungsnachweis').setInputFiles({
    name: 'Bankbestätigung.pdf',
    mimeType: 'application/pdf',
    buffer: PROOF,
  });
  expect((await uploaded).status()).toBe(201);
  await expect(form.getByText('Bankbestätigung.pdf', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Datei entfernen: Bankbestätigung.pdf' })).toBeVisible();

  await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
  // A person takes a few seconds for the form (shared/offer-spam.ts); a bot's offer is not stored.
  await page.waitForTimeout(2_500);
  await form.getByRole('button', { name: 'Angebot abgeben' }).click();
  await expect(page.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' })).toBeVisible();
  await page.getByRole('button', { name: 'Verstanden' }).click();

  // The sign-in screen asks for the session first: a 401 there is expected.
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  await openTab(page, 'Offers');
  const row = page.locator('tr[data-offer-row]', { hasText: lastName });
  await row.getByText('Offer details').click();
  const details = row.locator('[data-offer-terms]');
  const [year, month, day] = handoverDate.split('-');
  await expect(details).toContainText('Own funds');
  await expect(details).toContainText(`${day}.${month}.${year}`);
  await expect(details).toContainText('21 days');
  await expect(details).toContainText('Übernahme gern auch früher.');

  const downloading = page.waitForEvent('download');
  await details.getByRole('link', { name: /Download Bankbestätigung\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Bankbestätigung.pdf');
  expect(Buffer.compare(await readFile((await download.path())!), PROOF)).toBe(0);
});
