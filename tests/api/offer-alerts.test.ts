/**
 * Decision 115: a bidder switches e-mail alerts on from their own page; they are told, through a
 * real SMTP server, when they are outbid (open procedure), when the end moves, one hour before the
 * end and at the end — each once, even with two instances looking — and one click in a mail (RFC
 * 8058) or the page's button switches them off. Without mail set up they cannot be switched on.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { AppConfig } from '#server/config.ts';
import { mailOutbox, offerAlerts } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { freePort } from '../helpers/server-process';
import { smtpPeer, type ReceivedMail, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const PUBLIC_URL = 'http://angebote.example.de';
const FAST = { pollIntervalMs: 100, retryBaseMs: 100 };
const HOUR_MS = 60 * 60 * 1000;

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function startedPeer(): Promise<SmtpPeer> {
  const peer = smtpPeer(await freePort());
  await peer.start();
  open.push({ close: () => peer.stop() });
  return peer;
}

function mailConfig(peer: SmtpPeer): Partial<AppConfig> {
  return {
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: peer.url, from: 'Isarwert Immobilien <angebote@example.de>', notify: [], notifyLanguage: 'de' },
  };
}

async function appWith(config: Partial<AppConfig>, database?: DatabaseHandle): Promise<TestApp> {
  const app = await createTestApp(config, { mailTiming: FAST, ...(database ? { database } : {}) });
  open.push(app);
  return app;
}

async function place(app: TestApp, propertyId: string, email: string, bidAmount: string) {
  const response = await app
    .client()
    .post(`/api/properties/${propertyId}/bids`, { ...VALID_OFFER, email, bidAmount, language: 'en' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; myOffersToken: string };
}

async function switchOn(app: TestApp, token: string, language = 'en') {
  const response = await app.client().put(`/api/my-offers/${token}/alerts`, { language });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ on: true });
}

/** The alert mails queued so far for one address, oldest first. */
async function alertsQueued(app: TestApp, email: string): Promise<string[]> {
  const rows = await app.db
    .select({ kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipients, email))
    .orderBy(mailOutbox.createdAt);
  return rows.map((row) => row.kind).filter((kind) => kind.startsWith('alert-'));
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alertMails = (peer: SmtpPeer, email: string): ReceivedMail[] =>
  peer.received.filter((mail) => mail.to.includes(email) && /higher|period|hour/i.test(mail.parsed.subject ?? ''));

describe('e-mail alerts', () => {
  it('tells a bidder once that they were outbid, again after their raise is outbid, with one-click unsubscription', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const property = await insertProperty(app.db, {
      title: 'Villa am See',
      titleEn: 'Villa by the lake',
      offerMode: 'open',
      auctionEndDate: new Date(Date.now() + 3 * 24 * HOUR_MS),
    });
    const anna = 'anna.alert@example.de';
    const placed = await place(app, property.id, anna, '500000.00');
    await switchOn(app, placed.myOffersToken);
    const page = (await app.client().get(`/api/my-offers/${placed.myOffersToken}`)).json() as {
      alerts: { available: boolean; on: boolean };
    };
    expect(page.alerts).toEqual({ available: true, on: true });

    await place(app, property.id, 'ben.alert@example.de', '520000.00');
    await until(async () => alertMails(peer, anna).length === 1);
    const [outbid] = alertMails(peer, anna);
    expect(outbid!.parsed.subject).toBe('A higher offer for Villa by the lake');
    expect(outbid!.parsed.text).toContain(
      'There is now a higher offer than yours for Villa by the lake: €520,000.00. Your highest offer: €500,000.00.',
    );
    expect(outbid!.parsed.text).toContain(`${PUBLIC_URL}/immobilien/${property.slug}?lang=en#bidding`);
    const unsubscribeUrl = `${PUBLIC_URL}/meine-angebote/${placed.myOffersToken}/abbestellen?lang=en`;
    // As the mail program reads them (RFC 2369, RFC 8058).
    const header = (name: string) =>
      outbid!.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(outbid!.parsed.text).toContain(`No more alerts: ${unsubscribeUrl}`);

    // A still higher offer is no news to someone who already knows they are not ahead.
    await place(app, property.id, 'cleo.alert@example.de', '540000.00');
    expect(await app.app.offerAlerts.check(new Date())).toBe(0);
    // A raise that leads, then is outbid: news again.
    await place(app, property.id, anna, '560000.00');
    await place(app, property.id, 'dora.alert@example.de', '580000.00');
    await until(async () => (await alertsQueued(app, anna)).length === 2);
    expect(await alertsQueued(app, anna)).toEqual(['alert-outbid', 'alert-outbid']);
    await until(async () => alertMails(peer, anna).length === 2);
    expect(alertMails(peer, anna)[1]!.parsed.text).toContain('Your highest offer: €560,000.00.');

    // One click in the mail program: a POST with the RFC 8058 body, no session, no CSRF token.
    const click = await app.app.inject({
      method: 'POST',
      url: `/meine-angebote/${placed.myOffersToken}/abbestellen?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(await app.db.select().from(offerAlerts)).toEqual([]);
    await place(app, property.id, anna, '600000.00');
    await place(app, property.id, 'emil.alert@example.de', '620000.00');
    expect(await app.app.offerAlerts.check(new Date())).toBe(0);
    expect(await alertsQueued(app, anna)).toHaveLength(2);

    // Following the link in a browser changes nothing and leads to the page with the switch.
    const visit = await app.client().get(`/meine-angebote/${placed.myOffersToken}/abbestellen?lang=en`);
    expect(visit.statusCode).toBe(303);
    expect(visit.headers.location).toBe(`/meine-angebote/${placed.myOffersToken}?lang=en#benachrichtigungen`);
    // Whatever else the path holds goes nowhere: not into the address sent back, never a 500.
    for (const odd of ['..%2F..%2Fadmin', 'abc%3Fx%3D1', 'a%0D%0ALocation:%20x', `${placed.myOffersToken}x`]) {
      const answer = await app.client().get(`/meine-angebote/${odd}/abbestellen`);
      expect(answer.statusCode, odd).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
    const made_up = await app.app.inject({
      method: 'POST',
      url: `/meine-angebote/${'0'.repeat(32)}${'A'.repeat(22)}/abbestellen`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(made_up.statusCode).toBe(404);
  });

  it('tells of a moved end, one hour before the end and at the end, each once, in the language chosen', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const admin = await app.adminClient();
    const end = new Date(Date.now() + 2 * 24 * HOUR_MS);
    end.setUTCMilliseconds(0);
    const property = await insertProperty(app.db, { title: 'Stadthaus in Haidhausen', auctionEndDate: end });
    const fritz = 'fritz.alert@example.de';
    const placed = await place(app, property.id, fritz, '700000.00');
    await switchOn(app, placed.myOffersToken, 'de');

    const later = new Date(end.getTime() + 24 * HOUR_MS);
    const moved = await admin.patch(`/api/admin/properties/${property.id}`, { auctionEndDate: later.toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await until(async () => (await alertsQueued(app, fritz)).length === 1);
    await until(async () =>
      peer.received.some((mail) => mail.to.includes(fritz) && /Neues Ende/.test(mail.parsed.subject ?? '')),
    );
    const movedMail = peer.received.find(
      (mail) => mail.to.includes(fritz) && /Neues Ende/.test(mail.parsed.subject ?? ''),
    )!;
    expect(movedMail.parsed.subject).toBe('Neues Ende der Angebotsfrist: Stadthaus in Haidhausen');
    expect(movedMail.parsed.text).toMatch(/Ende der Angebotsfrist: \d{1,2}\. \w+ \d{4} um \d\d:\d\d MEZ/);
    expect(movedMail.parsed.headers.get('content-language')).toBe('de');

    expect(await app.app.offerAlerts.check(new Date(later.getTime() - 2 * HOUR_MS))).toBe(0);
    expect(await app.app.offerAlerts.check(new Date(later.getTime() - 30 * 60 * 1000))).toBe(1);
    expect(await app.app.offerAlerts.check(new Date(later.getTime() - 20 * 60 * 1000))).toBe(0);
    expect(await app.app.offerAlerts.check(new Date(later.getTime() + 1000))).toBe(1);
    expect(await app.app.offerAlerts.check(new Date(later.getTime() + 60_000))).toBe(0);
    expect(await alertsQueued(app, fritz)).toEqual(['alert-end-moved', 'alert-hour-left', 'alert-ended']);
    await until(async () => peer.received.filter((mail) => mail.to.includes(fritz)).length >= 4);
    const subjects = peer.received.filter((mail) => mail.to.includes(fritz)).map((mail) => mail.parsed.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Noch eine Stunde: Stadthaus in Haidhausen',
        'Angebotsfrist abgelaufen: Stadthaus in Haidhausen',
      ]),
    );
    // Sealed: nobody is ever told of being outbid.
    await place(app, property.id, 'gerda.alert@example.de', '990000.00');
    expect(await app.app.offerAlerts.check(new Date(later.getTime() - 3 * HOUR_MS))).toBe(0);
  });

  it('tells a bidder who withdrew every offer nothing more, until they offer again', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const end = new Date(Date.now() + 2 * 24 * HOUR_MS);
    const property = await insertProperty(app.db, { title: 'Reihenhaus in Pasing', auctionEndDate: end });
    const hanna = 'hanna.alert@example.de';
    const placed = await place(app, property.id, hanna, '610000.00');
    await switchOn(app, placed.myOffersToken);
    const withdrawn = await app.client().post(`/api/my-offers/${placed.myOffersToken}/withdrawal`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    expect(await app.app.offerAlerts.check(new Date(end.getTime() - 30 * 60 * 1000))).toBe(0);
    expect(await app.app.offerAlerts.check(new Date(end.getTime() + 1000))).toBe(0);
    expect(await alertsQueued(app, hanna)).toEqual([]);

    // Back in the procedure with a new offer: the hour's alert is news again.
    await place(app, property.id, hanna, '620000.00');
    expect(await app.app.offerAlerts.check(new Date(end.getTime() - 30 * 60 * 1000))).toBe(1);
    expect(await alertsQueued(app, hanna)).toEqual(['alert-hour-left']);
  });

  it('tells nothing more once the property is in a final round or awarded: no hour left, no end', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const admin = await app.adminClient();
    const end = new Date(Date.now() + 2 * 24 * HOUR_MS);
    const inRound = await insertProperty(app.db, { title: 'Villa in Grünwald', auctionEndDate: end });
    const awarded = await insertProperty(app.db, { title: 'Wohnung in Giesing', auctionEndDate: end });
    const ida = 'ida.alert@example.de';
    await switchOn(app, (await place(app, inRound.id, ida, '1500000.00')).myOffersToken);
    const won = await place(app, awarded.id, ida, '480000.00');
    await switchOn(app, won.myOffersToken);
    const round = await admin.post(`/api/admin/properties/${inRound.id}/final-round`, {
      size: 1,
      endsAt: new Date(end.getTime() + 24 * HOUR_MS).toISOString(),
      notify: false,
    });
    expect(round.statusCode, round.body).toBe(200);
    const award = await admin.post(`/api/admin/properties/${awarded.id}/award`, {
      offerId: won.id,
      notifyWinner: false,
      notifyOfferIds: [],
    });
    expect(award.statusCode, award.body).toBe(200);

    expect(await app.app.offerAlerts.check(new Date(end.getTime() - 30 * 60 * 1000))).toBe(0);
    expect(await app.app.offerAlerts.check(new Date(end.getTime() + 1000))).toBe(0);
    expect(await alertsQueued(app, ida)).toEqual([]);
  });

  it('queues each alert once when two instances look at the same moment', async () => {
    const peer = await startedPeer();
    const handle = await createTestDatabase();
    open.unshift({ close: () => handle.close() });
    const shared: DatabaseHandle = { ...handle, close: async () => {} };
    const first = await appWith(mailConfig(peer), shared);
    const second = await appWith(mailConfig(peer), shared);
    const end = new Date(Date.now() + 5 * 24 * HOUR_MS);
    const property = await insertProperty(first.db, { auctionEndDate: end });
    const emails = Array.from({ length: 6 }, (_, n) => `bidder${n}.alert@example.de`);
    for (const email of emails) {
      const placed = await place(first, property.id, email, '400000.00');
      await switchOn(second, placed.myOffersToken);
    }
    const now = new Date(end.getTime() - 10 * 60 * 1000);
    const counts = await Promise.all([first.app.offerAlerts.check(now), second.app.offerAlerts.check(now)]);
    expect(counts[0] + counts[1]).toBe(emails.length);
    for (const email of emails) expect(await alertsQueued(first, email)).toEqual(['alert-hour-left']);
  });

  it('cannot be switched on without mail, and the page says so', async () => {
    const app = await appWith({});
    const property = await insertProperty(app.db, {});
    const placed = await place(app, property.id, 'hanna.alert@example.de', '300000.00');
    const page = (await app.client().get(`/api/my-offers/${placed.myOffersToken}`)).json() as {
      alerts: { available: boolean; on: boolean };
    };
    expect(page.alerts).toEqual({ available: false, on: false });
    const refused = await app.client().put(`/api/my-offers/${placed.myOffersToken}/alerts`, { language: 'de' });
    expect(refused.statusCode).toBe(409);
    expect(await app.db.select().from(offerAlerts)).toEqual([]);
  });

  it('refuses a bad language, and a token that opens nothing, changing nothing', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const property = await insertProperty(app.db, {});
    const placed = await place(app, property.id, 'ida.alert@example.de', '300000.00');
    const bad = await app.client().put(`/api/my-offers/${placed.myOffersToken}/alerts`, { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    const unknown = await app
      .client()
      .put(`/api/my-offers/${'0'.repeat(32)}${'A'.repeat(22)}/alerts`, { language: 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(await app.db.select().from(offerAlerts)).toEqual([]);
    // Switched on and off from the page.
    await switchOn(app, placed.myOffersToken);
    const off = await app.client().delete(`/api/my-offers/${placed.myOffersToken}/alerts`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ on: false });
    expect(await app.db.select().from(offerAlerts)).toEqual([]);
  });

  it('is in the DSGVO export, and goes with an erasure', async () => {
    const peer = await startedPeer();
    const app = await appWith(mailConfig(peer));
    const admin = await app.adminClient();
    const property = await insertProperty(app.db, { title: 'Loft in Giesing' });
    const placed = await place(app, property.id, 'Jan.Alert@Example.de', '300000.00');
    await switchOn(app, placed.myOffersToken);
    const exported = await admin.get('/api/admin/privacy/export?email=jan.alert@example.de');
    expect(exported.statusCode).toBe(200);
    expect((exported.json() as { alerts: unknown[] }).alerts).toEqual([
      expect.objectContaining({ property: { id: property.id, title: 'Loft in Giesing' }, language: 'en' }),
    ]);
    const erased = await admin.post('/api/admin/privacy/erase', { email: 'jan.alert@example.de' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await app.db.select().from(offerAlerts)).toEqual([]);
  });
});
