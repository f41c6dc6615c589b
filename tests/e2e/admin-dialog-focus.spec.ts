import { expect, test } from './support/test';
import { openTab, signIn } from './support/admin-helpers';
import { DEMO } from './support/public-test';

/**
 * WCAG 2.4.3 in the admin: a dialog opened from a button gives the focus back to that button when
 * it closes, by Escape or by its close button, so a keyboard user goes on where they were.
 */
test('the seller-link and bid-log dialogs give the focus back to the button that opened them', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Properties');
  const openers = [
    page.getByRole('button', { name: `Seller link for ${DEMO.title}` }),
    page.getByRole('button', { name: new RegExp(`^Bid log.*${DEMO.title}`) }),
  ];
  for (const opener of openers) {
    for (const close of ['Escape', 'button'] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The dialog listens for Escape once it has taken the focus (the same commit's effects): a
      // key pressed between its first paint and then would be a keystroke no person can make.
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(opener, `${await opener.getAttribute('aria-label')} after ${close}`).toBeFocused();
    }
  }
});
