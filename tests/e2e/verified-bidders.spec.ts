import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { productWithMail } from './support/product-with-mail';
import { openTab, signIn, unique } from './support/admin-helpers';

/**
 * Verified bidders (decision 72) as a bidder and the agent meet it: the link in the confirmation mail verifies the
 * offer, and the admin's mark on it goes. The mail must really be sent, so this spec runs the built
 * product a second time, with a mail server of its own (the shared test server has none), started
 * as the workers' own is (startProduct) and stopped at the end.
 */
const own = productWithMail();

async function pageOn(browser: Browser) {
  const context = await browser.newContext({
    baseURL: own.product.server.baseUrl,
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
    await expect.poll(() => own.peer.received.some((mail) => mail.to.includes(email)), { timeout: 20_000 }).toBe(true);
    const mail = own.peer.received.find((received) => received.to.includes(email))!;
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
