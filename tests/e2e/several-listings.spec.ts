import { expect, test } from './support/test';
import { apiJson, fillCertificate, openTab, signIn, toast, unique } from './support/admin-helpers';

interface Created {
  id: string;
  slug: string;
  title: string;
}

/**
 * An agency with several procedures at once: each property has its own page and card on the
 * overview, an offer placed on one page belongs to that property only, and the offers tab's
 * export and "delete all" follow its property filter.
 */
test('a second and a third property: own pages, the overview, offers and their deletion per property', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const created: Created[] = [];
  try {
    // The agent creates the second property in the form, choosing no address: it comes from the title.
    const titleB = unique('Reihenhaus Pasing');
    await openTab(page, 'Properties');
    await page.getByRole('button', { name: 'New property' }).click();
    const create = page.getByRole('dialog', { name: 'Neue Immobilie erstellen' });
    await create.getByLabel('Titel').fill(titleB);
    await create.getByLabel('Beschreibung').fill('Reihenhaus mit Garten, ruhig gelegen.');
    await create.getByLabel('Adresse', { exact: true }).fill('Landsberger Straße 480, 81241 München');
    await create.getByLabel('Wohnfläche (m²)').fill('142');
    await fillCertificate(create);
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toast(page)).toContainText('Immobilie erstellt');
    const all = await apiJson<Created[]>(page, 'GET', '/api/admin/properties');
    const b = all.find((property) => property.title === titleB)!;
    created.push(b);
    expect(b.slug).toMatch(/^reihenhaus-pasing-/);
    await expect(page.getByRole('link', { name: `/immobilien/${b.slug}` })).toBeVisible();

    const c = await apiJson<Created>(page, 'POST', '/api/admin/properties', {
      title: unique('Penthouse Bogenhausen'),
      description: 'Penthouse mit Dachterrasse.',
      address: 'Prinzregentenstraße 90, 81675 München',
      price: '0',
      livingArea: 188,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 2012,
      images: [],
      features: [],
      energyClass: 'A',
      energyConsumption: 40,
      heatingType: 'Fernwärme',
      energyCertificateType: 'demand',
      energyCarrier: 'districtHeating',
      energyCertificateYear: 2012,
      auctionEndDate: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
    });
    created.push(c);

    // Both are on the overview and at their own addresses, in three languages.
    const visitor = await browser.newPage();
    // The browser adopts every server-rendered page as it is: no hydration error on any of them.
    const pageErrors: string[] = [];
    visitor.on('pageerror', (error) => pageErrors.push(`${visitor.url()}: ${error.message}`));
    await visitor.goto('/immobilien?lang=de');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Unsere Immobilien' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(titleB) })).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(c.title) })).toBeVisible();
    for (const [language, heading] of [
      ['en', 'Our properties'],
      ['fr', 'Nos biens'],
    ] as const) {
      await visitor.goto(`/immobilien?lang=${language}`);
      await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // With several on offer, the top bar of / and of each page leads to the overview.
    await visitor.goto('/?lang=de');
    await visitor.getByRole('banner').getByRole('link', { name: 'Alle Objekte' }).click();
    await expect(visitor).toHaveURL(/\/immobilien$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Unsere Immobilien' })).toBeVisible();
    for (const language of ['de', 'en', 'fr']) {
      const response = await visitor.goto(`/immobilien/${b.slug}?lang=${language}`);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1, name: titleB })).toBeVisible();
      await expect(
        visitor.getByRole('banner').getByRole('link', { name: /Alle Objekte|All listings|Tous les biens/ }),
      ).toBeVisible();
      // The footer's link too, once the footer is near (it loads as it comes into view).
      await visitor.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(
        visitor.getByRole('contentinfo').getByRole('link', { name: /im Überblick|at a glance|coup d’œil/ }),
      ).toBeVisible();
    }
    expect(pageErrors).toEqual([]);

    // An offer on B, from B's page, in its form.
    const lastName = unique('Bieterin');
    await visitor.goto(`/immobilien/${b.slug}?lang=de`);
    await visitor.getByRole('link', { name: 'Angebot' }).first().click();
    const form = visitor.locator('#bidding form');
    await form.getByLabel('Vorname').fill('Clara');
    await form.getByLabel('Nachname').fill(lastName);
    await form.getByLabel('E-Mail-Adresse').fill('clara@example.org');
    await form.getByLabel('Telefonnummer').fill('+49 89 222222');
    await form.getByLabel('Angebotssumme').fill('845000');
    await form.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    // A person takes a few seconds for the form; a faster one is refused as automated.
    await visitor.waitForTimeout(2_500);
    await form.getByRole('button', { name: 'Angebot abgeben' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Angebot erfolgreich abgegeben' })).toBeVisible();
    const offers = await apiJson<{ lastName: string; propertyId: string }[]>(page, 'GET', '/api/admin/bids');
    expect(offers.filter((offer) => offer.lastName === lastName).map((offer) => offer.propertyId)).toEqual([b.id]);

    // The offers tab filtered to B: its export and "delete all" are B's alone.
    await page.goto(`/admin?tab=offers&property=${b.id}`);
    await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    expect((await downloading).suggestedFilename()).toBe(`bids-export-${b.slug}.xlsx`);
    const others = (await apiJson<{ propertyId: string }[]>(page, 'GET', '/api/admin/bids')).filter(
      (offer) => offer.propertyId !== b.id,
    ).length;
    await page.getByRole('button', { name: `Delete all offers of “${titleB}”` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('1 offer for');
    await dialog.getByRole('button', { name: 'Yes, Delete All' }).click();
    await expect(toast(page)).toContainText('deleted');
    // The zone went with the offers: focus is on the list's heading, not lost to the page.
    await expect(page.locator('#offers-heading')).toBeFocused();
    const left = await apiJson<{ propertyId: string }[]>(page, 'GET', '/api/admin/bids');
    expect(left.filter((offer) => offer.propertyId === b.id)).toEqual([]);
    expect(left.length).toBe(others);

    // A new address: the old one redirects. Deactivated: gone from the overview and the sitemap.
    const moved = `${b.slug}-garten`;
    await apiJson(page, 'PATCH', `/api/admin/properties/${b.id}`, { slug: moved });
    await visitor.goto(`/immobilien/${b.slug}`);
    expect(new URL(visitor.url()).pathname).toBe(`/immobilien/${moved}`);
    await apiJson(page, 'PATCH', `/api/admin/properties/${b.id}`, { isActive: false });
    expect((await visitor.goto(`/immobilien/${moved}`))?.status()).toBe(404);
    await visitor.goto('/immobilien');
    await expect(visitor.getByRole('link', { name: new RegExp(c.title) })).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(titleB) })).toHaveCount(0);
    expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(moved);
    await visitor.close();
  } finally {
    // Inactive again, so the other specs on this server see the site as before.
    for (const property of created) {
      await apiJson(page, 'PATCH', `/api/admin/properties/${property.id}`, { isActive: false });
    }
  }
});
