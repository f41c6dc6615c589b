import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { openTab, signIn, unique } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { test } from './support/public-test';

/**
 * The bid log in the browser (decision 0073): visitors place offers; the agent opens the
 * property's bid log, sees them without names, and downloads the seller's PDF in English.
 */
test('offers appear in the bid log without names, and the seller’s PDF carries them', async ({
  page,
  consoleGuard,
}) => {
  const [property] = (await (await page.request.get('/api/properties')).json()) as { id: string; title: string }[];
  const lastName = unique('Protokoll');
  // Amounts no other test places, with cents, so they are recognised in the list and the PDF.
  const cents = String(10 + Math.floor(Math.random() * 89));
  const amounts = [`7${cents}123.${cents}`, `7${cents}456.${cents}`];
  for (const [index, bidAmount] of amounts.entries()) {
    const placed = await page.request.post(`/api/properties/${property!.id}/bids`, {
      data: {
        firstName: 'Vroni',
        lastName,
        email: `${lastName}-${index}@example.org`.toLowerCase(),
        phone: '+49 89 777777',
        bidAmount,
        financing: 'own-funds',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
  }
  const german = (amount: string) =>
    `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(Number(amount))} €`;

  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  await openTab(page, 'Properties');
  await page
    .getByRole('button', { name: `Bid log of ${property!.title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Bid log' });
  await expect(dialog).toBeVisible();
  const log = dialog.getByRole('list', { name: 'Bid log' });
  for (const amount of amounts) {
    await expect(log.locator(':scope > li', { hasText: german(amount) })).toContainText(/Bidder \d+/);
  }
  await expect(log.locator(':scope > li', { hasText: german(amounts[0]!) })).toContainText('From own funds');
  await expect(dialog).not.toContainText(lastName);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Language of the PDF').selectOption('en');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'PDF for the seller' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Bid-log-\d{4}-\d\d-\d\d\.pdf$/);
  const pdf = await readFile((await download.path())!);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ');
  expect(text).toContain('Bid log');
  for (const amount of amounts) {
    expect(text).toContain(`€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(Number(amount))}`);
  }
  expect(text).toContain('The German version is binding.');
  expect(text).not.toContain(lastName);
});
