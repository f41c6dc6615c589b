import { expect, test } from './support/test';
import { apiCall, apiJson, noisePng, openTab, signIn, testPropertyBody, toast, unique } from './support/admin-helpers';

interface Created {
  id: string;
  slug: string;
  title: string;
}

interface DocumentAnswer {
  id: string;
  title: { de: string; en: string; fr: string };
  visibility: string;
  energyCertificate: boolean;
}

/** A PDF a viewer can open: one page with a line of text. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The agent's documents of a property: uploaded in the edit dialog, kept to the team until made
 * public, titled in three languages and ordered; a visitor finds the public ones on the property's
 * page in their language and opens them through the signed link the page's link leads to.
 */
test('the agent publishes documents and a visitor opens them from the property page', async ({ page, browser }) => {
  await signIn(page);
  const property = await apiJson<Created>(
    page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(unique('E2E Unterlagen Haidhausen')),
  );
  const exposé = onePagePdf('Expose Haidhausen');
  try {
    await openTab(page, 'Properties');
    await page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit property' });
    const panel = edit.getByRole('region', { name: 'Dokumente' });
    await expect(panel.getByText('Noch keine Dokumente vorhanden')).toBeVisible();

    await panel.locator('input[type=file]').first().setInputFiles({
      name: 'Exposé Haidhausen.pdf',
      mimeType: 'application/pdf',
      buffer: exposé,
    });
    await expect(toast(page)).toContainText('Dokument hochgeladen');
    await panel
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'Grundriss.png',
        mimeType: 'image/png',
        buffer: await noisePng(300, 200),
      });
    await expect(panel.getByText('2 von maximal 40 Dokumenten')).toBeVisible();
    // The server drew each file's first page: the rows show it in place of the type's icon.
    for (const title of ['Exposé Haidhausen', 'Grundriss']) {
      const thumbnail = panel.getByRole('img', { name: `Erste Seite von „${title}“` });
      // Loaded lazily: once scrolled to, as the agent would.
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    }

    // Both start with the team only; the exposé goes public with an English title.
    const documents = () =>
      apiJson<{ documents: DocumentAnswer[] }>(page, 'GET', `/api/admin/properties/${property.id}/documents`).then(
        (answer) => answer.documents,
      );
    expect((await documents()).map((document) => document.visibility)).toEqual(['agent', 'agent']);
    const first = panel.getByRole('listitem').first();
    await first.getByLabel('Sichtbarkeit').selectOption({ label: 'Öffentlich – auf der Objektseite' });
    await first.getByLabel('English').fill('Brochure Haidhausen');
    await first.getByLabel(/Das ist der Energieausweis/).check();
    await first.getByRole('button', { name: 'Dokument 1 speichern' }).click();
    await expect(toast(page)).toContainText('Dokument gespeichert');
    await expect
      .poll(async () => (await documents())[0])
      .toMatchObject({
        visibility: 'public',
        energyCertificate: true,
        title: { de: 'Exposé Haidhausen', en: 'Brochure Haidhausen', fr: '' },
      });

    // By keyboard, the floor plan moves to the front.
    await panel.getByRole('button', { name: 'Dokument 2 nach oben verschieben' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await documents()).map((document) => document.title.de))
      .toEqual(['Grundriss', 'Exposé Haidhausen']);

    // The visitor sees the public exposé only, in the page's language (French falls back to German).
    const visitor = await browser.newPage();
    for (const [language, title] of [
      ['de', 'Exposé Haidhausen'],
      ['en', 'Brochure Haidhausen'],
      ['fr', 'Exposé Haidhausen'],
    ] as const) {
      await visitor.goto(`/immobilien/${property.slug}?lang=${language}`);
      const heading = { de: 'Unterlagen', en: 'Documents', fr: 'Documents' }[language];
      const section = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: heading }) });
      const links = section.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links.first()).toContainText(title);
      await expect(links.first()).toContainText(
        { de: /PDF · \d+ KB · \d\d\.\d\d\.20\d\d/, en: /PDF · \d+ KB/, fr: /PDF · \d+ Ko/ }[language],
      );
      await expect(section).not.toContainText('Grundriss');
      // Its first page beside it, drawn by the server.
      const thumbnail = links.first().locator('img');
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
      // Marked as the energy certificate, it is linked under the energy figures too.
      const energyHeading = { de: 'Energieausweis', en: 'Energy certificate', fr: 'Certificat énergétique' }[language];
      const energyCard = visitor
        .getByRole('article')
        .filter({ has: visitor.getByRole('heading', { name: energyHeading, exact: true }) });
      await expect(energyCard.getByRole('link')).toContainText(title);
    }

    // The link leads through a signed link to the file, which opens in a tab of its own.
    const link = visitor.locator('#documents').getByRole('link', { name: /Exposé Haidhausen/ });
    const [tab] = await Promise.all([visitor.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(
      /\/api\/listings\/[a-z0-9-]+\/documents\/[0-9a-f-]{36}\?version=1&expires=\d+&signature=/,
    );
    const file = await visitor.request.get(tab.url());
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await file.body()).equals(exposé)).toBe(true);
    await visitor.close();
  } finally {
    await apiCall(page, 'DELETE', `/api/admin/properties/${property.id}`);
  }
});
