import { expect } from '@playwright/test';
import { apiJson, signIn } from './support/admin-helpers';
import { test } from './support/public-test';

/**
 * The end of the offer period reached while a phone buyer types (decision 0112): the countdown
 * names seconds in its last ten minutes; at the end the form keeps what was typed, disabled, the
 * focus goes to an explanation that is announced, and nothing calls for an offer any more.
 */
interface AdminProperty {
  id: string;
  onHomePage: boolean;
  auctionEndDate: string;
  extensionMinutes: number;
}

test.use({ viewport: { width: 390, height: 844 } });

test('the end reached while typing: the form stays with what was typed, disabled and explained', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The sign-in screen asks for the session first: a 401 there is expected.
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  const shown = (await apiJson<AdminProperty[]>(page, 'GET', '/api/admin/properties')).find((p) => p.onHomePage)!;
  const end = new Date(Date.now() + 25_000).toISOString();
  await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, { auctionEndDate: end, extensionMinutes: 0 });
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  try {
    const phone = await buyer.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto('/');
    await phone.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // Seconds in the last ten minutes.
    await expect(phone.locator('.deadline-note strong')).toHaveText(/^Angebotsfrist endet in \d+ Sek\.$/);
    await expect(phone.getByRole('link', { name: 'Angebot', exact: true })).toBeVisible();

    await phone.locator('#bidding').scrollIntoViewIfNeeded();
    await phone.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
    const form = phone.locator('#bidding form');
    await form.getByLabel('Vorname').fill('Clara');
    await form.getByLabel('Nachname').fill('Spät');
    await form.getByLabel('Angebotssumme').pressSequentially('98765');

    const notice = form.getByRole('alert');
    await expect(notice).toHaveText(/^Die Angebotsfrist ist soeben abgelaufen\. Ihre Eingaben bleiben sichtbar/, {
      timeout: 40_000,
    });
    await expect(notice).toBeFocused();
    // Exactly as typed.
    await expect(form.getByLabel('Angebotssumme')).toHaveValue('98765');
    await expect(form.getByLabel('Vorname')).toHaveValue('Clara');
    await expect(form.getByLabel('Vorname')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Angebot abgeben' })).toBeDisabled();
    // Nothing calls for an offer any more.
    await expect(phone.getByRole('link', { name: 'Angebot', exact: true })).toBeHidden();
    await expect(phone.getByRole('heading', { name: 'Interessiert?' })).toBeHidden();
    await expect(phone.locator('.deadline-note')).toHaveText('Die Angebotsfrist für diese Immobilie ist abgelaufen.');
    await phone.screenshot({ path: test.info().outputPath('end-while-typing.png') });

    // A visitor who comes now finds no form, and no call for one.
    const later = await buyer.newPage();
    await later.goto('/');
    await later.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(later.getByRole('heading', { name: 'Die Angebotsfrist ist abgelaufen' })).toBeVisible();
    await expect(later.locator('#bidding form')).toHaveCount(0);
    await expect(later.getByRole('link', { name: 'Angebot', exact: true })).toBeHidden();
    await expect(later.getByRole('heading', { name: 'Interessiert?' })).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await buyer.close();
    await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, {
      auctionEndDate: shown.auctionEndDate,
      extensionMinutes: shown.extensionMinutes,
    });
  }
});
