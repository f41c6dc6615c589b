import { expect, test } from './support/test';
import { apiJson, openTab, signIn, unique } from './support/admin-helpers';

/**
 * The mail outbox (decision 62) as the agent meets it without a mail server set up: every tab says the mails are
 * waiting, and the offers tab's e-mail section lists them by status. (Delivery over SMTP
 * is tested against a real SMTP server in tests/api/offer-mail.test.ts.)
 */
test.describe('e-mail outbox', () => {
  test('the admin is told mail is not configured and sees the waiting confirmation', async ({ page }) => {
    await signIn(page);
    const email = `${unique('bieterin').toLowerCase()}@example.de`;
    const [property] = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
    await apiJson(page, 'POST', `/api/properties/${property!.id}/bids`, {
      firstName: 'Erika',
      lastName: 'Mail',
      email,
      phone: '+49 89 000000',
      bidAmount: '500000',
      language: 'fr',
    });
    await page.reload();

    const notice = page.getByRole('note').filter({ hasText: 'E-Mail not configured' });
    await expect(notice).toContainText(/E-Mail not configured — \d+ waiting/);
    await notice.getByRole('link', { name: 'Open outgoing e-mail' }).click();
    await expect(page).toHaveURL(/tab=offers#outgoing-mail$/);
    await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    const section = page.locator('#outgoing-mail');
    await expect(section.getByRole('heading', { name: 'Outgoing e-mail' })).toBeVisible();

    const filters = section.getByRole('group', { name: 'Filter by status' });
    await filters.getByRole('button', { name: /Waiting/ }).click();
    await expect(filters.getByRole('button', { name: /Waiting/ })).toHaveAttribute('aria-pressed', 'true');
    const row = section.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Confirmation to the bidder');
    await expect(row).toContainText('fr');
    await expect(row).toContainText('Waiting');

    // Not tried yet (no mail server): nothing to send again.
    await expect(row.getByRole('button', { name: `Send the e-mail to ${email} again` })).toHaveCount(0);

    await filters.getByRole('button', { name: /Sent/ }).click();
    await expect(section.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  });

  test('the section works by keyboard and as cards on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page);
    const [property] = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
    await apiJson(page, 'POST', `/api/properties/${property!.id}/bids`, {
      firstName: 'Jean',
      lastName: 'Téléphone',
      email: `${unique('jean').toLowerCase()}@example.fr`,
      phone: '+33 1 00 00 00 00',
      bidAmount: '510000',
    });
    await openTab(page, 'Offers');
    const list = page.getByRole('list', { name: 'E-mails' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText(/Confirmation to the bidder|Notification to you/);
    const all = page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'All' });
    await all.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /Waiting/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
