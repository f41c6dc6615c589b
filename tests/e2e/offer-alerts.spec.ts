import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { productWithMail } from './support/product-with-mail';
import type { ReceivedMail } from '../helpers/smtp-peer';
import { apiJson, signIn, unique } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO } from './support/public-test';
import { placeBidderOffer, standingOf, type Placed } from './support/bidders';

/**
 * E-mail alerts on a phone (decision 0115): on their own page a bidder switches them on by
 * keyboard, the focus staying on the button whose words change and a status line saying so; an
 * offer from someone else in the open procedure brings a real mail, through a real SMTP server,
 * naming both amounts and carrying the List-Unsubscribe headers of RFC 2369 and RFC 8058. The
 * header's address opened in a browser changes nothing and lands on the page's switch, in view;
 * posted as a mail program's one click it switches the alerts off, and the next time the bidder
 * is outbid no alert comes. The section speaks German and French as well. Alerts need mail, so
 * this spec runs the built product a second time with a mail server of its own (the shared test
 * server has none), started as the workers' own is (startProduct) and stopped at the end; the
 * demo property is made open-procedure on it and left so.
 */
interface AdminProperty {
  id: string;
  onHomePage: boolean;
  minimumOffer: string | null;
  minimumStep: string | null;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const own = productWithMail();

async function pageOn(browser: Browser) {
  const context = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport: PHONE,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return { context, page: await context.newPage() };
}

/** Opens an address and waits, as a visitor's first tap would, for the page's script to have started. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

function placeOffer(
  request: APIRequestContext,
  propertyId: string,
  email: string,
  amount: number,
  language: 'de' | 'en' | 'fr',
): Promise<Placed> {
  const bidder = { firstName: 'Alma', lastName: unique('Alarm'), email, phone: '+49 89 555555', language };
  return placeBidderOffer(request, propertyId, bidder, amount);
}

const alertMailsTo = (email: string): ReceivedMail[] =>
  own.peer.received.filter(
    (mail) => mail.to.includes(email) && mail.parsed.headerLines.some((line) => line.key === 'list-unsubscribe'),
  );

/** A header as the mail program reads it (keys are lower case; a folded line unfolded). */
const headerLine = (mail: ReceivedMail, key: string) =>
  mail.parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

test('a bidder switches alerts on by keyboard, is told of a higher offer, and one click in the mail stops them', async ({
  browser,
}) => {
  // Two mails over the wire, a wait for one that must not come, and a few page loads.
  test.setTimeout(180_000);
  const admin = await pageOn(browser);
  const bidder = await pageOn(browser);
  const { page } = bidder;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  try {
    // The demo property, open-procedure, every offer counting (not only verified ones).
    await signIn(admin.page);
    const shown = (await apiJson<AdminProperty[]>(admin.page, 'GET', '/api/admin/properties')).find(
      (p) => p.onHomePage,
    )!;
    await apiJson(admin.page, 'PATCH', `/api/admin/properties/${shown.id}`, {
      offerMode: 'open',
      verifiedOffersOnly: false,
    });
    const standing = await standingOf(page.request, shown.id);
    expect(standing.mode).toBe('open');
    const step = Math.max(10_000, Number(standing.minimumStep ?? shown.minimumStep ?? 0));
    const base = Math.max(
      1_250_000,
      Number(standing.highestOffer ?? 0),
      Number(standing.minimumOffer ?? 0),
      Number(shown.minimumOffer ?? 0),
    );
    const first = Math.ceil((base + step) / 1000) * 1000;
    const name = unique('alarm').toLowerCase();
    const anna = `${name}-anna@example.org`;
    const placed = await placeOffer(page.request, shown.id, anna, first, 'en');
    const myOffers = `/meine-angebote/${placed.myOffersToken}`;

    const alerts = page.getByRole('region', { name: 'E-mail alerts' });
    const state = alerts.getByTestId('alerts-state');
    const on = 'Alerts are on. You can unsubscribe here or with one click in any of the messages.';

    await test.step('switched on by keyboard, the focus staying on the renamed button', async () => {
      await open(page, `${myOffers}?lang=en`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO.titleEn })).toBeVisible();
      await expect(alerts).toContainText(
        'We write to you when an offer higher than yours arrives, when the end of the period moves, one hour before the end and when the period is over.',
      );
      await expect(alerts.getByRole('button')).toHaveCount(1);
      const switchOn = alerts.getByRole('button', { name: 'Switch on alerts', exact: true });
      await expect(state).toHaveText('');
      await switchOn.focus();
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          response.url().endsWith(`/api/my-offers/${placed.myOffersToken}/alerts`),
      );
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(200);
      await expect(state).toHaveText(on);
      await expect(state).toHaveRole('status');
      const switchOff = alerts.getByRole('button', { name: 'Unsubscribe from alerts', exact: true });
      await expect(switchOff).toBeFocused();
      await expect(switchOn).toHaveCount(0);
      // No sideways scrolling on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page);
      // The server kept it.
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(state).toHaveText(on);
    });

    const second = first + step;
    let unsubscribeUrl = '';
    await test.step('a higher offer from another address brings an alert mail with one-click unsubscription', async () => {
      await placeOffer(page.request, shown.id, `${name}-ben@example.org`, second, 'de');
      await expect.poll(() => alertMailsTo(anna).length, { timeout: 30_000 }).toBe(1);
      const [mail] = alertMailsTo(anna);
      expect(mail!.parsed.subject).toBe(`A higher offer for ${DEMO.titleEn}`);
      expect(mail!.parsed.text).toContain(
        `There is now a higher offer than yours for ${DEMO.titleEn}: ${euro.format(second)}. Your highest offer: ${euro.format(first)}.`,
      );
      unsubscribeUrl = `${own.product.server.baseUrl}${myOffers}/abbestellen?lang=en`;
      expect(headerLine(mail!, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
      expect(headerLine(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    });

    await test.step('the header’s address opened in a browser changes nothing and shows the switch', async () => {
      // Opened plainly, the section starts low on a phone, its button below the fold.
      await open(page, `${myOffers}?lang=en`);
      await expect(state).toHaveText(on);
      await expect(alerts).not.toBeInViewport({ ratio: 1 });

      await open(page, unsubscribeUrl);
      await expect(page).toHaveURL(`${own.product.server.baseUrl}${myOffers}?lang=en#benachrichtigungen`);
      // Here the page brings all of it into view (scrolling smoothly), clear of the sticky header.
      await expect(alerts).toBeInViewport({ ratio: 1 });
      const header = (await page.getByRole('banner').boundingBox())!;
      await expect.poll(async () => (await alerts.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await expect(alerts).toBeInViewport({ ratio: 1 });
      await expect(alerts.getByRole('button', { name: 'Unsubscribe from alerts', exact: true })).toBeInViewport();
      await expect(state).toHaveText(on);
    });

    await test.step('one click in the mail program switches them off, and the next higher offer tells nothing', async () => {
      // As a mail program sends it (RFC 8058): no session, no CSRF token.
      const click = await page.request.post(unsubscribeUrl, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(click.status(), await click.text()).toBe(200);
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(alerts.getByRole('button', { name: 'Switch on alerts', exact: true })).toBeVisible();
      await expect(state).toHaveText('');

      // Anna raises and leads, then is outbid: with alerts on that would be news again (a new
      // own highest offer outbid). Switched off, no alert comes.
      await placeOffer(page.request, shown.id, anna, second + step, 'en');
      const carla = `${name}-carla@example.org`;
      await placeOffer(page.request, shown.id, carla, second + 2 * step, 'fr');
      // Carla's confirmation arrives: the outbox sends; an alert would have been queued with it.
      await expect
        .poll(() => own.peer.received.some((mail) => mail.to.includes(carla)), { timeout: 30_000 })
        .toBe(true);
      await page.waitForTimeout(5_000);
      expect(alertMailsTo(anna)).toHaveLength(1);
    });

    await test.step('German and French, and how the switched-on section looks', async () => {
      await open(page, `${myOffers}?lang=de#benachrichtigungen`);
      const de = page.getByRole('region', { name: 'Benachrichtigungen per E-Mail' });
      await expect(de.getByRole('heading', { name: 'Benachrichtigungen per E-Mail' })).toBeVisible();
      await de.getByRole('button', { name: 'Benachrichtigungen einschalten', exact: true }).click();
      await expect(de.getByTestId('alerts-state')).toHaveText(
        'Benachrichtigungen sind eingeschaltet. Abbestellen geht hier oder mit einem Klick in jeder Nachricht.',
      );
      const switchOff = de.getByRole('button', { name: 'Benachrichtigungen abbestellen', exact: true });
      await expect(switchOff).toBeFocused();
      await de.scrollIntoViewIfNeeded();
      // Transitions finished: the button's colours change as its words do.
      await page.screenshot({ path: '.tmp/screens/offer-alerts-de-390.png', animations: 'disabled' });
      await page.setViewportSize(DESKTOP);
      await de.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '.tmp/screens/offer-alerts-de-1280.png', animations: 'disabled' });
      await page.setViewportSize(PHONE);

      await open(page, `${myOffers}?lang=fr`);
      const fr = page.getByRole('region', { name: 'Alertes par e-mail' });
      await expect(fr.getByRole('heading', { name: 'Alertes par e-mail' })).toBeVisible();
      await expect(fr.getByTestId('alerts-state')).toHaveText(
        'Les alertes sont activées. Vous pouvez vous désabonner ici ou d’un clic dans chaque message.',
      );
      await fr.getByRole('button', { name: 'Se désabonner des alertes', exact: true }).click();
      await expect(fr.getByRole('button', { name: 'Activer les alertes', exact: true })).toBeFocused();
      await expect(fr.getByTestId('alerts-state')).toHaveText('');
    });
    expect(errors, 'console errors in the bidder’s page').toEqual([]);
  } finally {
    await admin.context.close();
    await bidder.context.close();
  }
});
