import { expect, test } from './support/test';
import { apiCall, openTab, placeOffers, signIn, toast, unique } from './support/admin-helpers';
import { E2E_ADMIN } from './support/env';

test.describe('admin sign-in and session', () => {
  test('an unauthenticated visitor of /admin goes to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Anmeldung' })).toBeVisible();
  });

  test('signing in shows the toast and the English dashboard without changing the stored language', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(toast(page)).toContainText('Erfolgreich angemeldet');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('selected-language'))).toBeNull();
    for (const name of ['Overview', 'Properties', 'Offers', 'Pages', 'Translations']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View website' })).toHaveAttribute('href', '/');
  });

  test("the login screen follows the visitor's language; the admin stays English and keeps that choice", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('language-set')) {
        localStorage.setItem('selected-language', 'fr');
        sessionStorage.setItem('language-set', '1');
      }
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
    await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('selected-language'))).toBe('fr');
  });

  test('logout clears the session and goes to the public page', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session ended on the server mid-use leads to /login after the toast', async ({ page }) => {
    const lastName = unique('Session');
    await signIn(page);
    await placeOffers(page, lastName, ['123456.00']);
    await openTab(page, 'Offers');
    const star = page.getByRole('button', { name: `Favorite: offer from E2E0 ${lastName}` });
    await expect(star).toBeVisible();

    // The same cookies log out through the API: the page still believes it is signed in.
    expect((await apiCall(page, 'POST', '/api/logout')).ok()).toBe(true);

    await star.click();
    await expect(toast(page)).toContainText('Unauthorized');
    // Favourite toggle: the toast stays for 1 s before the redirect.
    await expect(page).toHaveURL(/\/admin/);
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a data load answered with 401 also leads to /login', async ({ page }) => {
    await signIn(page);
    expect((await apiCall(page, 'POST', '/api/logout')).ok()).toBe(true);
    // Only the click: the tab's data load may answer 401 before the tab shows as selected (a slow
    // machine renders the switch as a transition that the redirect to /login can overtake).
    await page.getByRole('tab', { name: 'Pages' }).click();
    await expect(toast(page)).toContainText('Unauthorized');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  });
});
