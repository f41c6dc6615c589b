import { apiJson, openTab, placeOffers, signIn, unique } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO, expect, test } from './support/public-test';

/**
 * The seller's view in the browser (decision 0074): the agent creates a seller's link in the admin, the
 * seller opens it in another browser, an offer placed meanwhile appears there by itself, and once
 * the agent revokes the link the seller's page says it is no longer valid, also after a reload.
 */
test('a seller follows the offers live through their link until the agent revokes it', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The sign-in screen asks for the session first; a revoked link's page and call answer 404.
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  await openTab(page, 'Properties');
  await page
    .getByRole('button', { name: `Seller link for ${DEMO.title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Seller’s view: ${DEMO.title}` });
  const label = unique('Familie Obermaier');
  await dialog.getByLabel('Label (optional)').fill(label);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('seller-link-new').getByRole('textbox').inputValue();
  expect(url).toMatch(/\/verkauf\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText(label)).toBeVisible();

  const sellerContext = await browser.newContext();
  try {
    const seller = await sellerContext.newPage();
    const errors: string[] = [];
    seller.on('console', (message) => {
      if (message.type() === 'error' && !/404/.test(message.text())) errors.push(message.text());
    });
    const opened = await seller.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(seller.getByRole('heading', { name: DEMO.title })).toBeVisible();
    await expect(seller.getByText(`Für ${label}`)).toBeVisible();
    await expect(seller.getByTestId('seller-live')).toHaveText('Live');
    await expectNoSeriousA11yViolations(seller);

    // An offer arrives while the seller watches: no reload.
    await placeOffers(page, unique('Seller'), ['777777.00']);
    await expect(seller.getByTestId('seller-offer').first()).toContainText('777.777 €', { timeout: 2_000 });
    await expect(seller.getByTestId('seller-offers')).not.toContainText('@');
    // The bid log follows too, and the seller can take it as a PDF.
    await expect(seller.getByTestId('seller-bid-log-entry').first()).toContainText('777.777,00 €');
    await expect(seller.getByTestId('seller-bid-log')).not.toContainText('@');
    const download = seller.waitForEvent('download');
    await seller.getByRole('link', { name: 'Als PDF herunterladen' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await dialog.getByRole('button', { name: `Revoke link ${label}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(seller.getByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' })).toBeVisible({
      timeout: 2_000,
    });
    const again = await seller.reload();
    expect(again?.status()).toBe(404);
    await expect(seller.getByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await sellerContext.close();
  }
  const links = await apiJson<{ label: string | null; revokedAt: string | null }[]>(
    page,
    'GET',
    `/api/admin/properties/${(await apiJson<{ id: string }[]>(page, 'GET', '/api/properties'))[0]!.id}/seller-links`,
  );
  expect(links.find((link) => link.label === label)?.revokedAt).not.toBeNull();
});
