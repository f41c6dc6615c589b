import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { adminApi, DEMO, expect, test, unique } from './support/public-test';

const offerForm = (page: Page) => page.locator('#bidding form');

/** Scrolls to #bidding (which starts loading the form's chunk) and waits until the form responds. */
async function openOfferForm(page: Page) {
  await page.locator('#bidding').scrollIntoViewIfNeeded();
  await expect(offerForm(page)).toBeVisible();
  await page.locator('#bidding[data-form-live]').waitFor({ state: 'attached' });
}

test.describe('public property page', () => {
  test('shows the demo property with gallery, key facts, details, banner, footer and page metadata', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(`${DEMO.title} | Isarwert Immobilien`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Im Herzen von Schwabing/);

    // Top bar.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Angebot' })).toHaveAttribute('href', '#bidding');
    await expect(banner.getByRole('combobox', { name: 'Sprache wählen' })).toHaveValue('de');

    // Gallery: counter, wrap-around, thumbnails, image priorities, reserved space.
    const gallery = page.getByRole('region', { name: 'Bildergalerie' });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter.textContent())!.split('/')[1]);
    expect(total).toBeGreaterThan(1);
    // The demo images carry the agent's alternative texts (German here).
    const first = gallery.getByRole('img', { name: DEMO.imageAltTexts[0] });
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const frame = await first.evaluate((image) => image.parentElement!.getBoundingClientRect());
    expect(frame.width / frame.height).toBeCloseTo(1.5, 1);
    await gallery.getByRole('button', { name: 'Vorheriges Bild' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await gallery.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    const thumbnails = gallery.getByRole('list', { name: 'Alle Bilder' }).getByRole('button');
    await expect(thumbnails).toHaveCount(total);
    await gallery.getByRole('button', { name: 'Bild 2 anzeigen' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(gallery.getByRole('img', { name: DEMO.imageAltTexts[1] })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${total}`);
    for (const thumb of await gallery.locator('ul img').all()) await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(gallery.locator('ul img').first()).toHaveJSProperty('complete', true);
    expect(
      await gallery
        .locator('ul img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);

    // Title, address, the four tiles.
    await expect(page.getByText(DEMO.address)).toBeVisible();
    const facts = page.getByLabel('Eckdaten');
    for (const text of ['Wohnfläche', '128 m²', 'Schlafzimmer', 'Badezimmer', 'Baujahr', '1904'])
      await expect(facts).toContainText(text);

    // Details (#property).
    const details = page.locator('#property');
    for (const heading of [
      'Objektbeschreibung',
      'Ausstattung & Besonderheiten',
      'Energieausweis',
      'Lage & Umgebung',
      'Ausstattungsdetails',
    ]) {
      await expect(details.getByRole('heading', { name: heading })).toBeAttached();
    }
    for (const text of [
      'Energieeffizienzklasse',
      'Endenergiebedarf',
      '92 kWh/m²a',
      'Heizungsart',
      'Fernwärme',
      'Original Fischgrätparkett aus Eiche',
    ]) {
      await expect(details).toContainText(text);
    }

    // Banner: 'Submit offer' scrolls to the form.
    await expect(page.getByRole('heading', { name: 'Interessiert?' })).toBeVisible();
    await page.locator('.interest-banner').getByRole('button', { name: 'Angebot abgeben' }).click();
    await expect(offerForm(page)).toBeInViewport();
    await expect(page.locator('#bidding')).toBeFocused();

    // Footer: description, the fixed contact data, legal links, copyright.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('München und Umgebung');
    await expect(footer.getByRole('link', { name: /\+49 89 2154 7380/ })).toHaveAttribute('href', 'tel:+498921547380');
    await expect(footer.getByRole('link', { name: /angebote@isarwert-immobilien\.de/ })).toHaveAttribute(
      'href',
      'mailto:angebote@isarwert-immobilien.de',
    );
    await expect(footer).toContainText('Maximilianstraße 18');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/pages/impressum');
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/pages/datenschutz');
    await expect(footer.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/pages/agb');
    await expect(footer).toContainText('© 2024 Isarwert Immobilien GmbH');
  });

  test('English stays chosen after a reload: texts, messages and <html lang>', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache wählen' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.titleEn })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('selected-language'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: DEMO.titleEn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Choose language' })).toHaveValue('en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Offer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Interested?' })).toBeVisible();
    await expect(page.getByLabel('Key facts')).toContainText('Living area');
    await expect(page.getByRole('heading', { name: 'Energy certificate' })).toBeAttached();
    await expect(page).toHaveTitle(`${DEMO.titleEn} | Isarwert Immobilien`);

    await openOfferForm(page);
    await offerForm(page).getByRole('button', { name: 'Submit offer' }).click();
    await expect(offerForm(page).getByText('First name is required')).toBeVisible();
    await expect(offerForm(page).getByText('You must agree to the terms')).toBeVisible();

    await page.getByRole('combobox', { name: 'Choose language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.titleFr })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(offerForm(page).getByText('Le prénom est obligatoire')).toBeVisible();
  });

  test('a valid offer: one request, confirmation dialog, reset form, and the offer is stored', async ({ page }) => {
    const lastName = unique('Offerte');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/properties\/[^/]+\/bids$/.test(request.url()))
        posts.push(request.postData() ?? '');
    });
    await page.goto('/');
    await openOfferForm(page);
    const form = offerForm(page);
    // Typed key by key at a person's pace: the form must never take a person for a bot (offer-spam.ts).
    const typing = { delay: 35 };
    await form.getByLabel('Vorname').pressSequentially('Erika', typing);
    await form.getByLabel('Nachname').pressSequentially(lastName, typing);
    await form.getByLabel('E-Mail-Adresse').pressSequentially('erika@example.org', typing);
    await form.getByLabel('Telefonnummer').pressSequentially('+49 89 1234567', typing);
    // Typed as Germans write it: the dot groups thousands, the comma marks cents.
    await form.getByLabel('Angebotssumme').pressSequentially('480.000,50', typing);
    await expect(form.getByText('Ihr Angebot: 480.000,50 €')).toBeVisible();
    await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    await form.getByRole('button', { name: 'Angebot abgeben' }).dblclick();

    const dialog = page.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ihr unverbindliches Angebot wurde erfolgreich übermittelt.');
    await dialog.getByRole('button', { name: 'Verstanden' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('button', { name: 'Angebot abgeben' })).toBeFocused();
    await expect(form.getByLabel('Vorname')).toHaveValue('');
    await expect(form.getByLabel('Nachname')).toHaveValue('');
    await expect(form.getByLabel('Angebotssumme')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: 'Erika', lastName, bidAmount: '480000.50', website: '', language: 'de' });
    expect(body.fillMs).toBeGreaterThan(2500);
    expect(body).not.toHaveProperty('terms');

    const admin = await adminApi(page);
    const response = await admin.get('/api/admin/bids');
    expect(response.ok()).toBe(true);
    const offers = (await response.json()) as { lastName: string; bidAmount: string; email: string; phone: string }[];
    const stored = offers.filter((offer) => offer.lastName === lastName);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ bidAmount: '480000.50', email: 'erika@example.org', phone: '+49 89 1234567' });
  });

  test('a refused offer shows the destructive toast with the refusal in German and keeps the input', async ({
    page,
    consoleGuard,
  }) => {
    // The browser logs the refused request itself; that line is expected here.
    consoleGuard.allow(/status of 409/);
    await page.route(/\/api\/properties\/[^/]+\/bids$/, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The offer period for this property has ended.' }),
      }),
    );
    await page.goto('/');
    await openOfferForm(page);
    const form = offerForm(page);
    await form.getByLabel('Vorname').fill('Max');
    await form.getByLabel('Nachname').fill('Mustermann');
    await form.getByLabel('E-Mail-Adresse').fill('max@example.org');
    await form.getByLabel('Telefonnummer').fill('089 123');
    await form.getByLabel('Angebotssumme').fill('900000');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Angebot abgeben' }).click();

    const toast = page
      .getByRole('region', { name: 'Benachrichtigungen (F8)', includeHidden: true })
      .locator('li[data-state="open"]');
    await expect(toast).toContainText('Fehler beim Abgeben des Angebots');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Die Angebotsfrist für diese Immobilie ist abgelaufen.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByLabel('Vorname')).toHaveValue('Max');
    // The button was disabled while sending; focus is back on it, not lost to the page.
    await expect(form.getByRole('button', { name: 'Angebot abgeben' })).toBeFocused();
  });

  test('F8 reaches the toast area even before any toast', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
    await expect(region).toBeAttached();
    await expect(region.locator('ol')).toBeFocused();
  });

  test('loads the offer form only when needed, and nothing from other hosts', async ({ page, baseURL }) => {
    const scripts: string[] = [];
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('offer-form'))).toBe(false);
    expect(scripts.some((path) => path.includes('admin'))).toBe(false);
    await openOfferForm(page);
    expect(scripts.some((path) => path.includes('offer-form'))).toBe(true);
    expect(foreign).toEqual([]);
  });

  // The form once loaded, and its errors, are scanned in public-a11y-states.spec.ts.
  test('has no serious accessibility violations before the form has loaded', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
