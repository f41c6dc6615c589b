import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { freePort, startBuiltServer, waitUntilReady, type ServerProcess } from '../helpers/server-process';
import { smtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { openTab, signIn, unique } from './support/admin-helpers';
import { E2E_ADMIN } from './support/env';

/**
 * Verified bidders (decision 72) as a bidder and the agent meet it: the link in the confirmation mail verifies the
 * offer, and the admin's mark on it goes. The mail must really be sent, so this spec runs the built
 * product a second time, with a mail server of its own (the shared test server has none): on a port
 * the system hands out, with its own data directory, stopped at the end.
 */
let server: ServerProcess;
let peer: SmtpPeer;
let dataDir: string;

test.beforeAll(async () => {
  peer = smtpPeer(await freePort());
  await peer.start();
  dataDir = mkdtempSync(join(tmpdir(), 'offers-e2e-verify-'));
  const port = await freePort();
  server = startBuiltServer(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      OFFER_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: peer.url,
      MAIL_FROM: 'Isarwert Immobilien <angebote@example.de>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    port,
  );
  await waitUntilReady(server);
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await peer?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function pageOn(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return { context, page: await context.newPage() };
}

test('the link of the confirmation mail verifies the offer, and the admin’s mark goes', async ({ browser }) => {
  const admin = await pageOn(browser);
  const bidder = await pageOn(browser);
  try {
    const lastName = unique('Geprüft');
    const email = `${unique('vera').toLowerCase()}@example.de`;
    const properties = await admin.page.request.get('/api/properties');
    const [property] = (await properties.json()) as { id: string }[];
    const placed = await admin.page.request.post(`/api/properties/${property!.id}/bids`, {
      data: {
        firstName: 'Vera',
        lastName,
        email,
        phone: '+49 89 111111',
        bidAmount: '515000',
        language: 'en',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);

    await signIn(admin.page);
    await openTab(admin.page, 'Offers');
    const row = admin.page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toContainText('E-mail not verified');

    // The bidder's mail, as it arrived at the mail server.
    await expect.poll(() => peer.received.some((mail) => mail.to.includes(email)), { timeout: 20_000 }).toBe(true);
    const mail = peer.received.find((received) => received.to.includes(email))!;
    const link = /http:\/\/127\.0\.0\.1:\d+\/verify\/[A-Za-z0-9_-]{43}\?lang=en/.exec(mail.parsed.text ?? '')?.[0];
    expect(link, mail.parsed.text).toBeDefined();

    // One click: the page confirms by itself and says so in the bidder's language.
    await bidder.page.goto(link!);
    await expect(bidder.page).toHaveURL(/\/verify\/verified\?lang=en$/);
    await expect(bidder.page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
    await expect(bidder.page.getByRole('link', { name: 'To the property' })).toHaveAttribute('href', '/?lang=en');

    // The same link a second time: spent.
    await bidder.page.goto(link!);
    await expect(bidder.page).toHaveURL(/\/verify\/failed\?lang=en$/);
    await expect(bidder.page.getByRole('heading', { name: 'Link expired or already used' })).toBeVisible();

    await admin.page.reload();
    await openTab(admin.page, 'Offers');
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('E-mail not verified');
  } finally {
    await admin.context.close();
    await bidder.context.close();
  }
});
