import { expect, test } from './support/test';
import { openTab, signIn, toast, unique } from './support/admin-helpers';

/**
 * Live offers (decision 65) as the agent sees them: with the admin open, an offer placed elsewhere arrives by
 * itself — a toast names the bidder and the figures change, without a reload.
 */
test('a new offer shows up in the open admin without a reload', async ({ page, browser }) => {
  await signIn(page);
  await openTab(page, 'Overview');
  const todayCard = page.getByText('Offers today').locator('..');
  await expect(todayCard).toContainText(/\d+/);
  const before = Number((await todayCard.locator('p').nth(1).textContent())?.replace(/\D/g, ''));
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  // A visitor elsewhere places an offer.
  const visitor = await browser.newContext();
  const lastName = unique('Live');
  const properties = await (await visitor.request.get('/api/properties')).json();
  const placed = await visitor.request.post(`/api/properties/${properties[0].id}/bids`, {
    data: { firstName: 'Clara', lastName, email: 'clara@example.de', phone: '+49 89 222222', bidAmount: '654321' },
  });
  expect(placed.status()).toBe(201);
  await visitor.close();

  await expect(toast(page)).toContainText('New offer received');
  await expect(toast(page)).toContainText(`Clara ${lastName} offers 654.321,00 €`);
  await expect(todayCard.locator('p').nth(1)).toHaveText(String(before + 1));
  expect(reloaded).toBe(false);
});
