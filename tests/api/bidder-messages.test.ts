/**
 * Letters to bidders: the agent writes to a selection, each bidder gets the letter in the language
 * of their offer with the placeholders filled, through the outbox to a real SMTP peer, with the
 * writer's address as Reply-To; each letter appears on its offer with its status. Bad requests are
 * refused whole and send nothing. Both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, offerMessages, users } from '#server/db/schema.ts';
import { appWithMail, MAIL_PUBLIC_URL } from '../helpers/app-with-mail';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { bidderSteps } from '../helpers/bidder-steps';

const app = appWithMail();
const steps = bidderSteps(app);
const URL = '/api/admin/offer-messages';

const LETTERS = {
  de: { subject: 'Besichtigung {property}', body: 'Guten Tag {name},\n\nIhr Angebot: {amount}.\n{link}\n\n{agent}' },
  en: { subject: 'Viewing {property}', body: 'Dear {name},\n\nYour offer: {amount}.\n{link}\n\n{agent}' },
  fr: { subject: 'Visite {property}', body: 'Bonjour {name},\n\nVotre offre : {amount}.\n{link}\n\n{agent}' },
};

beforeAll(async () => {
  // The writer: their name signs the letters, their address takes the replies.
  await app.t.db
    .update(users)
    .set({ email: 'sabine.kraus@isarwert.example', firstName: 'Sabine', lastName: 'Kraus' })
    .where(sql`true`);
});

/** The bidders' names follow their language, as the letters' greetings are checked by them. */
const placeOffer = (property: PropertyRow, email: string, language: 'de' | 'en' | 'fr', amount: string) =>
  steps.placeOffer(property, {
    email,
    language,
    amount,
    firstName: language === 'fr' ? 'Claire' : 'Jonas',
    lastName: language === 'fr' ? 'Martin' : 'Weber',
  });
const mailTo = (email: string, subject: RegExp) => steps.mailTo(email, subject);

interface ListedMessage {
  template: string;
  subject: string;
  status: string;
  sentAt: string | null;
}

async function messagesOn(property: PropertyRow): Promise<Record<string, ListedMessage[]>> {
  const page = await app.admin.get(`/api/admin/offers?propertyId=${property.id}`);
  expect(page.statusCode, page.body).toBe(200);
  const items = page.json<{ items: Array<{ email: string; language: string; messages: ListedMessage[] }> }>().items;
  return Object.fromEntries(items.map((item) => [`${item.email}|${item.language}`, item.messages]));
}

async function storedLetters(): Promise<number> {
  const [row] = await app.t.db.select({ n: sql<number>`count(*)::int` }).from(offerMessages);
  return Number(row!.n);
}

describe('letters to bidders', () => {
  it('sends each bidder the letter in their language, filled in, with the writer as Reply-To, and lists it on the offer', async () => {
    const property = await insertProperty(app.t.db, { titleEn: 'Bright flat', titleFr: 'Appartement lumineux' });
    const german = `jonas-${property.id}@example.de`;
    const french = `claire-${property.id}@example.fr`;
    const ids = [
      await placeOffer(property, german, 'de', '612500'),
      await placeOffer(property, french, 'fr', '615000'),
    ];

    const sent = await app.admin.post(URL, { offerIds: ids, template: 'invite-viewing', letters: LETTERS });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: '2 letters are on their way.', queued: 2 });

    const toGerman = await mailTo(german, /^Besichtigung /);
    expect(toGerman.parsed.subject).toBe(`Besichtigung ${property.title}`);
    expect(toGerman.parsed.text).toContain('Guten Tag Jonas Weber,');
    expect(toGerman.parsed.text).toMatch(/Ihr Angebot: 612\.500,00\s€\./);
    expect(toGerman.parsed.text).toContain(`${MAIL_PUBLIC_URL}/immobilien/${property.slug}?lang=de`);
    expect(toGerman.parsed.text).toContain('Sabine Kraus');
    expect(toGerman.parsed.replyTo?.text).toBe('sabine.kraus@isarwert.example');
    expect(toGerman.parsed.html).toContain('Guten Tag Jonas Weber,');

    const toFrench = await mailTo(french, /^Visite /);
    expect(toFrench.parsed.subject).toBe('Visite Appartement lumineux');
    expect(toFrench.parsed.text).toContain('Bonjour Claire Martin,');
    expect(toFrench.parsed.text).toMatch(/Votre offre : 615\s000,00\s€\./);
    expect(toFrench.parsed.headers.get('content-language')).toBe('fr');

    // The list shows each letter on its offer, once the outbox has sent it.
    const deadline = Date.now() + 20_000;
    let listed = await messagesOn(property);
    while (listed[`${german}|de`]?.[0]?.status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      listed = await messagesOn(property);
    }
    expect(listed[`${german}|de`]).toEqual([
      expect.objectContaining({
        template: 'invite-viewing',
        subject: `Besichtigung ${property.title}`,
        status: 'sent',
      }),
    ]);
    expect(listed[`${french}|fr`]).toHaveLength(1);
  });

  it('refuses a selection with a language it has no letter for, an unknown placeholder or a missing offer, and sends nothing', async () => {
    const property = await insertProperty(app.t.db);
    const english = await placeOffer(property, `en-${property.id}@example.com`, 'en', '500000');
    const before = await storedLetters();

    const noEnglish = await app.admin.post(URL, {
      offerIds: [english],
      template: 'decline',
      letters: { de: LETTERS.de },
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().message).toBe(
      '1 of the chosen bidders offered in English: write the letter in English too. Nothing was sent.',
    );

    const unknown = await app.admin.post(URL, {
      offerIds: [english],
      template: 'decline',
      letters: { en: { subject: 'Hello {Name}', body: 'Dear {name}' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      'Unknown placeholder {Name}. Use {name}, {property}, {amount}, {agent}, {link}, {deadline}.',
    );

    const gone = await app.admin.post(URL, {
      offerIds: [english, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890'],
      template: 'decline',
      letters: LETTERS,
    });
    expect(gone.statusCode).toBe(404);

    for (const body of [
      { offerIds: [], template: 'decline', letters: LETTERS },
      { offerIds: [english, english], template: 'decline', letters: LETTERS },
      { offerIds: [english], template: 'nonsense', letters: LETTERS },
      { offerIds: [english], template: 'decline', letters: { en: { subject: 'a\nb', body: 'x' } } },
      { offerIds: [english], template: 'decline', letters: { en: { subject: 'ok', body: '  ' } } },
    ]) {
      const refused = await app.admin.post(URL, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedLetters()).toBe(before);
    expect(
      (await app.t.client().post(URL, { offerIds: [english], template: 'decline', letters: LETTERS })).statusCode,
    ).toBe(401);
  });

  it('goes with the offer when it is deleted, and is in the bidder’s personal data', async () => {
    const property = await insertProperty(app.t.db);
    const email = `export-${property.id}@example.de`;
    const id = await placeOffer(property, email, 'de', '480000');
    expect(
      (await app.admin.post(URL, { offerIds: [id], template: 'proof-of-funds', letters: LETTERS })).statusCode,
    ).toBe(201);
    const exported = await app.admin.get(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(`Besichtigung ${property.title}`);

    expect((await app.admin.delete(`/api/admin/bids/${id}`)).statusCode).toBe(200);
    const left = await app.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offerMessages)
      .where(eq(offerMessages.offerId, id));
    expect(Number(left[0]!.n)).toBe(0);
    const mails = await app.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.offerId, id));
    expect(Number(mails[0]!.n)).toBe(0);
  });
});
