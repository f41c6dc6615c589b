import { expect, test } from './support/public-test';

test.describe('API reference', () => {
  test('renders every group of the contract under the site CSP, without third-party requests', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Isarwert Immobilien API/ })).toBeVisible();
    for (const tag of ['public', 'admin', 'operations']) {
      await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
    }
    const placeOffer = page.locator('#operations-public-placeOffer');
    await expect(placeOffer).toContainText('/api/properties/{id}/bids');
    await placeOffer.locator('.opblock-summary').click();
    await expect(placeOffer.getByText('bidAmount').first()).toBeVisible();
    expect(foreign).toEqual([]);
  });
});
