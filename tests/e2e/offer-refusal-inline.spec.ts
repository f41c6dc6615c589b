import type { Page } from '@playwright/test';
import { testPropertyBody } from './support/admin-helpers';
import { adminApi, expect, test, unique } from './support/public-test';

/**
 * A refusal by the procedure is said at the amount (WCAG 3.3.1): a rule the page shows is checked
 * before sending, a rule only the server knows (a minimum not shown) comes back from it; either
 * way the field is marked invalid, says why, and has the focus. No toast that vanishes.
 */
async function propertyWith(page: Page, procedure: Record<string, unknown>) {
  const admin = await adminApi(page);
  const created = await admin.post(
    '/api/admin/properties',
    testPropertyBody(unique('Mindestgebot'), {
      auctionEndDate: new Date(Date.now() + 86_400_000).toISOString(),
      isActive: true,
      ...procedure,
    }),
  );
  expect(created.ok(), await created.text()).toBe(true);
  const property = (await created.json()) as { id: string; slug: string };
  // Leaves the site again afterwards, so other tests see what they expect.
  return { ...property, remove: () => admin.patch(`/api/admin/properties/${property.id}`, { isActive: false }) };
}

async function offer(page: Page, slug: string, amount: string) {
  await page.goto(`/immobilien/${slug}`);
  const form = page.locator('#bidding form');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  await form.getByLabel('Vorname').fill('Mia');
  await form.getByLabel('Nachname').fill(unique('Inline'));
  await form.getByLabel('E-Mail-Adresse').fill('mia@example.org');
  await form.getByLabel('Telefonnummer').fill('089 123456');
  await form.getByLabel('Angebotssumme').fill(amount);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Angebot abgeben' }).click();
  return form;
}

test('an amount below the shown minimum is refused at the field before anything is sent', async ({ page }) => {
  const property = await propertyWith(page, { minimumOffer: '500000', minimumOfferShown: true });
  try {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/bids$/.test(request.url())) posts.push(request.url());
    });
    const form = await offer(page, property.slug, '400000');
    const amount = form.getByLabel('Angebotssumme');
    await expect(form.getByText('Das Mindestgebot für diese Immobilie beträgt 500.000 €.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    expect(posts).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await property.remove();
  }
});

test('a minimum the page does not show comes back from the server and is said at the field', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the refused request itself.
  consoleGuard.allow(/status of 422/);
  const property = await propertyWith(page, { minimumOffer: '500000', minimumOfferShown: false });
  try {
    const form = await offer(page, property.slug, '400000');
    const amount = form.getByLabel('Angebotssumme');
    await expect(form.getByText('Ihr Angebot liegt unter dem Mindestgebot für diese Immobilie.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('400.000');
  } finally {
    await property.remove();
  }
});
