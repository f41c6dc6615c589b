import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiJson, openTab, signIn, unique } from './support/admin-helpers';

/**
 * One person's page as the agent opens it: from an offer's row, a dialog with their offers, their
 * contact and the mails about them; from the data request's lookup too. Closed, the focus is back
 * where it was.
 */
test('the person page opens from an offer and from the data request, and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const lastName = unique('Person');
  const email = `${lastName.toLowerCase()}@example.de`;
  const [property] = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
  for (const bidAmount of ['910000', '925000']) {
    await apiJson(page, 'POST', `/api/properties/${property!.id}/bids`, {
      firstName: 'Paula',
      lastName,
      email,
      phone: '+49 89 4444444',
      bidAmount,
    });
  }

  await openTab(page, 'Offers');
  const opener = page.getByRole('button', { name: `Person page of Paula ${lastName}` }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Paula ${lastName}` });
  await expect(dialog.getByRole('heading', { name: 'Offers on every property' })).toBeVisible();
  await expect(dialog.getByText('925.000,00 €')).toBeVisible();
  await expect(dialog.getByText('910.000,00 €')).toBeVisible();
  await expect(dialog.getByText(`${email} · +49 89 4444444`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download (Art. 15)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The same page from the data request's lookup.
  await page.getByLabel('The person’s e-mail address').fill(email);
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.getByRole('button', { name: 'Open the person page' }).click();
  await expect(page.getByRole('dialog', { name: `Paula ${lastName}` })).toBeVisible();
  await page.keyboard.press('Escape');
  // And from the outgoing mail: the confirmation to the bidder leads to them.
  await page
    .getByRole('button', { name: `Person page of ${email}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: `Paula ${lastName}` })).toBeVisible();
});

test('on a phone the person page fits the screen, a long consent version and all', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const lastName = unique('Telefon');
  const [property] = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
  await apiJson(page, 'POST', `/api/properties/${property!.id}/bids`, {
    firstName: 'Mia',
    lastName,
    email: `${lastName.toLowerCase()}@example.de`,
    phone: '+49 89 5555555',
    bidAmount: '915000',
  });
  await openTab(page, 'Offers');
  await page.getByRole('button', { name: `Person page of Mia ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mia ${lastName}` });
  await expect(dialog.getByText(/^Consent given/)).toBeVisible();
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
});
