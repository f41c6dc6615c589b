import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, startProduct, test, type Product } from './support/test';
import { E2E_ADMIN } from './support/env';
import { signIn } from './support/admin-helpers';

/**
 * A second factor as an admin meets it in the browser. Without one, each sign-in shows the notice
 * and its setup; with REQUIRE_TOTP (a product of this spec's own, so the shared admin keeps signing
 * in with a password) the setup is all there is until a code confirms it.
 */
let product: Product;

/** The login screen's first step, without waiting for the dashboard (it may not come). */
async function signInWithPassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test.beforeAll(async () => {
  product = await startProduct(() => ({ REQUIRE_TOTP: 'true' }));
});

test.afterAll(async () => {
  await product?.stop();
});

test('without a second factor the dashboard asks for one, and its setup opens in a dialog', async ({ page }) => {
  await signIn(page);
  const notice = page.getByRole('status').filter({ hasText: 'This account is protected by its password alone.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Set up second factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up a second factor' });
  await expect(dialog.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  await expect(dialog.getByLabel('Six-digit code from the app')).toBeVisible();
  // Closed without a code: nothing is stored, the notice stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(notice).toBeVisible();
});

test('with REQUIRE_TOTP, a phone sets it up, keeps the recovery codes, and signs in with one', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: product.server.baseUrl,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible();
    await expect(page.getByText('This site requires a second factor for every admin account.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);

    const qr = page.getByRole('img', { name: 'QR code for the authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

    const field = page.getByLabel('Six-digit code from the app');
    await field.fill('12345');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Enter the six digits the app shows.')).toBeVisible();
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('That code does not match.', { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = await codes.first().innerText();
    expect(recoveryCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await page.getByRole('button', { name: 'I have stored them' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('This account is protected by its password alone.')).toHaveCount(0);

    // Signed out and in again: password, then a recovery code instead of the app's.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInWithPassword(page);
    const codeField = page.getByLabel('Bestätigungscode');
    await expect(codeField).toBeVisible();
    await codeField.fill(recoveryCode);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  } finally {
    await context.close();
  }
});
