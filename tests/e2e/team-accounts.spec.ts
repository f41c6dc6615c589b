import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiCall, openTab, placeOffers, signIn, toast, unique } from './support/admin-helpers';
import { E2E_ADMIN } from './support/env';

/**
 * The team as an agency meets it: an owner invites an assistant from the top bar's "Team" (no mail
 * server here, so the admin hands over the link), the assistant chooses a sign-in on a phone in
 * German, and then sees offers without any way to delete or export them; the server refuses a
 * hand-made request all the same. Deactivating the account signs it out.
 */
const PASSWORD = 'lantern-quiet-orchard-31';

async function inviteFromTeamDialog(
  page: Page,
  email: string,
  role: 'Agent' | 'Assistant',
  language?: 'English' | 'Français',
): Promise<string> {
  await page.getByRole('button', { name: 'Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your team' });
  await expect(dialog.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await dialog.getByLabel('Their e-mail address').fill(email);
  await dialog.getByLabel('Role', { exact: true }).selectOption({ label: role });
  // German unless chosen: a Munich agency's colleague.
  await expect(dialog.getByLabel('Language of the invitation')).toHaveValue('de');
  if (language) await dialog.getByLabel('Language of the invitation').selectOption({ label: language });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(`Invitation for ${email} created. No mail server is set up`)).toBeVisible();
  const link = await dialog.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/einladung\/[0-9a-f]{32}[A-Za-z0-9_-]{22}\?lang=(de|en|fr)$/);
  await expect(dialog.getByRole('heading', { name: 'Open invitations' })).toBeVisible();
  await expect(dialog.getByText(email, { exact: true })).toBeVisible();
  return link;
}

async function acceptOnPhone(browser: Browser, baseURL: string, link: string, username: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  const { pathname, search } = new URL(link);
  await phone.goto(pathname + search);
  await expect(phone.getByRole('heading', { name: 'Willkommen im Team' })).toBeVisible();
  await expect(phone.getByText('Sie sind als „Assistenz“ eingeladen')).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await phone.getByLabel('Benutzername').fill(username);
  await phone.getByLabel('Ihr Passwort').fill('passwort1234');
  await phone.getByRole('button', { name: 'Konto anlegen' }).click();
  const password = phone.getByLabel('Ihr Passwort');
  await expect(phone.getByText('Dieses Passwort ist zu kurz oder zu leicht zu erraten.')).toBeVisible();
  // The refused field has the focus: typed again at once.
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(PASSWORD);
  await phone.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(phone.getByRole('status').filter({ hasText: `Ihr Konto ${username} ist bereit.` })).toBeVisible();
  await phone.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  // The link works once.
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByText('Dieser Einladungslink gilt nicht mehr. Bitten Sie um einen neuen.')).toBeVisible();
  await context.close();
}

test('an owner invites an assistant, who can read offers but neither delete nor export them', async ({
  page,
  browser,
  productServer,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await placeOffers(page, unique('Rolle'), ['905000']);
  const email = `${unique('assistenz')}@example.de`;
  const link = await inviteFromTeamDialog(page, email, 'Assistant');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog', { name: 'Your team' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Team' })).toBeFocused();

  const username = unique('anna');
  await acceptOnPhone(browser, productServer.baseUrl, link, username);

  const context = await browser.newContext({ baseURL: productServer.baseUrl, viewport: { width: 1280, height: 900 } });
  const assistant = await context.newPage();
  await assistant.goto('/login');
  await assistant.getByLabel('Benutzername').fill(username);
  await assistant.getByLabel('Passwort').fill(PASSWORD);
  await assistant.getByRole('button', { name: 'Anmelden' }).click();
  await expect(assistant.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(assistant.getByRole('button', { name: 'Team' })).toHaveCount(0);
  await expect(assistant.getByRole('heading', { name: 'Activity log' })).toHaveCount(0);

  await openTab(assistant, 'Offers');
  // The offers are there, with their status to set; nothing to delete, download or export.
  await expect(assistant.getByRole('combobox', { name: /^Status of the offer from/ }).first()).toBeVisible();
  await expect(assistant.getByRole('button', { name: /Export Excel/ })).toHaveCount(0);
  await expect(assistant.getByRole('button', { name: /^Delete the offer from/ })).toHaveCount(0);
  await expect(assistant.getByRole('button', { name: /^Download the receipt/ })).toHaveCount(0);
  await expect(assistant.getByRole('button', { name: /^Delete all/ })).toHaveCount(0);
  await openTab(assistant, 'Properties');
  await expect(assistant.getByRole('button', { name: 'New property' })).toHaveCount(0);
  await expect(assistant.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // By hand, the server refuses all the same.
  const exported = await apiCall(assistant, 'GET', '/api/admin/bids/export');
  expect(exported.status()).toBe(403);
  expect(await exported.json()).toEqual({ message: 'Your role does not allow this', roleRefused: true });

  // The owner deactivates the account: its next call finds itself signed out.
  await page.getByRole('button', { name: 'Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your team' });
  await dialog.getByRole('button', { name: `Deactivate ${username}` }).click();
  await expect(dialog.getByRole('button', { name: `Activate ${username} again` })).toBeVisible();
  const after = await apiCall(assistant, 'GET', '/api/admin/overview');
  expect(after.status()).toBe(401);
  await context.close();
});

test('the team dialog fits a phone, invites in French and withdraws the invitation', async ({
  page,
  browser,
  productServer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const email = `${unique('makler')}@example.de`;
  const link = await inviteFromTeamDialog(page, email, 'Agent', 'Français');
  // The link opens the page in the invitation's language, whatever the browser's.
  const invitee = await browser.newContext({ baseURL: productServer.baseUrl, locale: 'de-DE' });
  const invitation = await invitee.newPage();
  const { pathname, search } = new URL(link);
  await invitation.goto(pathname + search);
  await expect(invitation.getByRole('heading', { name: 'Bienvenue dans l’équipe' })).toBeVisible();
  await invitee.close();
  const dialog = page.getByRole('dialog', { name: 'Your team' });
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await dialog.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  await expect(dialog.getByText(email, { exact: true })).toHaveCount(0);
  // The row went; focus moved on to inviting someone else.
  await expect(dialog.getByLabel('Their e-mail address')).toBeFocused();

  // Giving up one's own owner role is asked first; cancelled, nothing changes.
  const ownRole = dialog.getByLabel(`Role of ${E2E_ADMIN.username}`);
  // As a person chooses: the select has the focus (selectOption alone does not give it).
  await ownRole.focus();
  await ownRole.selectOption('agent');
  const confirm = page.getByRole('alertdialog', { name: 'Give up your own owner role?' });
  await expect(confirm).toContainText('As “Agent” you can no longer manage the team');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(ownRole).toHaveValue('owner');
  await expect(ownRole).toBeFocused();
  // Confirmed, the server still keeps its last active owner.
  await ownRole.selectOption('agent');
  await confirm.getByRole('button', { name: 'Yes, give it up' }).click();
  await expect(toast(page)).toContainText('The change was not saved');
  await expect(confirm).toBeHidden();
  await expect(ownRole).toHaveValue('owner');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Team' })).toBeFocused();
  // The sessions beside it give the focus back the same way.
  await page.getByRole('button', { name: 'Sessions' }).click();
  await expect(page.getByRole('dialog', { name: 'Where you are signed in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sessions' })).toBeFocused();
});
