import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { apiJson, signIn, testPropertyBody, unique } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { test } from './support/public-test';

const TEXTS = {
  heading: 'Angebot im Bietprotokoll prüfen',
  reference: 'Referenz',
  checksum: 'Prüfsumme (SHA-256)',
  button: 'Prüfen',
  found: 'Ihr Angebot steht unverändert im Bietprotokoll.',
  checkAt: 'Prüfen unter',
} as const;

/**
 * A bidder checks their receipt on the public page (decision 0093): they follow the receipt's link
 * (the reference filled in), paste the checksum the receipt prints, and see their entry unchanged;
 * a wrong checksum finds nothing. In German only: the page works alike in every language, and its
 * English and French texts are checked without a browser (entry-check-page.test.tsx).
 */
test('a bidder checks their receipt against the bid log', async ({ page, consoleGuard }) => {
  const language = 'de';
  const [property] = (await (await page.request.get('/api/properties')).json()) as { id: string }[];
  const lastName = unique('Pruef');
  const placed = await page.request.post(`/api/properties/${property!.id}/bids`, {
    data: {
      firstName: 'Resi',
      lastName,
      email: `${lastName}@example.org`.toLowerCase(),
      phone: '+49 89 555555',
      bidAmount: `8${String(Math.floor(Math.random() * 90000) + 10000)}.00`,
      language,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: string };

  // The receipt, as the bidder's confirmation carries it (downloaded here the agent's way).
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  const receipt = await page.request.get(`/api/admin/offers/${id}/receipt`);
  expect(receipt.status()).toBe(200);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: await receipt.body(),
    encoding: 'utf8',
  })
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ');
  // The link as printed: broken over lines after a '/', '?' or '&', which pdftotext reads as spaces.
  const printed = new RegExp(
    `${TEXTS.checkAt} (http://[\\w.:]+/) ?(bietprotokoll\\?) ?(ref=[0-9A-F]{8}&) ?(lang=[a-z]{2})`,
  ).exec(text)!;
  const link = printed.slice(1).join('');
  const checksum = /\(SHA-256\) ((?:[0-9a-f] ?){64})/.exec(text)![1]!;
  const { pathname, search } = new URL(link);
  expect(pathname).toBe('/bietprotokoll');
  expect(search).toBe(`?ref=${id.replace(/-/g, '').slice(0, 8).toUpperCase()}&lang=${language}`);

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.heading })).toBeVisible();
  await expect(page.getByLabel(TEXTS.reference)).toHaveValue(id.replace(/-/g, '').slice(0, 8).toUpperCase());
  await expectNoSeriousA11yViolations(page);

  // A checksum off by one character finds nothing.
  const wrong = checksum.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  consoleGuard.allow(/404 \(Not Found\).*\/api\/bid-log\/check/);
  await page.getByLabel(TEXTS.checksum).fill(wrong);
  await page.getByRole('button', { name: TEXTS.button, exact: true }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expect(page.getByTestId('check-found')).toHaveCount(0);

  // As copied from the PDF, with its line break's space.
  await page.getByLabel(TEXTS.checksum).fill(checksum);
  await page.getByRole('button', { name: TEXTS.button, exact: true }).click();
  const found = page.getByTestId('check-found');
  await expect(found).toContainText(TEXTS.found);
  await expect(found).not.toContainText(lastName);
  await expectNoSeriousA11yViolations(page);
});

test('the check page works on a 320 px phone with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/bietprotokoll?ref=zz');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  // Submitted as it is: the reference is refused, and the field says why and has the focus.
  await page.getByLabel('Referenz').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Referenz')).toBeFocused();
  await expect(page.getByText('Bitte geben Sie die 8-stellige Referenz ein')).toBeVisible();
  await expect(page.getByLabel('Referenz')).toHaveAttribute('aria-invalid', 'true');
});

test('after the end, a bidder sees the log the agent opened, their own entries marked', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  const title = unique('Offengelegt');
  const property = await apiJson<{ id: string }>(
    page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(title, {
      auctionEndDate: new Date(Date.now() + 3_600_000).toISOString(),
      isActive: true,
      offerMode: 'open',
      discloseBidLog: true,
    }),
  );
  const ids: string[] = [];
  for (const [email, bidAmount] of [
    ['andere@example.org', '910000'],
    ['ich@example.org', '905000'],
  ] as const) {
    const placed = await page.request.post(`/api/properties/${property.id}/bids`, {
      data: { firstName: 'Sepp', lastName: 'Bieter', email, phone: '+49 89 1', bidAmount },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    ids.push(((await placed.json()) as { id: string }).id);
  }
  // The procedure ends (and the listing leaves the site, so other tests see what they expect).
  await apiJson(page, 'PATCH', `/api/admin/properties/${property.id}`, {
    auctionEndDate: new Date(Date.now() - 60_000).toISOString(),
    isActive: false,
  });
  const receipt = await page.request.get(`/api/admin/offers/${ids[1]}/receipt`);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: await receipt.body(),
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  const checksum = /\(SHA-256\) ((?:[0-9a-f] ?){64})/.exec(text)![1]!;

  await page.goto(`/bietprotokoll?ref=${ids[1]!.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
  await page.getByLabel('Prüfsumme (SHA-256)').fill(checksum);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await expect(page.getByTestId('check-found')).toContainText(
    'Nach dem Ende des Verfahrens lag Ihr Angebot auf Platz 2.',
  );
  const log = page.getByRole('region', { name: 'Bietprotokoll' });
  await expect(log).toContainText('Das Verfahren ist beendet und sein Protokoll für alle Bietenden geöffnet');
  const offersInLog = log.getByTestId('disclosed-log-entry').filter({ hasText: 'Angebot' });
  await expect(offersInLog.filter({ hasText: '910.000' })).toContainText('Bieter 1');
  await expect(offersInLog.filter({ hasText: '905.000' })).toContainText('Bieter 2Sie');
  await expect(log).not.toContainText('Sepp');
  await expectNoSeriousA11yViolations(page);
});
