import { expect, type Page } from '@playwright/test';
import { apiJson, signIn, unique } from './support/admin-helpers';
import { test } from './support/public-test';

/**
 * The offer procedure in the browser (decision 69): two visitors on a property in the open procedure with
 * a late-offer extension. An offer placed by one shows up for the other without a reload — the new
 * highest offer in the form's rules, and the countdown's end moved to 15 minutes after the offer.
 */
interface AdminProperty {
  id: string;
  onHomePage: boolean;
  auctionEndDate: string;
  offerMode: string;
  minimumStep: string | null;
  extensionMinutes: number;
}

interface Standing {
  highestOffer: string | null;
  endsAt: string;
}

const MINUTE_MS = 60_000;
const deadline = (page: Page) => page.locator('.deadline-note time');
const rules = (page: Page) => page.locator('#bidding .procedure-rules');

/** The visitors' pages must stay free of console errors, like every public page (public-test.ts). */
function collectErrors(page: Page, errors: string[]) {
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

async function openOfferForm(page: Page) {
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
}

test('an offer in one tab moves the standing and the end in another within a second', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The sign-in screen asks for the session first: a 401 there is expected.
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  const shown = (await apiJson<AdminProperty[]>(page, 'GET', '/api/admin/properties')).find((p) => p.onHomePage)!;
  const before = { ...shown };
  const end = new Date(Date.now() + 5 * MINUTE_MS).toISOString();
  await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, {
    offerMode: 'open',
    minimumStep: '1000',
    extensionMinutes: 15,
    auctionEndDate: end,
  });
  const bidder = await browser.newContext();
  const watcher = await browser.newContext();
  try {
    const standing = (await (await bidder.request.get(`/api/properties/${shown.id}/standing`)).json()) as Standing;
    const amount = standing.highestOffer === null ? 500_000 : Math.ceil(Number(standing.highestOffer)) + 1000;
    const amountText = new Intl.NumberFormat('de-DE').format(amount);

    const errors: string[] = [];
    const watching = await watcher.newPage();
    collectErrors(watching, errors);
    await openOfferForm(watching);
    await expect(deadline(watching)).toHaveAttribute('datetime', end);
    await expect(rules(watching)).toContainText('Offenes Verfahren');
    await expect(rules(watching)).toContainText('Späte Angebote verlängern die Frist');

    const bidding = await bidder.newPage();
    collectErrors(bidding, errors);
    await openOfferForm(bidding);
    const form = bidding.locator('#bidding form');
    const typing = { delay: 35 };
    await form.getByLabel('Vorname').pressSequentially('Clara', typing);
    await form.getByLabel('Nachname').pressSequentially(unique('Spät'), typing);
    await form.getByLabel('E-Mail-Adresse').pressSequentially('clara@example.org', typing);
    await form.getByLabel('Telefonnummer').pressSequentially('+49 89 222222', typing);
    await form.getByLabel('Angebotssumme').pressSequentially(String(amount), typing);
    await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    // A person takes a few seconds for the form (shared/offer-spam.ts); a bot's offer is not stored.
    await bidding.waitForTimeout(2_500);
    await form.getByRole('button', { name: 'Angebot abgeben' }).click();
    await expect(bidding.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' })).toBeVisible();
    const placedAt = Date.now();

    // The other tab follows by itself: no reload, within about a second.
    await expect(rules(watching)).toContainText(`aktuelles Höchstgebot ${amountText} €`, { timeout: 1_500 });
    await expect(deadline(watching)).not.toHaveAttribute('datetime', end, { timeout: 1_500 });
    const followedIn = Date.now() - placedAt;
    const movedTo = Date.parse((await deadline(watching).getAttribute('datetime'))!);
    const stored = (await (await bidder.request.get(`/api/properties/${shown.id}/standing`)).json()) as Standing;
    expect(movedTo).toBe(Date.parse(stored.endsAt));
    expect(movedTo).toBeGreaterThan(Date.parse(end) + 5 * MINUTE_MS);
    expect(followedIn).toBeLessThan(1_500);
    expect(errors).toEqual([]);
  } finally {
    await bidder.close();
    await watcher.close();
    await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, {
      offerMode: before.offerMode,
      minimumStep: before.minimumStep,
      extensionMinutes: before.extensionMinutes,
      auctionEndDate: before.auctionEndDate,
    });
  }
});
