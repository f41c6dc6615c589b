import { expect, test } from './support/test';
import { productWithMail } from './support/product-with-mail';
import { apiJson, openTab, signIn, testPropertyBody, toast, unique } from './support/admin-helpers';

/**
 * The best-and-final round, the way the agent and the bidders meet it: the agent starts the round
 * for the two best of three bidders from the property's offers, the invitations reach a real mail
 * server in each bidder's language with their personal link, one invited bidder sends a final
 * offer from that link on a phone, the property's page says the round is on, the agent sees the
 * final offer in the round's table, awards the property to it, asks the buyer for their
 * identification (which the buyer gives on a 320 px phone and the agent confirms) and sends the
 * notary's dossier.
 */
const own = productWithMail();

async function mailsTo(email: string, count: number) {
  const of = () => own.peer.received.filter((mail) => mail.to.includes(email));
  await expect.poll(() => of().length, { timeout: 20_000 }).toBe(count);
  return of();
}

async function mailWithSubject(email: string, subject: string) {
  const found = () => own.peer.received.find((mail) => mail.to.includes(email) && mail.parsed.subject === subject);
  await expect.poll(() => found() !== undefined, { timeout: 20_000 }).toBe(true);
  return found()!;
}

test('the agent runs a final round for the best two bidders, awards the property to a final offer, has the buyer identified and sends the notary the dossier', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
  });
  const page = await desk.newPage();
  await signIn(page);
  const lastName = unique('Runde');
  const property = await apiJson<{ id: string; slug: string; title: string }>(
    page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(unique('E2E Finale Runde Nymphenburg'), {
      auctionEndDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      isActive: true,
    }),
  );
  const bidders = [
    { firstName: 'Lena', email: `lena-${lastName}@example.de`, bidAmount: '905000', language: 'de' },
    { firstName: 'Marc', email: `marc-${lastName}@example.fr`, bidAmount: '890000', language: 'fr' },
    { firstName: 'Nora', email: `nora-${lastName}@example.com`, bidAmount: '870000', language: 'en' },
  ];
  for (const bidder of bidders) {
    await apiJson(page, 'POST', `/api/properties/${property.id}/bids`, { ...bidder, lastName, phone: '+49 89 222222' });
  }
  for (const bidder of bidders) await mailsTo(bidder.email, 1);

  // The agent, on the property's offers: the round for the best two, invitations by mail.
  await openTab(page, 'Offers');
  await page.getByRole('combobox', { name: 'Property', exact: true }).selectOption({ label: property.title });
  const round = page.getByRole('region', { name: 'Best-and-final round' });
  await round.getByRole('button', { name: 'Start a final round' }).click();
  const dialog = page.getByRole('dialog', { name: 'Best-and-final round' });
  await dialog.getByLabel('How many of the best bidders').fill('2');
  await expect(dialog.getByRole('listitem')).toHaveText([
    new RegExp(`^1\\. Lena ${lastName}`),
    new RegExp(`^2\\. Marc ${lastName}`),
  ]);
  await dialog.getByRole('button', { name: 'Start the round' }).click();
  await expect(toast(page).filter({ hasText: 'The final round has started: 2 bidders are invited' })).toBeVisible();
  await expect(round.getByTestId('final-round-status')).toContainText('0 of 2 final offers received');

  // Marc's invitation, in French, with his own page's link; Nora is not invited.
  const [, invitation] = await mailsTo(bidders[1]!.email, 2);
  expect(invitation!.parsed.subject).toBe(`Dernier tour d’offres pour ${property.title}`);
  const link = /https?:\/\/\S+\/meine-angebote\/\S+\?lang=fr/.exec(invitation!.parsed.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await mailsTo(bidders[2]!.email, 1);

  // Marc, on a phone: his one final offer from the link.
  const phone = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
  });
  const bidder = await phone.newPage();
  const personal = new URL(link!);
  await bidder.goto(`${personal.pathname}${personal.search}`);
  const section = bidder.getByTestId('final-round');
  await section.getByLabel('Votre offre finale en euros').fill('930 000');
  await section.getByLabel('Financement (facultatif)').selectOption('own-funds');
  await section.getByRole('button', { name: 'Envoyer mon offre finale' }).click();
  await expect(section.getByTestId('final-offer-sent')).toContainText('930 000,00');
  expect(await bidder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Anyone on the property's page: the round is on, the form is gone.
  await bidder.goto(`/immobilien/${property.slug}?lang=fr`);
  await expect(bidder.getByRole('heading', { name: 'Dernier tour d’offres' })).toBeVisible();
  await expect(bidder.locator('#bidding form')).toHaveCount(0);
  await phone.close();

  // The agent sees the final offer in the round and awards the property to it.
  await page.reload();
  await expect(round.getByTestId('final-round-status')).toContainText('1 of 2 final offers received');
  await expect(round.getByRole('row', { name: new RegExp(`Marc ${lastName}`) })).toContainText('930.000,00');
  const list = page.getByRole('region', { name: 'Offer list' });
  const finalRow = list.getByRole('row', { name: new RegExp(`Marc ${lastName}.*930\\.000,00`) });
  await finalRow.getByRole('button', { name: `Award to Marc ${lastName}` }).click();
  const award = page.getByRole('dialog', { name: 'Award the property' });
  await expect(award).toContainText('930.000,00');
  await award.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(toast(page).filter({ hasText: 'Awarded, subject to notarisation' })).toBeVisible();

  // The buyer's identification: the agent asks, Marc answers on a small phone from the mail's link.
  const identification = page.getByRole('region', { name: 'Buyer’s identification (money laundering act)' });
  await identification.getByRole('button', { name: 'Ask the buyer for identification' }).click();
  await expect(toast(page).filter({ hasText: 'The buyer is asked for their identification by e-mail.' })).toBeVisible();
  const request = await mailWithSubject(bidders[1]!.email, `Votre identification pour ${property.title}`);
  const idLink = /https?:\/\/\S+\/meine-angebote\/\S+\?lang=fr/.exec(request.parsed.text ?? '')?.[0];
  expect(idLink).toBeTruthy();
  const small = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport: { width: 320, height: 640 },
    locale: 'fr-FR',
  });
  const buyer = await small.newPage();
  const idPage = new URL(idLink!);
  await buyer.goto(`${idPage.pathname}${idPage.search}`);
  await expect(buyer.getByText('Le propriétaire a accepté votre offre', { exact: false })).toBeVisible();
  const form = buyer.getByTestId('identification');
  for (const [label, value] of [
    ['Prénom(s)', 'Marc'],
    ['Nom de famille', lastName],
    ['Date de naissance', '1985-06-14'],
    ['Lieu de naissance', 'Lyon'],
    ['Nationalité', 'française'],
    ['Rue et numéro', '12 rue de la République'],
    ['Code postal', '69002'],
    ['Ville', 'Lyon'],
    ['Pays', 'France'],
    ['Numéro du document', '19AB12345'],
    ['Autorité de délivrance', 'Préfecture du Rhône'],
    ['Document valable jusqu’au', '2032-05-31'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByLabel(/^Photo ou scan du document/).setInputFiles({
    name: 'carte-identite.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(form.getByText('Téléversé : carte-identite.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Envoyer mes informations' }).click();
  await expect(form.getByTestId('identification-submitted')).toContainText('Vos informations sont arrivées');
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await small.close();

  // The agent sees what Marc gave and confirms the check.
  await page.reload();
  await expect(identification.getByTestId('identification-details')).toContainText('19AB12345');
  await identification.getByLabel('Note on the check (optional)').fill('Original vorgelegt');
  await identification.getByRole('button', { name: 'Confirm the check' }).click();
  await expect(identification.getByTestId('identification-status')).toContainText('Checked on');

  // The notary's dossier: the seller's reference and the office's address, then off by mail, the PDF attached.
  const dossier = page.getByRole('region', { name: 'Notary’s dossier' });
  await dossier.getByLabel('Seller’s or mandate’s reference').fill('Auftrag 2026-118');
  const notary = `notariat-${lastName}@example.de`;
  await dossier.getByLabel('Notary’s e-mail address (optional)').fill(notary);
  await dossier.getByRole('button', { name: 'Send to the notary' }).click();
  await expect(toast(page).filter({ hasText: `The dossier is on its way to ${notary}.` })).toBeVisible();
  const [toNotary] = await mailsTo(notary, 1);
  expect(toNotary!.parsed.subject).toBe(`Unterlagen zum Zuschlag: ${property.title} (Auftrag 2026-118)`);
  expect(toNotary!.parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  await expect(dossier.getByTestId('dossier-sent-at')).toBeVisible();
  await desk.close();
});
