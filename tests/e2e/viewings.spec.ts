import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { productWithMail } from './support/product-with-mail';
import { apiCall, apiJson, openTab, signIn, testPropertyBody, toast, unique } from './support/admin-helpers';

/**
 * A viewing, the way the agent and a visitor meet it: the agent offers a group slot in the edit
 * dialog; a visitor on a phone picks it on the property's page, confirms through the link a real
 * mail server received, gets the calendar invitation, and cancels through the invitation's link;
 * the agent sees the booking, and the place is free again.
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

async function mailsTo(email: string, count: number) {
  const of = () => own.peer.received.filter((mail) => mail.to.includes(email));
  await expect.poll(() => of().length, { timeout: 20_000 }).toBe(count);
  return of();
}

const linkIn = (text: string | undefined, kind: 'confirm' | 'cancel') =>
  new RegExp(`http://127\\.0\\.0\\.1:\\d+/viewings/${kind}/[A-Za-z0-9_-]{54}\\?lang=de`).exec(text ?? '')?.[0];

/** The mail's calendar part as sent: its MIME type with the method, and its text. */
function calendarPart(mail: {
  parsed: { attachments: { contentType: string; headers: Map<string, unknown>; content: Buffer }[] };
}) {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(part, 'a text/calendar part').toBeDefined();
  const type = part!.headers.get('content-type') as { params?: Record<string, string> };
  return { method: type.params?.method, text: part!.content.toString('utf8') };
}

test('the agent offers a viewing; a phone visitor books it by mail, gets the calendar invitation and cancels', async ({
  browser,
}) => {
  const admin = await pageOn(browser);
  await signIn(admin.page);
  const property = await apiJson<{ id: string; slug: string; title: string }>(
    admin.page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(unique('E2E Besichtigung Haidhausen')),
  );
  try {
    // The agent: a group viewing on the first Sunday of summer time, for four people.
    await openTab(admin.page, 'Properties');
    await admin.page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit property' });
    const panel = dialog.getByRole('region', { name: 'Besichtigungstermine' });
    await panel.getByLabel('Beginn (Münchner Zeit)').fill('2027-03-28T10:00');
    await panel.getByLabel('Plätze').fill('4');
    await panel.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await expect(toast(admin.page)).toContainText('Termin hinzugefügt');
    await expect(panel.getByRole('listitem').first()).toContainText('So., 28.03.2027, 10:00–10:45');
    await expect(panel.getByRole('listitem').first()).toContainText('0 von 4 Plätzen belegt');

    // The visitor, on a phone: picks the slot, gives name, address and phone.
    const visitor = await pageOn(browser, { width: 390, height: 844 });
    const email = `${unique('besuch').toLowerCase()}@example.de`;
    await visitor.page.goto(`/immobilien/${property.slug}?lang=de`);
    const booking = visitor.page.locator('#viewings');
    await booking.scrollIntoViewIfNeeded();
    await booking
      .getByRole('radio', { name: /So\., 28\. März 2027, 10:00–10:45 Gruppentermin, noch 4 Plätze frei/ })
      .check();
    await booking.getByLabel('Vor- und Nachname').fill('Anna Berger');
    await booking.getByLabel('E-Mail für die Bestätigung').fill(email);
    await booking.getByLabel('Telefon für Rückfragen').fill('+49 89 1234567');
    await booking.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect(booking.getByRole('status')).toContainText(`an ${email} geschickt`);

    // The link of the mail the server received confirms; the invitation follows with the calendar.
    const [request] = await mailsTo(email, 1);
    const confirm = linkIn(request!.parsed.text, 'confirm');
    expect(confirm, request!.parsed.text).toBeDefined();
    await visitor.page.goto(confirm!);
    await expect(visitor.page.getByRole('heading', { name: 'Ihr Besichtigungstermin ist bestätigt' })).toBeVisible();
    const invitation = (await mailsTo(email, 2))[1]!;
    const sent = calendarPart(invitation);
    expect(sent.method).toBe('REQUEST');
    expect(sent.text).toContain('DTSTART:20270328T080000Z');

    // The agent sees who comes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await admin.page.getByRole('button', { name: `Edit ${property.title}` }).click();
    const slot = panel.getByRole('listitem').first();
    await expect(slot).toContainText('1 von 4 Plätzen belegt');
    await expect(slot).toContainText('Anna Berger');
    await expect(slot).toContainText('bestätigt');

    // The visitor cancels through the invitation's link, with the page's button.
    const cancel = linkIn(invitation.parsed.text, 'cancel');
    expect(cancel, invitation.parsed.text).toBeDefined();
    await visitor.page.goto(cancel!);
    await visitor.page.getByRole('button', { name: 'Termin absagen' }).click();
    await expect(visitor.page.getByRole('heading', { name: 'Ihr Termin ist abgesagt' })).toBeVisible();
    const cancellation = calendarPart((await mailsTo(email, 3))[2]!);
    expect(cancellation.method).toBe('CANCEL');
    await visitor.page.goto(`/immobilien/${property.slug}?lang=de`);
    await expect(visitor.page.locator('#viewings')).toContainText('noch 4 Plätze frei');
    await visitor.context.close();
  } finally {
    await apiCall(admin.page, 'DELETE', `/api/admin/properties/${property.id}`);
    await admin.context.close();
  }
});
