import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiJson, signIn } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO, expect, test, unique } from './support/public-test';
import { placeBidderOffer, standingOf, type Placed, type Standing } from './support/bidders';

/**
 * A bidder withdraws an offer from their own page on a phone (decision 0114): the page asks once
 * more in place, the focus goes to the question and, once it is withdrawn, to the line that says
 * so, the amount struck through; "keep it" puts the focus back on the button. In the open
 * procedure a withdrawn offer counts no more: the property's page falls back to the next offer that
 * stands without a reload, and the agent's bid log records it. In German: the English and French
 * texts, by taps and by the space bar, are checked without a browser
 * (src/client/features/my-offers/withdraw-languages.test.tsx).
 */
interface AdminProperty {
  id: string;
  title: string;
  onHomePage: boolean;
  offerMode: string;
  minimumOffer: string | null;
  minimumStep: string | null;
  verifiedOffersOnly: boolean;
}

interface BidLogEntry {
  kind: string;
  amount?: string | null;
  at: string;
}

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The property the home page shows (the demo listing unless a spec chose another). */
async function shownProperty(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const [property] = (await (await request.get('/api/properties')).json()) as { id: string; title: string }[];
  return property!;
}

/**
 * A whole amount above whatever this server's earlier tests offered and above the minimum shown:
 * the highest offer (when the procedure shows it) or the minimum, plus `above`, up to the thousand.
 */
function amountAbove(standing: Standing, above: number): number {
  const base = Math.max(1_250_000, Number(standing.highestOffer ?? 0), Number(standing.minimumOffer ?? 0));
  return Math.ceil((base + above) / 1000) * 1000;
}

function placeOffer(
  request: APIRequestContext,
  propertyId: string,
  bidder: { lastName: string; email: string; language: 'de' | 'en' | 'fr' },
  amount: number,
): Promise<Placed> {
  return placeBidderOffer(request, propertyId, { firstName: 'Rita', phone: '+49 89 444444', ...bidder }, amount);
}

/** An amount with its cents as the bidder's page writes it (euroWithCents), in the page's browser. */
function euroWithCents(page: Page, amount: number): Promise<string> {
  return page.evaluate(
    (value) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value),
    amount,
  );
}

/** A time as the bidder's page writes it (munichDateTime, long), in the page's browser. */
function munichDateTime(page: Page, at: string): Promise<string> {
  return page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
        new Date(value),
      ),
    at,
  );
}

/** Waits for the withdrawal's answer and the page's reading of the offers after it. */
function withdrawalAnswered(page: Page): Promise<{ withdrawnAt: string }> {
  const reread = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/api\/my-offers\/[^/]+$/.test(response.url()),
  );
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/my-offers\/[^/]+\/withdrawal$/.test(response.url()),
    )
    .then(async (response) => {
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { withdrawnAt: string };
      await reread;
      return body;
    });
}

const TEXTS = {
  title: DEMO.title,
  withdraw: 'Angebot zurückziehen',
  question: (amount: string) =>
    `Ihr Angebot über ${amount} zurückziehen? Es bleibt im Bietprotokoll vermerkt, zählt aber nicht mehr. Das lässt sich nicht rückgängig machen.`,
  yes: 'Ja, zurückziehen',
  keep: 'Behalten',
  withdrawn: (date: string) => `Von Ihnen zurückgezogen am ${date}`,
} as const;

/** The amount's line of an offer card: struck through once the offer is withdrawn. */
const amountLine = (offer: Locator) => offer.locator('span').first();

test('on a phone, a bidder withdraws an offer by keyboard, the focus on the question, then on what was done', async ({
  page,
}) => {
  const property = await shownProperty(page.request);
  // The withdrawal is sent once: "keep it" sends nothing.
  let withdrawals = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/my-offers\/[^/]+\/withdrawal$/.test(request.url())) withdrawals += 1;
  });
  const lastName = unique('Rueckzug');
  const standing = await standingOf(page.request, property.id);
  const amount = amountAbove(standing, Math.max(10_000, Number(standing.minimumStep ?? 0)));
  const placed = await placeOffer(
    page.request,
    property.id,
    { lastName, email: `${lastName}@example.org`.toLowerCase(), language: 'de' },
    amount,
  );
  await page.goto(`/meine-angebote/${placed.myOffersToken}?lang=de`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
  const offer = page.getByTestId('my-offer');
  await expect(offer).toHaveCount(1);
  const amountText = await euroWithCents(page, amount);
  await expect(amountLine(offer)).toHaveText(amountText);
  await expect(amountLine(offer)).not.toHaveCSS('text-decoration-line', 'line-through');
  const withdrawButton = offer.getByRole('button', { name: TEXTS.withdraw, exact: true });
  const question = offer.getByText(TEXTS.question(amountText), { exact: true });
  const yes = offer.getByRole('button', { name: TEXTS.yes, exact: true });
  const keep = offer.getByRole('button', { name: TEXTS.keep, exact: true });

  // By keyboard: the question takes the focus; "keep it" hands it back to the button, and
  // nothing is sent.
  await withdrawButton.focus();
  await page.keyboard.press('Enter');
  await expect(question).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(withdrawButton).toBeFocused();
  await expect(question).toHaveCount(0);
  await expect(offer.getByTestId('my-offer-withdrawn')).toHaveCount(0);
  expect(withdrawals).toBe(0);
  await page.keyboard.press('Enter');
  await expect(question).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(yes).toBeFocused();
  const answered = withdrawalAnswered(page);
  await page.keyboard.press('Enter');
  const { withdrawnAt } = await answered;
  expect(withdrawals).toBe(1);

  const done = offer.getByTestId('my-offer-withdrawn');
  await expect(done).toHaveText(TEXTS.withdrawn(await munichDateTime(page, withdrawnAt)));
  await expect(done).toBeFocused();
  await expect(amountLine(offer)).toHaveText(amountText);
  await expect(amountLine(offer)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(offer.getByRole('button')).toHaveCount(0);
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page);
  // What the phone shows right after: the focused line in view.
  await page.screenshot({ path: '.tmp/screens/withdraw-offer-de-390.png' });

  // The server kept it: read again, the offer is still withdrawn, with nothing left to withdraw.
  await page.reload();
  await expect(page.getByTestId('my-offer-withdrawn')).toHaveText(
    TEXTS.withdrawn(await munichDateTime(page, withdrawnAt)),
  );
  await expect(page.getByRole('button', { name: TEXTS.withdraw })).toHaveCount(0);
});

test('in the open procedure the highest offer falls back to the next one on the property’s page, live', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The sign-in screen asks for the session first: a 401 there is expected.
  consoleGuard.allow(/401 \(Unauthorized\).*\/api\/auth\/user/);
  await signIn(page);
  const shown = (await apiJson<AdminProperty[]>(page, 'GET', '/api/admin/properties')).find((p) => p.onHomePage)!;
  const before = { ...shown };
  const visitor = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  try {
    // Every offer counts (not only verified ones), so the two below are the ones that move the figure.
    await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, { offerMode: 'open', verifiedOffersOnly: false });
    const standing = await standingOf(visitor.request, shown.id);
    expect(standing.mode).toBe('open');
    // Above whatever this server's earlier tests offered, a hidden minimum and the step included.
    const step = Math.max(10_000, Number(standing.minimumStep ?? 0));
    const lower = Math.max(
      amountAbove(standing, step),
      Math.ceil((Number(shown.minimumOffer ?? 0) + step) / 1000) * 1000,
    );
    const higher = lower + step;
    const lastName = unique('Hoechst');
    await placeOffer(
      visitor.request,
      shown.id,
      { lastName: `${lastName}-a`, email: `${lastName}-a@example.org`.toLowerCase(), language: 'de' },
      lower,
    );
    const top = await placeOffer(
      visitor.request,
      shown.id,
      { lastName: `${lastName}-b`, email: `${lastName}-b@example.org`.toLowerCase(), language: 'de' },
      higher,
    );
    const wholeEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

    // Someone watches the property's page while the highest bidder withdraws.
    const watching = await visitor.newPage();
    const errors: string[] = [];
    watching.on('pageerror', (error) => errors.push(error.message));
    await watching.goto('/');
    await watching.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const highest = watching.locator('.procedure-card .open-highest');
    await expect(highest).toHaveText(`Aktuelles Höchstgebot: ${wholeEuro.format(higher)}`);

    await page.goto(`/meine-angebote/${top.myOffersToken}?lang=de`);
    const offer = page.getByTestId('my-offer');
    await expect(offer).toHaveCount(1);
    const withCents = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    await expect(page.getByText(/^Offenes Verfahren – höchstes Angebot derzeit:/)).toHaveText(
      `Offenes Verfahren – höchstes Angebot derzeit: ${withCents.format(higher)}`,
    );
    await offer.getByRole('button', { name: 'Angebot zurückziehen' }).click();
    const answered = withdrawalAnswered(page);
    await offer.getByRole('button', { name: 'Ja, zurückziehen' }).click();
    const { withdrawnAt } = await answered;
    await expect(offer.getByTestId('my-offer-withdrawn')).toBeFocused();

    // The watching page hears it without a reload; the bidder's own page, read again, says so too.
    await expect(highest).toHaveText(`Aktuelles Höchstgebot: ${wholeEuro.format(lower)}`);
    await expect(page.getByText(/^Offenes Verfahren – höchstes Angebot derzeit:/)).toHaveText(
      `Offenes Verfahren – höchstes Angebot derzeit: ${withCents.format(lower)}`,
    );
    expect(await standingOf(visitor.request, shown.id)).toMatchObject({ highestOffer: `${lower}.00` });
    await watching.reload();
    await expect(highest).toHaveText(`Aktuelles Höchstgebot: ${wholeEuro.format(lower)}`);
    expect(errors).toEqual([]);

    // The agent's bid log records the withdrawal, with the amount, after the two offers.
    const log = await apiJson<{ entries: BidLogEntry[] }>(page, 'GET', `/api/admin/properties/${shown.id}/bid-log`);
    expect(log.entries.at(-1)).toMatchObject({ kind: 'offer-withdrawn', amount: `${higher}.00`, at: withdrawnAt });
  } finally {
    await visitor.close();
    await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, {
      offerMode: before.offerMode,
      verifiedOffersOnly: before.verifiedOffersOnly,
    });
  }
});
