import { expect, test } from './support/test';
import { apiJson, openTab, signIn, unique } from './support/admin-helpers';
import { E2E_ADMIN } from './support/env';

/**
 * The audit log (decision 63) as the agent reads it: the overview's activity log lists sign-ins and
 * changes, newest first.
 */
test('the activity log shows the sign-in and the changes made, newest first', async ({ page }) => {
  await signIn(page);
  const created = await apiJson<{ id: string }>(page, 'POST', '/api/admin/translations', {
    key: unique('activity.test'),
    language: 'de',
    value: 'Prüftext',
    category: 'ui',
  });
  // The overview opened with the sign-in; it reads the log again when it is opened anew.
  await page.reload();
  await openTab(page, 'Overview');

  const log = page.getByRole('region', { name: 'Log entries' });
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Text added');
  await expect(rows.nth(1)).toContainText(E2E_ADMIN.username);
  await expect(rows.nth(1).getByTitle(created.id)).toHaveText(created.id.slice(0, 8));
  await expect(log.getByRole('row', { name: /Signed in/ }).first()).toContainText(E2E_ADMIN.username);
});

test('on a phone the log is a list that fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page);
  await openTab(page, 'Overview');
  const list = page.getByRole('list', { name: 'Log entries' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
