import type { Browser, Page } from '@playwright/test';
import { pdfFlatText } from '#tests/helpers/pdf-text.ts';
import { expect, test } from './support/test';
import { productWithMail } from './support/product-with-mail';
import { apiCall, apiJson, openTab, signIn, testPropertyBody, toast, unique } from './support/admin-helpers';

/**
 * A document "after accepting the terms", the way the agent and a visitor meet it: the agent gates
 * it and writes the property's terms in the edit dialog; a visitor sees it locked, gives name and
 * address, accepts the terms, follows the link that a real mail server received, and opens the
 * file. The link must really be mailed, so this spec runs the built product with a mail server of
 * its own. One language makes the journey here; the gate's texts in each language are checked by
 * property-documents.test.tsx, the mail and its link in the visitor's language by
 * document-access.test.ts.
 */
const own = productWithMail();

async function pageOn(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return { context, page: await context.newPage() };
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The visitor's texts in English: the German and French ones are the component and API tests' (see below). */
const TEXT = {
  start: 'Request access',
  name: 'Your name',
  email: 'Your e-mail address',
  accept: 'I have read the terms and accept them.',
  submit: 'Send the link',
  sent: /Almost done: we sent a link to .*/,
  locked: 'after accepting the terms',
  granted: 'Opened for',
  terms: 'Commission 3.57 % incl. VAT.',
};

/** In the property's edit dialog, uploads a declaration of division and gates it; answers the documents' panel. */
async function gateFirstDocument(page: Page, title: string) {
  await openTab(page, 'Properties');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const panel = page.getByRole('dialog', { name: 'Edit property' }).getByRole('region', { name: 'Dokumente' });
  await panel.locator('input[type=file]').first().setInputFiles({
    name: 'Teilungserklärung.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(toast(page)).toContainText('Dokument hochgeladen');
  const row = panel.getByRole('listitem').first();
  await row.getByLabel('Sichtbarkeit').selectOption({ label: 'Nach Annahme der Bedingungen' });
  await row.getByRole('button', { name: 'Dokument 1 speichern' }).click();
  await expect(toast(page)).toContainText('Dokument gespeichert');
  return panel;
}

/** The mails the peer received for `email`, once there are `count`. */
async function mailsTo(email: string, count: number) {
  const of = () => own.peer.received.filter((mail) => mail.to.includes(email));
  await expect.poll(() => of().length, { timeout: 20_000 }).toBe(count);
  return of();
}

test('the agent gates a document; a visitor passes the gate by mail and opens it', async ({ browser }) => {
  const admin = await pageOn(browser);
  await signIn(admin.page);
  const property = await apiJson<{ id: string; slug: string; title: string }>(
    admin.page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(unique('E2E Datenraum Bogenhausen')),
  );
  try {
    // The agent: a declaration of division, shown only after accepting the terms, which they write.
    const panel = await gateFirstDocument(admin.page, property.title);
    const terms = panel.getByRole('form', { name: 'Bedingungen für Unterlagen nach Annahme' });
    await expect(terms.getByText('Vorlage: Lassen Sie jeden Text rechtlich prüfen')).toBeVisible();
    await terms.getByLabel('Bedingungen (Deutsch)').fill('Provision 3,57 % inkl. MwSt.');
    await terms.getByLabel('Bedingungen (Englisch)').fill(TEXT.terms);
    await terms.getByRole('button', { name: 'Bedingungen speichern' }).click();
    await expect(toast(admin.page)).toContainText('Bedingungen gespeichert');

    const visitor = await pageOn(browser);
    const email = `${unique('gate-en').toLowerCase()}@example.de`;
    await visitor.page.goto(`/immobilien/${property.slug}?lang=en`);
    const documents = visitor.page.locator('#documents');
    await expect(documents).toContainText(TEXT.locked);
    await expect(documents.getByRole('link')).toHaveCount(0);

    await documents.getByRole('button', { name: TEXT.start }).click();
    await expect(documents.getByRole('region')).toHaveText(TEXT.terms);
    await documents.getByLabel(TEXT.name).fill('Anna Berger');
    await documents.getByLabel(TEXT.email).fill(email);
    await documents.getByRole('checkbox', { name: TEXT.accept }).check();
    await documents.getByRole('button', { name: TEXT.submit }).click();
    await expect(documents.getByRole('status')).toHaveText(TEXT.sent);

    // The mail as it arrived at the mail server: its link confirms and leads back to the documents.
    const [mail] = await mailsTo(email, 1);
    expect(mail!.parsed.text).toContain(TEXT.terms);
    const link = /http:\/\/127\.0\.0\.1:\d+\/documents\/access\/[A-Za-z0-9_-]{54}\?lang=en/.exec(
      mail!.parsed.text ?? '',
    )?.[0];
    expect(link, mail!.parsed.text).toBeDefined();
    await visitor.page.goto(link!);
    await expect(visitor.page).toHaveURL(new RegExp(`/immobilien/${property.slug}\\?lang=en#documents$`));
    await expect(documents).toContainText(`${TEXT.granted} Anna Berger`);

    const file = documents.getByRole('link', { name: /Teilungserklärung/ });
    const [tab] = await Promise.all([visitor.context.waitForEvent('page'), file.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\?version=1&expires=\d+&signature=[A-Za-z0-9_-]{43}&access=[0-9a-f-]{36}$/);
    const download = await visitor.context.request.get(tab.url());
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    await visitor.context.close();

    // The agent sees the visitor, with the confirmation and the download, and can export the list.
    const dialog = admin.page.getByRole('dialog', { name: 'Edit property' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await admin.page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const recipients = dialog.getByRole('region', { name: 'Wer hat Unterlagen erhalten' });
    const person = recipients.getByRole('listitem').filter({ hasText: email });
    await expect(person).toContainText('Adresse bestätigt am');
    await expect(person).toContainText(/Teilungserklärung \(Version 1\) – \d\d\.\d\d\.20\d\d/);
    const [spreadsheet] = await Promise.all([
      admin.page.waitForEvent('download'),
      recipients.getByRole('button', { name: 'Liste als Excel-Datei' }).click(),
    ]);
    expect(spreadsheet.suggestedFilename()).toBe(`unterlagen-empfaenger-${property.slug}.xlsx`);
  } finally {
    await apiCall(admin.page, 'DELETE', `/api/admin/properties/${property.id}`);
    await admin.context.close();
  }
});

test('where the buyer pays a commission, a phone visitor makes the brokerage agreement, gets it as a PDF, opens the documents and withdraws', async ({
  browser,
}, testInfo) => {
  const admin = await pageOn(browser);
  await signIn(admin.page);
  const property = await apiJson<{ id: string; slug: string; title: string }>(
    admin.page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(unique('E2E Maklervertrag Haidhausen'), { buyerCommission: '3.57' }),
  );
  try {
    const panel = await gateFirstDocument(admin.page, property.title);
    // The agent is told that these terms make the brokerage agreement.
    await expect(panel).toContainText('Dieses Objekt nennt eine Käuferprovision von 3,57 %');

    // Offers only after accepting the terms: the form says so before anyone types, and leads to the gate.
    await apiCall(admin.page, 'PATCH', `/api/admin/properties/${property.id}`, { offersRequireDocuments: true });

    const visitor = await pageOn(browser, { width: 390, height: 844 });
    const email = `${unique('agreement').toLowerCase()}@example.de`;
    await visitor.page.goto(`/immobilien/${property.slug}?lang=de`);
    // The form's code loads as its section nears the viewport.
    await visitor.page.locator('#bidding').scrollIntoViewIfNeeded();
    const rules = visitor.page.locator('#bidding').getByRole('list', { name: 'Regeln dieses Bieterverfahrens' });
    await expect(rules).toContainText('Angebote nehmen wir nur von E-Mail-Adressen an, die die Bedingungen');
    await rules.getByRole('link', { name: 'Zu den Unterlagen' }).click();
    await expect(visitor.page).toHaveURL(/#documents$/);
    const documents = visitor.page.locator('#documents');
    await expect(documents).toBeInViewport();
    await documents.getByRole('button', { name: 'Zugang anfordern' }).click();
    await expect(documents).toContainText('Für diese Immobilie zahlt der Käufer eine Provision von 3,57 %.');
    await expect(documents.getByRole('region', { name: 'Bedingungen' })).toContainText(
      'Maklervertrag (Textform, § 656a BGB)',
    );
    await expect(
      documents.getByRole('region', { name: 'Widerrufsbelehrung und Muster-Widerrufsformular' }),
    ).toContainText('Muster-Widerrufsformular');
    await documents.getByLabel('Ihr Name').fill('Anna Berger');
    await documents.getByLabel('Ihre E-Mail-Adresse').fill(email);
    await documents.getByRole('checkbox', { name: 'Ich habe die Bedingungen gelesen und nehme sie an.' }).check();
    await documents.getByRole('checkbox', { name: /^Ich verlange ausdrücklich/ }).check();
    await visitor.page.screenshot({ path: testInfo.outputPath('gate-agreement-390.png'), fullPage: false });
    await documents.getByRole('button', { name: 'Link senden' }).click();
    await expect(documents.getByRole('status')).toHaveText(/Fast geschafft/);

    // The mail carries the agreement as a PDF, and the two links: to confirm, and to withdraw.
    const [mail] = await mailsTo(email, 1);
    const [pdf] = mail!.parsed.attachments;
    expect(pdf!.filename).toMatch(/^Maklervertrag-[0-9A-F]{8}\.pdf$/);
    const text = pdfFlatText(pdf!.content);
    expect(text).toContain('Maklervertrag mit Widerrufsbelehrung');
    expect(text).toContain('Ich verlange ausdrücklich, dass Sie vor dem Ende der Widerrufsfrist');
    expect(text).toContain('Muster-Widerrufsformular');
    const link = (path: string) =>
      new RegExp(`http://127\\.0\\.0\\.1:\\d+/documents/${path}/[A-Za-z0-9_-]{54}\\?lang=de`).exec(
        mail!.parsed.text ?? '',
      )?.[0];
    await visitor.page.goto(link('access')!);
    await expect(documents).toContainText('Freigegeben für Anna Berger');
    await expect(documents.getByRole('link', { name: /Teilungserklärung/ })).toBeVisible();

    // Withdrawing: the page waits for the button; afterwards the documents are shut again.
    await visitor.page.goto(link('withdraw')!);
    await expect(visitor.page.getByRole('heading', { name: 'Maklervertrag widerrufen' })).toBeVisible();
    await visitor.page.screenshot({ path: testInfo.outputPath('withdraw-390.png') });
    await visitor.page.getByRole('button', { name: 'Widerruf erklären' }).click();
    await expect(visitor.page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
    const [, receipt] = await mailsTo(email, 2);
    expect(receipt!.parsed.subject).toBe(`Eingang Ihres Widerrufs: ${property.title}`);
    await visitor.page.goto(`/immobilien/${property.slug}?lang=de`);
    await expect(documents.getByRole('button', { name: 'Zugang anfordern' })).toBeVisible();
    await expect(documents.getByRole('link')).toHaveCount(0);
    await visitor.context.close();

    // The agent's list shows the agreement, the express request and the withdrawal.
    const dialog = admin.page.getByRole('dialog', { name: 'Edit property' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await admin.page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const person = dialog
      .getByRole('region', { name: 'Wer hat Unterlagen erhalten' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await expect(person).toContainText('Maklervertrag mit 3,57 % Provision');
    await expect(person).toContainText('Sofortigen Beginn verlangt');
    await expect(person).toContainText(/Widerrufen am \d\d\.\d\d\.20\d\d/);
    await person.screenshot({ path: testInfo.outputPath('agent-list-1280.png') });
  } finally {
    await apiCall(admin.page, 'DELETE', `/api/admin/properties/${property.id}`);
    await admin.context.close();
  }
});
