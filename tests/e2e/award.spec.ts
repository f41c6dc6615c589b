import { expect, test } from './support/test';
import { productWithMail } from './support/product-with-mail';
import { apiJson, openTab, signIn, testPropertyBody, toast, unique } from './support/admin-helpers';

/**
 * The award, the way the agent and a visitor meet it: the agent writes to a bidder from the offers
 * list, awards the property from the winning offer's row leaving one other bidder out, and the
 * letters reach a real mail server in each bidder's language; the property's page then says it is
 * awarded in place of the form, on a phone too.
 */
const own = productWithMail();

async function mailsTo(email: string, count: number) {
  const of = () => own.peer.received.filter((mail) => mail.to.includes(email));
  await expect.poll(() => of().length, { timeout: 20_000 }).toBe(count);
  return of();
}

test('the agent writes to a bidder, then awards; the others are told as chosen and the page says it is awarded', async ({
  browser,
}) => {
  const desk = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
  });
  const page = await desk.newPage();
  await signIn(page);
  const lastName = unique('Zuschlag');
  const property = await apiJson<{ id: string; slug: string; title: string }>(
    page,
    'POST',
    '/api/admin/properties',
    testPropertyBody(unique('E2E Zuschlag Bogenhausen'), {
      auctionEndDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      isActive: true,
    }),
  );
  const bidders = [
    { firstName: 'Greta', email: `greta-${lastName}@example.de`, bidAmount: '905000', language: 'de' },
    { firstName: 'Hugo', email: `hugo-${lastName}@example.fr`, bidAmount: '880000', language: 'fr' },
    { firstName: 'Ida', email: `ida-${lastName}@example.com`, bidAmount: '870000', language: 'en' },
  ];
  for (const bidder of bidders) {
    await apiJson(page, 'POST', `/api/properties/${property.id}/bids`, { ...bidder, lastName, phone: '+49 89 222222' });
  }
  for (const bidder of bidders) await mailsTo(bidder.email, 1);

  await openTab(page, 'Offers');
  await page.getByLabel('Search by name or e-mail').fill(lastName);
  const list = page.getByRole('region', { name: 'Offer list' });
  await expect(list.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(3);

  // A letter to one bidder, from a template, in their language.
  await page.getByRole('button', { name: `Message to Hugo ${lastName}` }).click();
  const letter = page.getByRole('dialog', { name: 'Message to bidders' });
  await letter.getByLabel('Template').selectOption('proof-of-funds');
  await expect(letter.getByRole('group', { name: 'In French – to 1' })).toBeVisible();
  await letter.getByRole('button', { name: 'Send to 1' }).click();
  // Toasts stack, the newest on top: each is looked for by what it says.
  await expect(toast(page).filter({ hasText: 'Messages in the outbox' })).toBeVisible();
  const [, proof] = await mailsTo(bidders[1]!.email, 2);
  expect(proof!.parsed.subject).toBe(`Justificatif de financement pour ${property.title}`);
  await expect(list.getByRole('row', { name: new RegExp(`Hugo ${lastName}`) }).getByText('Messages (1)')).toBeVisible();

  // The award: Greta's offer; Ida is left out of the notices.
  await page.getByRole('button', { name: `Award to Greta ${lastName}` }).click();
  const award = page.getByRole('dialog', { name: 'Award the property' });
  await expect(award).toContainText('Subject to notarisation');
  await award.getByRole('checkbox', { name: new RegExp(`Ida ${lastName}`) }).uncheck();
  await award.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(toast(page).filter({ hasText: 'Awarded, subject to notarisation' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Award to Hugo ${lastName}` })).toHaveCount(0);

  const [, awardLetter] = await mailsTo(bidders[0]!.email, 2);
  expect(awardLetter!.parsed.subject).toBe(`Zuschlag für ${property.title}`);
  const [, , notice] = await mailsTo(bidders[1]!.email, 3);
  expect(notice!.parsed.text).toContain('Le propriétaire a choisi une autre offre.');
  // Ida was left out: still only her offer's confirmation.
  await mailsTo(bidders[2]!.email, 1);

  // A visitor on a phone: the page says so in place of the form.
  const phone = await browser.newContext({
    baseURL: own.product.server.baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
  });
  const visitor = await phone.newPage();
  await visitor.goto(`/immobilien/${property.slug}?lang=de`);
  await expect(visitor.getByRole('heading', { name: 'Diese Immobilie ist vergeben' })).toBeVisible();
  await expect(visitor.getByRole('form', { name: /Angebot/ })).toHaveCount(0);
  await phone.close();
  await desk.close();
});
