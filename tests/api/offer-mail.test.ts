/**
 * Decision 62: an offer writes its mails to the outbox in the same statement; a worker sends them
 * over SMTP to a real SMTP server running in the test, marks them sent only once it accepted them,
 * retries while it is away and never sends one twice, also across a restart and two instances.
 */
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { mailOutbox, offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { hasPoppler, pdfFlatText } from '../helpers/pdf-text';
import { freePort } from '../helpers/server-process';
import { smtpPeer, type ReceivedMail, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// http: the test client talks plain HTTP, and an https address would make the session cookie Secure.
const PUBLIC_URL = 'http://angebote.example.de';
const AGENTS = ['makler@example.de', 'buero@example.de'];
const FAST = { pollIntervalMs: 100, retryBaseMs: 100 };

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

function mailConfig(peer: SmtpPeer): Partial<AppConfig> {
  return {
    publicUrl: PUBLIC_URL,
    mail: {
      smtpUrl: peer.url,
      from: 'Isarwert Immobilien <angebote@example.de>',
      notify: AGENTS,
      notifyLanguage: 'de',
    },
  };
}

async function startedPeer(options?: Parameters<typeof smtpPeer>[1]): Promise<SmtpPeer> {
  const peer = smtpPeer(await freePort(), options);
  await peer.start();
  open.push({ close: () => peer.stop() });
  return peer;
}

/** A database two apps can share: closing an app leaves it open; the test closes it last. */
async function sharedDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  open.unshift({ close: () => handle.close() });
  return { ...handle, close: async () => {} };
}

async function appWith(config: Partial<AppConfig>, database?: DatabaseHandle): Promise<TestApp> {
  const app = await createTestApp(config, { mailTiming: FAST, ...(database ? { database } : {}) });
  open.push(app);
  return app;
}

async function placeOffer(app: TestApp, propertyId: string, overrides: Record<string, unknown> = {}) {
  const response = await app.client().post(`/api/properties/${propertyId}/bids`, { ...VALID_OFFER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; myOffersToken: string };
}

const toAgents = (mail: ReceivedMail) => mail.to.includes(AGENTS[0]!);
const htmlOf = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mails about an offer', () => {
  it('sends the bidder a confirmation in their language and the agents every field, both HTML and text', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const property = await insertProperty(app.db, {
      titleEn: 'Flat at Gärtnerplatz',
      titleFr: 'Appartement Gärtnerplatz',
    });
    const offer = await placeOffer(app, property.id, { bidAmount: '480000.00', language: 'en' });

    const mails = await peer.waitForMails(2);
    const confirmation = mails.find((mail) => !toAgents(mail))!;
    const notification = mails.find(toAgents)!;

    expect(confirmation.to).toEqual([VALID_OFFER.email]);
    expect(confirmation.parsed.subject).toBe('Your offer for Flat at Gärtnerplatz');
    expect(confirmation.parsed.from?.value).toEqual([{ name: 'Isarwert Immobilien', address: 'angebote@example.de' }]);
    expect(confirmation.parsed.text).toContain('Dear Maximilian Huber,');
    expect(confirmation.parsed.text).toContain('€480,000.00');
    expect(confirmation.parsed.text).toMatch(/Received on: \d{1,2} November \d{4} at \d\d:\d\d CES?T/);
    expect(confirmation.parsed.text).toContain('Your offer is non-binding');
    expect(confirmation.parsed.text).toContain(`${PUBLIC_URL}/datenschutz?lang=en`);
    const html = htmlOf(confirmation.parsed);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('€480,000.00');
    expect(html).toContain(`href="${PUBLIC_URL}/datenschutz?lang=en"`);
    expect(confirmation.parsed.headers.get('content-language')).toBe('en');
    // Where the attached receipt is checked against the bid log, its reference filled in.
    const checkUrl = `${PUBLIC_URL}/bietprotokoll?ref=${offer.id.replace(/-/g, '').slice(0, 8).toUpperCase()}&lang=en`;
    expect(confirmation.parsed.text).toContain(`stands unchanged in the bid log: ${checkUrl}`);
    expect(html).toContain(`href="${checkUrl.replace('&', '&amp;')}"`);
    // The bidder's own page, with the token the answer to the offer carried.
    const myOffersUrl = `${PUBLIC_URL}/meine-angebote/${offer.myOffersToken}?lang=en`;
    expect(confirmation.parsed.text).toContain(`on your personal page (please do not share it): ${myOffersUrl}`);
    expect(html).toContain(`href="${myOffersUrl}"`);
    expect(notification.parsed.text).not.toContain('/meine-angebote/');

    expect(notification.to.sort()).toEqual([...AGENTS].sort());
    expect(notification.parsed.subject).toMatch(/^Neues Angebot: 480\.000,00\s€ für Testwohnung am Gärtnerplatz$/);
    for (const field of ['Maximilian Huber', VALID_OFFER.email, VALID_OFFER.phone, '480.000,00\u00a0€', 'English']) {
      expect(notification.parsed.text).toContain(field);
      expect(htmlOf(notification.parsed)).toContain(field);
    }
    expect(notification.parsed.text).toContain(`${PUBLIC_URL}/admin?tab=offers`);

    // Marked sent, each with the Message-ID it went out with.
    await until(async () => {
      const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.offerId, offer.id));
      return rows.length === 2 && rows.every((row) => row.status === 'sent');
    });
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.offerId, offer.id));
    expect(rows.map((row) => row.messageId).sort()).toEqual(mails.map((mail) => mail.parsed.messageId).sort());
    expect(rows.every((row) => row.messageId === `<${row.id}@example.de>`)).toBe(true);
  });

  it('writes the confirmation in French, and in German when the form names no language', async () => {
    const peer = await startedPeer();
    const app = await appWith({ ...mailConfig(peer), mail: { ...mailConfig(peer).mail!, notify: [] } });
    const property = await insertProperty(app.db, { titleFr: 'Appartement Gärtnerplatz' });
    await placeOffer(app, property.id, { language: 'fr', bidAmount: '1250000.5' });
    await placeOffer(app, property.id, { email: 'anna@example.de', firstName: 'Anna' });

    const mails = await peer.waitForMails(2);
    const french = mails.find((mail) => mail.to[0] === VALID_OFFER.email)!;
    const german = mails.find((mail) => mail.to[0] === 'anna@example.de')!;
    expect(french.parsed.subject).toBe('Votre offre pour Appartement Gärtnerplatz');
    expect(french.parsed.text).toMatch(/1\s250\s000,50\s€/);
    expect(french.parsed.text).toContain('sans engagement');
    expect(german.parsed.subject).toBe('Ihr Angebot für Testwohnung am Gärtnerplatz');
    expect(german.parsed.text).toContain('Guten Tag Anna Huber,');
    expect(german.parsed.text).toMatch(/950\.000,00\s€/);
    expect(german.parsed.text).toContain('unverbindlich');
  });

  it.skipIf(!hasPoppler)(
    "attaches the bidder's PDF receipt to the confirmation, in their language; the agents' notification has none",
    async () => {
      const peer = await startedPeer();
      const app = await appWith(mailConfig(peer));
      const property = await insertProperty(app.db, { titleEn: 'Flat at Gärtnerplatz' });
      const offer = await placeOffer(app, property.id, { bidAmount: '480000.50', language: 'en' });

      const mails = await peer.waitForMails(2);
      const confirmation = mails.find((mail) => !toAgents(mail))!;
      const notification = mails.find(toAgents)!;
      const reference = offer.id.replace(/-/g, '').slice(0, 8).toUpperCase();
      expect(confirmation.parsed.attachments).toHaveLength(1);
      const [receipt] = confirmation.parsed.attachments;
      expect(receipt!.contentType).toBe('application/pdf');
      expect(receipt!.filename).toBe(`Offer-receipt-${reference}.pdf`);
      const text = pdfFlatText(receipt!.content);
      expect(text).toContain('€480,000.50');
      expect(text).toContain('Flat at Gärtnerplatz');
      expect(text).toContain(`Reference ${reference}`);
      expect(text).toContain('§ 311b (1)');
      expect(text).toContain('The German version is binding.');
      expect(text).toContain('Maßgeblich ist die deutsche Fassung.');
      expect(notification.parsed.attachments).toEqual([]);
      // The admin's download is the very file the bidder got.
      const download = await (await app.adminClient()).get(`/api/admin/offers/${offer.id}/receipt`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(receipt!.content)).toBe(true);
    },
  );

  it('uses the texts as the admin edited them', async () => {
    const peer = await startedPeer();
    const app = await appWith({ ...mailConfig(peer), mail: { ...mailConfig(peer).mail!, notify: [] } });
    const admin = await app.adminClient();
    const edit = await admin.post('/api/admin/translations', {
      key: 'mail.confirmation.subject',
      language: 'de',
      value: 'Danke für Ihr Angebot: {property}',
      category: 'offer',
    });
    expect(edit.statusCode, edit.body).toBe(201);
    const property = await insertProperty(app.db);
    await placeOffer(app, property.id);
    const [mail] = await peer.waitForMails(1);
    expect(mail!.parsed.subject).toBe('Danke für Ihr Angebot: Testwohnung am Gärtnerplatz');
  });

  it('refuses an unknown language with a clear message and stores nothing', async () => {
    const app = await appWith({});
    const property = await insertProperty(app.db);
    const response = await app.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, language: 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('language must be one of de, en, fr');
    expect(await app.db.select().from(offers)).toEqual([]);
    expect(await app.db.select().from(mailOutbox)).toEqual([]);
  });

  it('gives the bidder a one-click link that verifies the offer, in text and HTML; the agents get none', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const property = await insertProperty(app.db);
    const offer = await placeOffer(app, property.id, { language: 'fr' });

    const mails = await peer.waitForMails(2);
    const confirmation = mails.find((mail) => !toAgents(mail))!;
    const link = new RegExp(`${PUBLIC_URL}/verify/([A-Za-z0-9_-]{43})\\?lang=fr`);
    const inText = link.exec(confirmation.parsed.text ?? '');
    expect(inText, confirmation.parsed.text).not.toBeNull();
    expect(confirmation.parsed.text).toContain('Veuillez confirmer votre adresse e-mail');
    expect(confirmation.parsed.text).toContain('Le lien est valable 7 jours');
    const html = htmlOf(confirmation.parsed);
    expect(html).toContain(`href="${PUBLIC_URL}/verify/${inText![1]}?lang=fr"`);
    expect(html).toContain('Confirmer l’adresse e-mail');
    for (const mail of mails.filter(toAgents)) {
      expect(mail.parsed.text).not.toContain('/verify/');
      expect(htmlOf(mail.parsed)).not.toContain('/verify/');
    }

    // The link verifies this offer, once.
    const answer = await app.client().post(`/verify/${inText![1]}?lang=fr`);
    expect(answer.headers.location).toBe('/verify/verified?lang=fr');
    const [row] = await app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.verifiedAt).toBeInstanceOf(Date);
  });

  it('keeps the mails in the outbox without SMTP_URL, and the admin sees them waiting', async () => {
    const app = await appWith({ mail: { notify: AGENTS, notifyLanguage: 'de' } });
    const property = await insertProperty(app.db);
    await placeOffer(app, property.id);
    await placeOffer(app, property.id, { email: 'zweite@example.de' });

    const admin = await app.adminClient();
    const response = await admin.get('/api/admin/mail');
    expect(response.statusCode).toBe(200);
    const outbox = response.json();
    expect(outbox.sending).toBe(false);
    expect(outbox.counts).toEqual({ waiting: 4, sent: 0, failed: 0 });
    expect(outbox.mails).toHaveLength(4);
    expect(new Set(outbox.mails.map((mail: { kind: string }) => mail.kind))).toEqual(
      new Set(['offer-confirmation', 'offer-notification']),
    );
    expect((await admin.get('/api/admin/mail?status=sent')).json().mails).toEqual([]);
    expect((await admin.get('/api/admin/mail?status=lost')).statusCode).toBe(400);
  });
});

describe('the outbox when things go wrong', () => {
  it('keeps the mails while the SMTP server is down and delivers each exactly once when it is back', async () => {
    const peer = smtpPeer(await freePort());
    open.push({ close: () => peer.stop() });
    const app = await appWith(mailConfig(peer));
    const property = await insertProperty(app.db);
    for (const email of ['a@example.de', 'b@example.de', 'c@example.de']) await placeOffer(app, property.id, { email });

    // Tried and refused (connection refused), still waiting.
    await until(async () => {
      const rows = await app.db.select().from(mailOutbox);
      return rows.length === 6 && rows.every((row) => row.attempts >= 2 && row.lastError && row.status === 'waiting');
    });

    await peer.start();
    await peer.waitForMails(6);
    await until(async () => (await app.db.select().from(mailOutbox)).every((row) => row.status === 'sent'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(peer.received).toHaveLength(6);
    expect(new Set(peer.received.map((mail) => mail.parsed.messageId)).size).toBe(6);
  });

  it('delivers after a restart of the server what was stored before it', async () => {
    const peer = smtpPeer(await freePort());
    open.push({ close: () => peer.stop() });
    const database = await sharedDatabase();
    const before = await appWith(mailConfig(peer), database);
    const property = await insertProperty(before.db);
    const offer = await placeOffer(before, property.id);
    await before.close();
    open.splice(open.indexOf(before), 1);

    await peer.start();
    const after = await appWith(mailConfig(peer), database);
    await peer.waitForMails(2);
    await until(async () => {
      const rows = await after.db.select().from(mailOutbox).where(eq(mailOutbox.offerId, offer.id));
      return rows.every((row) => row.status === 'sent');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.received).toHaveLength(2);
  });

  it('never sends a mail twice when two instances work on one outbox', async () => {
    const peer = await startedPeer();
    const database = await sharedDatabase();
    const first = await appWith(mailConfig(peer), database);
    const second = await appWith(mailConfig(peer), database);
    const property = await insertProperty(first.db);
    const offers = 15;
    await Promise.all(
      Array.from({ length: offers }, (_, i) =>
        placeOffer(i % 2 === 0 ? first : second, property.id, { email: `bieter${i}@example.de` }),
      ),
    );
    await peer.waitForMails(offers * 2, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(peer.received).toHaveLength(offers * 2);
    expect(new Set(peer.received.map((mail) => mail.parsed.messageId)).size).toBe(offers * 2);
  });

  it('gives up at once on a mailbox the server refuses for good; the admin can send it again', async () => {
    const peer = await startedPeer({ refuse: (address) => address === 'niemand@example.de' });
    const app = await appWith(mailConfig(peer));
    const property = await insertProperty(app.db);
    await placeOffer(app, property.id, { email: 'niemand@example.de' });

    await peer.waitForMails(1);
    expect(peer.received[0]!.to.sort()).toEqual([...AGENTS].sort());
    await until(async () => (await app.db.select().from(mailOutbox)).some((row) => row.status === 'failed'));
    const admin = await app.adminClient();
    const outbox = (await admin.get('/api/admin/mail')).json();
    expect(outbox.counts).toEqual({ waiting: 0, sent: 1, failed: 1 });
    const failed = outbox.mails.find((mail: { status: string }) => mail.status === 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    const sent = outbox.mails.find((mail: { status: string }) => mail.status === 'sent');

    const retried = await admin.post(`/api/admin/mail/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed.id, attempts: 0 });
    // Refused again: failed again, after one more attempt.
    await until(async () => {
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
      return row!.status === 'failed' && row!.attempts === 1;
    });
    expect((await admin.post(`/api/admin/mail/${sent.id}/retry`)).statusCode).toBe(409);
    expect((await admin.post('/api/admin/mail/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/mail/not-an-id/retry')).statusCode).toBe(404);
  });
});
