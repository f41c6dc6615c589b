import { expect } from '@playwright/test';
import { apiJson, openTab, signIn } from './support/admin-helpers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO, test } from './support/public-test';

/**
 * The procedure up front (decision 0111): beside the deadline, right under the title and the
 * address on a phone, the page says what kind of procedure it is, from which amount offers are
 * taken when the agent shows it, the live highest offer in the open procedure and the buyer's
 * commission as the agent states it in the property form.
 */
interface AdminProperty {
  id: string;
  title: string;
  onHomePage: boolean;
  offerMode: string;
  minimumOffer: string | null;
  minimumOfferShown: boolean;
  buyerCommission: string | null;
}

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test('a phone sees the sealed procedure and the commission under the title, in three languages', async ({ page }) => {
  const cases = [
    ['de', DEMO.title, 'Verdecktes Verfahren: Sie sehen keine anderen Angebote', 'Käuferprovision: 3,57 %'],
    ['en', DEMO.titleEn, 'Sealed offers: you do not see other offers', 'Buyer’s commission: 3.57%'],
    ['fr', DEMO.titleFr, 'Offres sous pli fermé : vous ne voyez pas les autres offres', 'Commission acheteur : 3,57 %'],
  ] as const;
  for (const [language, title, mode, commission] of cases) {
    await page.goto(`/?lang=${language}`);
    const card = page.locator('.procedure-card');
    await expect(card).toContainText(mode);
    // French and German put a (narrow) no-break space before the percent sign.
    await expect(card).toContainText(new RegExp(commission.replace(/ %/, '[\\s\\u00a0\\u202f]%')));
    const heading = await page.getByRole('heading', { level: 1, name: title }).boundingBox();
    const cardBox = await card.boundingBox();
    // Right after the title and the address: within one phone screen of the title's top.
    expect(cardBox!.y - heading!.y).toBeLessThan(PHONE.height / 2);
    expect(cardBox!.y).toBeGreaterThan(heading!.y + heading!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSeriousA11yViolations(page);
});

test('the agent states an open procedure, a shown minimum and a commission; the page says so by the title and live', async ({
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
    await openTab(page, 'Properties');
    await page.getByRole('button', { name: `Edit ${shown.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    await edit.getByLabel('Procedure', { exact: true }).selectOption('open');
    await edit.getByLabel(/^Minimum offer/).fill('1,200,000');
    await edit.getByLabel(/^Buyer’s commission/).fill('2,38');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const saved = (await apiJson<AdminProperty[]>(page, 'GET', '/api/admin/properties')).find(
      (p) => p.id === shown.id,
    )!;
    expect(saved).toMatchObject({ offerMode: 'open', minimumOffer: '1200000.00', buyerCommission: '2.38' });

    const watching = await visitor.newPage();
    const errors: string[] = [];
    watching.on('pageerror', (error) => errors.push(error.message));
    await watching.goto('/');
    await watching.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const card = watching.locator('.procedure-card');
    await expect(card).toContainText('Offenes Verfahren: Das höchste Angebot und die Zahl der Angebote sieht jeder');
    await expect(card).toContainText('Angebote ab 1.200.000 €');
    await expect(card).toContainText(/Käuferprovision: 2,38\s%/);
    const standing = await (await visitor.request.get(`/api/properties/${shown.id}/standing`)).json();
    // Above the minimum just set and above whatever this server's earlier tests offered.
    const highest = Math.max(1_250_000, Math.ceil(Number(standing.highestOffer ?? 0)) + 10_000);
    await expect(card.locator('.open-highest')).toHaveText(
      standing.highestOffer === null ? 'Noch liegt kein Angebot vor.' : /^Aktuelles Höchstgebot: /,
    );
    const jsonLd = JSON.parse((await watching.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd.offers.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      minPrice: 1200000,
      priceCurrency: 'EUR',
    });
    expect(jsonLd.mainEntity.additionalProperty[0]).toMatchObject({ propertyID: 'buyerCommission', value: 2.38 });

    // An offer from elsewhere: the figure by the title follows without a reload.
    const placed = await visitor.request.post(`/api/properties/${shown.id}/bids`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        firstName: 'Lena',
        lastName: 'Vorn',
        email: 'lena.vorn@example.org',
        phone: '+49 89 333333',
        bidAmount: String(highest),
        language: 'de',
        website: '',
        fillMs: 20_000,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const amountText = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    await expect(card.locator('.open-highest')).toHaveText(`Aktuelles Höchstgebot: ${amountText.format(highest)}`);
    await expectNoSeriousA11yViolations(watching);
    expect(errors).toEqual([]);
  } finally {
    await visitor.close();
    await apiJson(page, 'PATCH', `/api/admin/properties/${shown.id}`, {
      offerMode: before.offerMode,
      minimumOffer: before.minimumOffer,
      minimumOfferShown: before.minimumOfferShown,
      buyerCommission: before.buyerCommission,
    });
  }
});
