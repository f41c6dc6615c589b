import { expect, test } from './support/public-test';

/**
 * A phone buyer types an amount the page cannot read and taps the terms checkbox next. The field's
 * message appears as it is left; it must not move the checkbox from under the finger before the
 * tap lands: the tap ticks the box, and the message is there afterwards.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a tap on the checkbox right after an unreadable amount ticks it, and the amount says why', async ({ page }) => {
  await page.goto('/');
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  const form = page.locator('#bidding form');
  const amount = form.getByLabel('Angebotssumme');
  await amount.tap();
  await amount.pressSequentially('480,000');
  const checkbox = form.getByRole('checkbox', { name: /Ich akzeptiere die/ });
  await checkbox.scrollIntoViewIfNeeded();
  await checkbox.tap();
  await expect(checkbox).toBeChecked();
  await expect(form.getByText('Dieser Betrag ist nicht eindeutig.', { exact: false })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
});
