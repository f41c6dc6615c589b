import { expect, test } from './support/test';
import { openTab, signIn, toast, unique } from './support/admin-helpers';

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

  // A visitor elsewhere places an offer.
  const visitor = await browser.newContext();
  const lastName = unique('Live');
  const properties = await (await visitor.request.get('/api/properties')).json();
  const placed = await visitor.request.post(`/api/properties/${properties[0].id}/bids`, {
    data: { firstName: 'Clara', lastName, email: 'clara@example.de', phone: '+49 89 222222', bidAmount: '654321' },
  });
  expect(placed.status()).toBe(201);
  await visitor.close();

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

  const visitor = await browser.newContext();
  const lastName = unique('Dazwischen');
  const properties = await (await visitor.request.get('/api/properties')).json();
  const placed = await visitor.request.post(`/api/properties/${properties[0].id}/bids`, {
    data: { firstName: 'Jonas', lastName, email: 'jonas@example.de', phone: '+49 89 444444', bidAmount: '612345' },
  });
  expect(placed.status()).toBe(201);
  await visitor.close();
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
  const visitor = await browser.newContext();
  const lastName = unique('Zurueck');
  const properties = await (await visitor.request.get('/api/properties')).json();
  const placed = await visitor.request.post(`/api/properties/${properties[0].id}/bids`, {
    data: { firstName: 'Lena', lastName, email: 'lena@example.de', phone: '+49 89 555555', bidAmount: '623456' },
  });
  expect(placed.status()).toBe(201);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Withdrawn on');
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  const { myOffersToken } = (await placed.json()) as { myOffersToken: string };
  const withdrawn = await visitor.request.post(`/api/my-offers/${myOffersToken}/withdrawal`);
  expect(withdrawn.status()).toBe(200);
  await visitor.close();
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
  const visitor = await browser.newContext();
  const properties = await (await visitor.request.get('/api/properties')).json();
  const offer = async (lastName: string) => {
    const placed = await visitor.request.post(`/api/properties/${properties[0].id}/bids`, {
      data: { firstName: 'Ida', lastName, email: 'ida@example.de', phone: '+49 89 333333', bidAmount: '765432' },
    });
    expect(placed.status()).toBe(201);
  };
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
  await visitor.close();

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
