import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { apiJson, openTab, signIn, toast, unique } from './support/admin-helpers';

/** Access and erasure (decision 64) as the agent meets a person's request: look the address up, hand out, delete. */
test('one person’s data is looked up, downloaded as JSON and deleted after a confirmation', async ({ page }) => {
  await signIn(page);
  const email = `${unique('auskunft').toLowerCase()}@example.de`;
  const [property] = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
  await apiJson(page, 'POST', `/api/properties/${property!.id}/bids`, {
    firstName: 'Paula',
    lastName: 'Privat',
    email,
    phone: '+49 89 111111',
    bidAmount: '600000',
  });
  await openTab(page, 'Offers');
  await page.getByLabel('The person’s e-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(/– offers: 1, e-mails: 1, accessibility feedback: 0, document access: 0$/)).toBeVisible();
  await expect(page.getByText(/deleted automatically 180 days after/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (Art. 15)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.offers).toHaveLength(1);
  expect(data.offers[0]).toMatchObject({ email, lastName: 'Privat', bidAmount: '600000.00' });

  await page.getByRole('button', { name: 'Delete (Art. 17)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The offers (1) are deleted for good');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toast(page)).toContainText('Deleted: 1 offers, 0 feedbacks, 0 document accesses');
  await expect(page.getByText(/– offers: 0, e-mails: 0, accessibility feedback: 0, document access: 0$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete (Art. 17)' })).toBeDisabled();
});
