import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { openTab, signIn, toast, unique } from './support/admin-helpers';

interface Bidder {
  firstName: string;
  lastName: string;
  email: string;
  bidAmount: string;
}

/**
 * A visitor elsewhere (a browser context of their own) places an offer on the property the home
 * page shows; returns the link token of their own page, to withdraw it.
 */
async function offerFromElsewhere(browser: Browser, bidder: Bidder): Promise<{ myOffersToken: string }> {
  const visitor = await browser.newContext();
  try {
    const properties = await (await visitor.request.get('/api/properties')).json();
    const placed = await visitor.request.post(`/api/properties/${properties[0].id}/bids`, {
      data: { ...bidder, phone: '+49 89 222222' },
    });
    expect(placed.status()).toBe(201);
    return (await placed.json()) as { myOffersToken: string };
  } finally {
    await visitor.close();
  }
}

/**
 * Live offers (decision 65) as the agent sees them: with the admin open, an offer placed elsewhere arrives by
 * itself — a toast names the bidder and the figures change, without a reload.
 */
test('a new offer shows up in the open admin without a reload', async ({ page, browser }) => {
  await signIn(page);
  await openTab(page, 'Overview');
  const todayCard = page.getByText('Offers today').locator('..');
  await expect(todayCard).toContainText(/\d+/);
  const before = Number((await todayCard.locator('p').nth(1).textContent())?.replace(/\D/g, ''));
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  const lastName = unique('Live');
  await offerFromElsewhere(browser, { firstName: 'Clara', lastName, email: 'clara@example.de', bidAmount: '654321' });

  await expect(toast(page)).toContainText('New offer received');
  await expect(toast(page)).toContainText(`Clara ${lastName} offers 654.321,00 €`);
  await expect(todayCard.locator('p').nth(1)).toHaveText(String(before + 1));
  expect(reloaded).toBe(false);
});

/**
 * An offer that arrives after the admin fetched its lists but before its live stream opened (a
 * slow phone network, a server restart) is not told of by the stream; the lists are fetched again
 * as it opens, so the offer is there without a reload.
 */
test('an offer placed before the live stream opened is in the list once it opens', async ({ page, browser }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/events', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, { live: false });
  await openTab(page, 'Offers');
  await expect(page.getByText(/\d+ offers? received/)).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  const lastName = unique('Dazwischen');
  await offerFromElsewhere(browser, { firstName: 'Jonas', lastName, email: 'jonas@example.de', bidAmount: '612345' });
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeHidden();

  release();
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
  await expect(page.locator('html[data-admin-live]')).toBeAttached();
  expect(reloaded).toBe(false);
});

/**
 * A bidder withdraws an offer while the agent has the list open: the row says so without a reload,
 * and nothing is announced as a new offer.
 */
test('a withdrawal shows in the open offers list without a reload', async ({ page, browser }) => {
  await signIn(page);
  await openTab(page, 'Offers');
  const lastName = unique('Zurueck');
  const { myOffersToken } = await offerFromElsewhere(browser, {
    firstName: 'Lena',
    lastName,
    email: 'lena@example.de',
    bidAmount: '623456',
  });
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Withdrawn on');
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  // The bidder withdraws it from their own page, elsewhere.
  const bidder = await browser.newContext();
  const withdrawn = await bidder.request.post(`/api/my-offers/${myOffersToken}/withdrawal`);
  expect(withdrawn.status()).toBe(200);
  await bidder.close();
  await expect(row).toContainText('Withdrawn on');
  expect(reloaded).toBe(false);
});

/**
 * A screen reader hears a new offer once: the toast naming the bidder. The lists and figures that
 * change with it (the offers' "Showing 1–n of m" among them) update silently.
 */
test('a new offer is announced once, whatever tab is open', async ({ page, browser }) => {
  await signIn(page);
  await openTab(page, 'Offers');
  const offer = (lastName: string) =>
    offerFromElsewhere(browser, { firstName: 'Ida', lastName, email: 'ida@example.de', bidAmount: '765432' });
  // A list with an offer in it, its "1–n of m" shown, before listening.
  const earlier = unique('Vorher');
  await offer(earlier);
  await expect(page.getByRole('row', { name: new RegExp(earlier) })).toBeVisible();
  await expect(page.getByText(/^\d+–\d+ of \d+$/)).toBeVisible();
  await expect(toast(page)).toBeHidden({ timeout: 30_000 });
  await page.evaluate(() => {
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="alert"], [role="log"]';
    const changed = new Set<Element>();
    (window as unknown as { announcedRegions: Set<Element> }).announcedRegions = changed;
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest(LIVE);
        // A region counts when it says something: one emptied again is no announcement.
        if (region && region.textContent?.trim()) changed.add(region);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const lastName = unique('Einmal');
  await offer(lastName);

  await expect(toast(page)).toContainText(`Ida ${lastName}`);
  // The list has taken the offer in (it was fetched again) before the regions are counted.
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
  const announced = await page.evaluate(() =>
    [...(window as unknown as { announcedRegions: Set<Element> }).announcedRegions].map((region) =>
      region.textContent?.trim(),
    ),
  );
  expect(announced).toHaveLength(1);
  expect(announced[0]).toContain(`Ida ${lastName}`);
});
