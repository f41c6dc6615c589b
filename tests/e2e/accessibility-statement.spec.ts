import { expect } from '@playwright/test';
import { openTab, signIn, unique } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { test } from './support/public-test';

/**
 * The accessibility statement (decision 0113): reached from every page's footer, structured with
 * headings, and below it a form to report a barrier, usable with the keyboard alone on a 320 px
 * phone, in three languages. What is sent reaches the admin's "Unterseiten" tab.
 */
test.use({ viewport: { width: 320, height: 700 } });

test('a barrier reported with the keyboard alone on a 320 px phone reaches the admin', async ({
  page,
  consoleGuard,
}) => {
  // The sign-in screen asks for the session first: a 401 there is expected.
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Feedback und Kontakt' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Barriere melden' });
  await expect(form).toBeVisible();

  // Sent empty: the description is asked for at its field, which gets the focus.
  const message = form.getByLabel('Was hat nicht funktioniert?');
  await message.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Rückmeldung senden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(/Bitte beschreiben Sie kurz, was nicht funktioniert hat/);

  const text = unique('Die Galerie sagt nicht, welches Bild gezeigt wird');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await page.keyboard.type('/');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ann Leser');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann.leser@example.org');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Vielen Dank! Ihre Rückmeldung ist bei uns angekommen.');
  await expect(message).toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);

  await signIn(page);
  await openTab(page, 'Pages');
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Ann Leser');
  await expect(item).toContainText('Wo: /');
  await expect(item.getByRole('link', { name: 'Antworten: ann.leser@example.org' })).toHaveAttribute(
    'href',
    'mailto:ann.leser@example.org',
  );
  await item.getByRole('button', { name: 'Erledigt – löschen' }).click();
  await expect(item).toBeHidden();
});

test('the statement and its form speak English and French', async ({ page }) => {
  for (const [language, title, formName, label] of [
    ['en', 'Accessibility statement', 'Report a barrier', 'What did not work?'],
    ['fr', 'Déclaration d’accessibilité', 'Signaler un obstacle', 'Qu’est-ce qui n’a pas fonctionné ?'],
  ] as const) {
    await page.goto(`/pages/barrierefreiheit?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const form = page.getByRole('form', { name: formName });
    await expect(form.getByLabel(label)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
