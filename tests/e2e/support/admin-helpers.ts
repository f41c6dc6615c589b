import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './env';

/** A name no other test (nor an earlier run against the same server) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Signs in through the login screen and waits for the dashboard, and (unless `live` is false) for
 * its live stream to be open and the lists fetched once more as it opened: from then on, what the
 * test does to offers reaches the page as it would an agent's.
 */
export async function signIn(page: Page, { live = true }: { live?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  if (live) await expect(page.locator('html[data-admin-live]')).toBeAttached();
}

export async function openTab(page: Page, name: 'Overview' | 'Properties' | 'Offers' | 'Pages' | 'Translations') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function xsrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return cookie.value;
}

/** Calls the API with the page's session and CSRF token (state-changing calls need both). */
export async function apiCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const request: APIRequestContext = page.request;
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(page.context()) };
  const response = await request.fetch(url, { method, headers, data: data === undefined ? undefined : data });
  return response;
}

export async function apiJson<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await apiCall(page, method, url, data);
  expect(response.ok(), `${method} ${url} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The body of a property the tests create: the required fields, ending in a week unless `overrides` say otherwise. */
export function testPropertyBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: 'Testobjekt',
    address: 'Teststraße 1, 80331 München',
    price: '0',
    livingArea: 80,
    bedrooms: 2,
    bathrooms: 1,
    yearBuilt: 2000,
    images: [],
    features: [],
    energyClass: 'B',
    energyConsumption: 70,
    heatingType: 'Gas',
    // GEG § 87's items an active listing states.
    energyCertificateType: 'consumption',
    energyCarrier: 'naturalGas',
    energyCertificateYear: 2020,
    auctionEndDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** A property that is not active, so the public page keeps showing what the public tests expect. */
export async function createInactiveProperty(page: Page, title: string): Promise<{ id: string; title: string }> {
  return apiJson(page, 'POST', '/api/admin/properties', testPropertyBody(title, { isActive: false }));
}

/** Places offers on the property the public page shows (the first active one). */
export async function placeOffers(page: Page, lastName: string, amounts: string[]): Promise<string> {
  const properties = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
  const propertyId = properties[0]!.id;
  for (const [index, bidAmount] of amounts.entries()) {
    await apiJson(page, 'POST', `/api/properties/${propertyId}/bids`, {
      firstName: `E2E${index}`,
      lastName,
      email: `e2e${index}@example.de`,
      phone: '+49 89 000000',
      bidAmount,
    });
  }
  return propertyId;
}

/** A small PNG of random pixels (so it does not compress to nothing and the upload takes a moment). */
export async function noisePng(width = 360, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function solidJpeg(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 184, g: 146, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/**
 * The visible toast (one at a time). While a modal dialog is open Radix hides the rest of
 * the page from the accessibility tree (the toast is announced through its own live region), so
 * the region is looked up including hidden elements.
 */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).locator('li[data-state="open"]');
}

/** GEG § 87's items an active listing states, as an agent fills them in the property form. */
export async function fillCertificate(form: Locator): Promise<void> {
  await form.getByLabel('Art des Energieausweises').selectOption({ label: 'Bedarfsausweis' });
  await form.getByLabel('Wesentlicher Energieträger').selectOption({ label: 'Erdgas' });
  await form.getByLabel('Ausstellungsjahr').fill('2021');
}
