import { expect, test } from './support/public-test';

/**
 * A buyer on a slow phone scrolls to the form and types before the page's code has run: every
 * keystroke stays, the field keeps the focus, the page stays where they are, and no page of the site reports an error while
 * React adopts the server's markup (the page guard fails a test on any).
 */
test('every keystroke typed while a throttled phone loads the page is kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // One language: which keystrokes survive depends on when the code takes over, not on the words.
  await page.goto('/?lang=fr', { waitUntil: 'commit' });
  const amount = page.locator('#bidding input[name="bidAmount"]');
  await amount.waitFor({ state: 'attached' });
  await amount.scrollIntoViewIfNeeded();
  await amount.click();
  // One key at a time, as a thumb types, across the moment the code takes over.
  await amount.pressSequentially('1250000', { delay: 120 });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
  await expect(amount).toHaveValue('1250000');
  await expect(amount).toBeFocused();
});

test('a page scrolled down before its code runs stays where the visitor is once it does', async ({ context }) => {
  // A page of its own: this fixture's pages wait for the app on every navigation, and here the
  // app's code is held back until the visitor has scrolled, as a slow phone holds it back.
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const [listing] = (await (await page.request.get('/api/listings')).json()).listings as { slug: string }[];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/immobilien/${listing!.slug}?lang=de`);
  const scrolled = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(1000);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  release();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // A scroll the start began is smooth (the site's CSS): time for it to have moved the page.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await page.close();
});

test('no public page reports an error while it is adopted, in any language', async ({ page, consoleGuard }) => {
  // The 404 screen is a 404 on purpose; the browser logs its status.
  consoleGuard.allow(/status of 404.*\/gibt-es-nicht/);
  const [listing] = (await (await page.request.get('/api/listings')).json()).listings as { slug: string }[];
  const paths = [
    '/',
    '/immobilien',
    `/immobilien/${listing!.slug}`,
    '/pages/impressum',
    '/agb',
    '/bietprotokoll',
    '/gibt-es-nicht',
  ];
  for (const language of ['de', 'en', 'fr'] as const) {
    for (const path of paths) {
      await page.goto(`${path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }
});
