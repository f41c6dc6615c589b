import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openTab, signIn } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Escape closes the topmost layer first: when a tooltip happens to be open (the pointer rests where
 * the opener was), the first press closes the tooltip and the next one the dialog.
 */
async function closeDialogWithEscape(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('admin accessibility', () => {
  // The login screen as it opens, and each tab, are scanned in admin-a11y-structure.spec.ts.
  test('the login screen with its errors has no serious axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Admin Anmeldung' })).toBeVisible();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Benutzername ist erforderlich')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the dialogs have no serious axe violations', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Properties');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit property' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await closeDialogWithEscape(page);
    await page.getByRole('button', { name: 'New property' }).click();
    await expect(page.getByRole('dialog', { name: 'Neue Immobilie erstellen' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await closeDialogWithEscape(page);
    await openTab(page, 'Pages');
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    await expectNoSeriousA11yViolations(page);
    await closeDialogWithEscape(page);
    await openTab(page, 'Translations');
    await page.getByRole('button', { name: 'Add Translation' }).click();
    await expectNoSeriousA11yViolations(page);
  });

  test('tabs and the offers table work with the keyboard', async ({ page }) => {
    await signIn(page);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Properties' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=offers/);
  });
});
