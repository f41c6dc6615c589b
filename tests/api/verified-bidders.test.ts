/**
 * Verified bidders (decision 0072): the link of the confirmation mail verifies the
 * offer's e-mail address once, within its lifetime, and says nothing to anyone else; opening it
 * (GET) changes nothing. In the open procedure a property can count only verified offers for the
 * public standing, and a verification reaches the open standing streams.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns, offers, offerVerificationTokens, properties } from '#server/db/schema.ts';
import { runDueJobs } from '#server/jobs/daily-jobs.ts';
import { dailyJobs } from '#server/jobs/jobs-plugin.ts';
import { issueVerificationToken } from '#server/offers/offer-verification.ts';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { readEventStream } from '../helpers/event-stream';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
const logLines: string[] = [];
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line: string) => void logLines.push(line) } });
  admin = await t.adminClient();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  await t.db.delete(properties);
  t.wroteBehindTheApp();
});

interface StandingAnswer {
  mode: string;
  highestOffer: string | null;
  offerCount: number | null;
  verifiedOffersOnly: boolean;
}

async function placeOffer(propertyId: string, bidAmount: string, email: string = VALID_OFFER.email): Promise<string> {
  const response = await t.client().post(`/api/properties/${propertyId}/bids`, { ...VALID_OFFER, email, bidAmount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function tokenFor(offerId: string): Promise<string> {
  const token = await issueVerificationToken(t.db, offerId);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

const confirm = (token: string, lang = 'de') =>
  t.client().post(`/verify/${token}?lang=${lang}`, '', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function verifiedAtOf(offerId: string): Promise<Date | null> {
  const [row] = await t.db.select({ verifiedAt: offers.verifiedAt }).from(offers).where(eq(offers.id, offerId));
  return row!.verifiedAt;
}

const standingOf = async (id: string) =>
  (await t.client().get(`/api/properties/${id}/standing`)).json<StandingAnswer>();

describe('the verification link', () => {
  it('never appears in the log: its token is a secret that verifies an offer', async () => {
    const property = await insertProperty(t.db);
    const token = await tokenFor(await placeOffer(property.id, '500000'));
    expect((await t.client().get(`/verify/${token}?lang=en`)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(303);
    const logged = logLines.join('\n');
    expect(logged).toContain('"url":"/verify/…"');
    expect(logged).not.toContain(token);
  });

  it('opens a page that changes nothing; its POST verifies the offer and shows the outcome in the language', async () => {
    const property = await insertProperty(t.db);
    const offerId = await placeOffer(property.id, '500000');
    const token = await tokenFor(offerId);

    // What a mail scanner does: any number of GETs.
    for (let i = 0; i < 3; i++) {
      const page = await t.client().get(`/verify/${token}?lang=en`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<meta name="robots" content="noindex,nofollow">');
      expect(page.body).toContain(`<form id="verify-form" method="post" action="/verify/${token}?lang=en">`);
      expect(page.body).toContain('Confirm now');
      expect(page.body).toContain('<script src="/verify/confirm.js" defer></script>');
      // Nothing about the offer.
      expect(page.body).not.toContain(VALID_OFFER.lastName);
      expect(page.body).not.toContain('500');
    }
    expect(await verifiedAtOf(offerId)).toBeNull();
    const script = await t.client().get('/verify/confirm.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("getElementById('verify-form')");

    const confirmed = await confirm(token, 'en');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/verify/verified?lang=en');
    expect(confirmed.headers['referrer-policy']).toBe('no-referrer');
    expect(await verifiedAtOf(offerId)).toBeInstanceOf(Date);

    const pages = {
      de: ['E-Mail-Adresse bestätigt', 'Ihr Angebot ist jetzt als geprüft vermerkt'],
      en: ['E-mail address verified', 'Your offer is now marked as verified'],
      fr: ['Adresse e-mail vérifiée', 'Votre offre est désormais marquée comme vérifiée'],
    };
    for (const [lang, texts] of Object.entries(pages)) {
      const page = await t.client().get(`/verify/verified?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}">`);
      for (const text of texts) expect(page.body).toContain(text);
      expect(page.body).toContain(`href="/?lang=${lang}"`);
    }
  });

  it('works once: a second use, and the offer’s other links, end on the failed page', async () => {
    const property = await insertProperty(t.db);
    const offerId = await placeOffer(property.id, '500000');
    const first = await tokenFor(offerId);
    const second = await tokenFor(offerId);

    expect((await confirm(first)).headers.location).toBe('/verify/verified?lang=de');
    const verifiedAt = await verifiedAtOf(offerId);
    const again = await confirm(first);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/verify/failed?lang=de');
    expect((await confirm(second)).headers.location).toBe('/verify/failed?lang=de');
    // The first verification stands as it was.
    expect(await verifiedAtOf(offerId)).toEqual(verifiedAt);
    // No new link for an offer already verified (a mail sent again has none).
    expect(await issueVerificationToken(t.db, offerId)).toBeNull();

    const failed = await t.client().get('/verify/failed?lang=fr');
    expect(failed.body).toContain('Lien expiré ou déjà utilisé');
    expect((await t.client().get('/verify/failed?lang=de')).body).toContain('Link abgelaufen oder bereits verwendet');
    expect((await t.client().get('/verify/failed?lang=en')).body).toContain('Link expired or already used');
  });

  it('is refused once expired, and leaves the offer unverified', async () => {
    const property = await insertProperty(t.db);
    const offerId = await placeOffer(property.id, '500000');
    const token = await tokenFor(offerId);
    const [row] = await t.db
      .select({ expiresAt: offerVerificationTokens.expiresAt, createdAt: offerVerificationTokens.createdAt })
      .from(offerVerificationTokens)
      .where(eq(offerVerificationTokens.offerId, offerId));
    // Seven days, stored as a hash only.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const stored = await t.db.select({ hash: offerVerificationTokens.tokenHash }).from(offerVerificationTokens);
    expect(stored.map((s) => s.hash)).not.toContain(token);

    await t.db.update(offerVerificationTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await confirm(token)).headers.location).toBe('/verify/failed?lang=de');
    expect(await verifiedAtOf(offerId)).toBeNull();
  });

  it('answers an unknown, malformed or used token exactly alike', async () => {
    const property = await insertProperty(t.db);
    const used = await tokenFor(await placeOffer(property.id, '500000'));
    await confirm(used);
    const answers = await Promise.all(
      [used, 'A'.repeat(43), 'nope', 'x'.repeat(500), '%E2%82%AC'].map((token) => confirm(token)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/verify/failed?lang=de');
      expect(answer.body).toBe(answers[0]!.body);
    }
    // A POST without a body, or with JSON, is not an error either.
    const bare = await t.client().post(`/verify/${'B'.repeat(43)}`);
    expect(bare.statusCode).toBe(303);
    const json = await t.client().post(`/verify/${'B'.repeat(43)}`, { token: 'x' });
    expect(json.statusCode).toBe(303);
  });

  it('shows in the admin’s offer answers', async () => {
    const property = await insertProperty(t.db);
    const offerId = await placeOffer(property.id, '500000');
    const listed = async () => {
      const all = (await admin.get('/api/admin/bids')).json<{ id: string; verifiedAt: string | null }[]>();
      const page = (await admin.get('/api/admin/offers')).json<{
        items: { id: string; verifiedAt: string | null }[];
      }>();
      return [all.find((o) => o.id === offerId)!.verifiedAt, page.items.find((o) => o.id === offerId)!.verifiedAt];
    };
    expect(await listed()).toEqual([null, null]);
    await confirm(await tokenFor(offerId));
    const [inList, inPage] = await listed();
    expect(inList).toBe((await verifiedAtOf(offerId))!.toISOString());
    expect(inPage).toBe(inList);
    const favourite = await admin.post(`/api/admin/bids/${offerId}/favorite`);
    expect(favourite.json<{ verifiedAt: string | null }>().verifiedAt).toBe(inList);
  });
});

describe('housekeeping', () => {
  it('deletes used and expired links once a day and keeps the ones still usable', async () => {
    const property = await insertProperty(t.db);
    const verified = await placeOffer(property.id, '500000', 'a@example.de');
    const waiting = await placeOffer(property.id, '510000', 'b@example.de');
    await confirm(await tokenFor(verified));
    const expired = await tokenFor(waiting);
    const usable = await tokenFor(waiting);
    await t.db
      .update(offerVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(offerVerificationTokens.tokenHash, createHash('sha256').update(expired).digest('hex')));
    // Today's run was claimed when the app started: as on the next day, it is due again.
    await t.db.update(jobRuns).set({ lastRunOn: '1970-01-01' });
    await runDueJobs(
      t.db,
      dailyJobs(180).filter((job) => job.name === 'purge-spent-verification-links'),
      t.app.log,
    );
    const left = await t.db.select({ hash: offerVerificationTokens.tokenHash }).from(offerVerificationTokens);
    expect(left.map((row) => row.hash)).toEqual([createHash('sha256').update(usable).digest('hex')]);
    expect((await confirm(usable)).headers.location).toBe('/verify/verified?lang=de');
  });
});

describe('verification in the export and the personal data', () => {
  it('gives the export a column “E-Mail bestätigt”', async () => {
    const property = await insertProperty(t.db);
    const verified = await placeOffer(property.id, '610000', 'ja@example.de');
    await placeOffer(property.id, '620000', 'nein@example.de');
    await confirm(await tokenFor(verified));
    const response = await admin.get('/api/admin/bids/export');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('E-Mail bestätigt') + 1;
    expect(column).toBeGreaterThan(0);
    const byEmail = new Map(
      [sheet.getRow(2), sheet.getRow(3)].map((row) => [row.getCell(4).value, row.getCell(column).value]),
    );
    expect(Object.fromEntries(byEmail)).toEqual({ 'ja@example.de': 'Ja', 'nein@example.de': 'Nein' });
  });

  it('lists when the address was verified in the DSGVO export; erasing takes the links with the offers', async () => {
    const property = await insertProperty(t.db);
    const offerId = await placeOffer(property.id, '500000', 'auskunft@example.de');
    const spare = await tokenFor(offerId);
    await confirm(await tokenFor(offerId));
    const exported = await admin.get('/api/admin/privacy/export?email=auskunft@example.de');
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ offers: { verifiedAt: string | null }[] }>();
    expect(data.offers[0]!.verifiedAt).toBe((await verifiedAtOf(offerId))!.toISOString());
    expect(exported.body).not.toContain(spare);

    expect((await admin.post('/api/admin/privacy/erase', { email: 'auskunft@example.de' })).statusCode).toBe(200);
    const left = await t.db.select().from(offerVerificationTokens).where(eq(offerVerificationTokens.offerId, offerId));
    expect(left).toEqual([]);
  });
});

describe('only verified offers count for the public standing', () => {
  it('is a setting of the admin’s procedure, off by default, refused when not a boolean', async () => {
    const created = await admin.post('/api/admin/properties', validPropertyBody());
    expect(created.statusCode, created.body).toBe(201);
    const { id, verifiedOffersOnly } = created.json<{ id: string; verifiedOffersOnly: boolean }>();
    expect(verifiedOffersOnly).toBe(false);
    const turnedOn = await admin.patch(`/api/admin/properties/${id}`, { verifiedOffersOnly: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json<{ verifiedOffersOnly: boolean }>().verifiedOffersOnly).toBe(true);
    const bad = await admin.patch(`/api/admin/properties/${id}`, { verifiedOffersOnly: 'yes' });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
    expect(row!.verifiedOffersOnly).toBe(true);
  });

  it('counts only verified offers when on, all when off, and ignores the setting in the sealed procedure', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', verifiedOffersOnly: true });
    const low = await placeOffer(property.id, '400000', 'a@example.de');
    const high = await placeOffer(property.id, '600000', 'b@example.de');
    expect(await standingOf(property.id)).toMatchObject({
      highestOffer: null,
      offerCount: 0,
      verifiedOffersOnly: true,
    });

    await confirm(await tokenFor(low));
    expect(await standingOf(property.id)).toMatchObject({ highestOffer: '400000.00', offerCount: 1 });
    await confirm(await tokenFor(high));
    expect(await standingOf(property.id)).toMatchObject({ highestOffer: '600000.00', offerCount: 2 });

    // Deleting the highest verified offer brings back the next one.
    expect((await admin.delete(`/api/admin/bids/${high}`)).statusCode).toBe(200);
    expect(await standingOf(property.id)).toMatchObject({ highestOffer: '400000.00', offerCount: 1 });
    await placeOffer(property.id, '700000', 'c@example.de');
    expect(await standingOf(property.id)).toMatchObject({ highestOffer: '400000.00', offerCount: 1 });

    // Off: every offer counts, as before.
    await t.db.update(properties).set({ verifiedOffersOnly: false }).where(eq(properties.id, property.id));
    expect(await standingOf(property.id)).toMatchObject({
      highestOffer: '700000.00',
      offerCount: 2,
      verifiedOffersOnly: false,
    });

    // Sealed: nothing of the offers, and no rule to tell.
    await t.db
      .update(properties)
      .set({ verifiedOffersOnly: true, offerMode: 'sealed' })
      .where(eq(properties.id, property.id));
    expect(await standingOf(property.id)).toMatchObject({
      highestOffer: null,
      offerCount: null,
      verifiedOffersOnly: false,
    });
  });

  it('measures the minimum step from the highest verified offer, the one the public sees', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', verifiedOffersOnly: true, minimumStep: '10000' });
    const first = await placeOffer(property.id, '500000', 'a@example.de');
    // Unverified: it does not raise the bar.
    await placeOffer(property.id, '505000', 'b@example.de');
    await confirm(await tokenFor(first));
    const refused = await t
      .client()
      .post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, bidAmount: '509999' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ reason: string; lowestAcceptable: string }>()).toMatchObject({
      reason: 'below-step',
      lowestAcceptable: '510000.00',
    });
    await placeOffer(property.id, '510000', 'c@example.de');
  });

  it('extends the offer period for a late offer whether or not it is verified yet', async () => {
    const end = new Date(Date.now() + 60_000);
    const property = await insertProperty(t.db, {
      offerMode: 'open',
      verifiedOffersOnly: true,
      extensionMinutes: 15,
      auctionEndDate: end,
    });
    await placeOffer(property.id, '500000');
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row!.auctionEndDate.getTime()).toBeGreaterThan(end.getTime() + 10 * 60_000);
  });

  it('streams the new standing to open pages when an offer is verified', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', verifiedOffersOnly: true });
    const offerId = await placeOffer(property.id, '530000');
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await readEventStream(`http://127.0.0.1:${port}/api/properties/${property.id}/events`);
    const standingsOf = () =>
      stream.events.filter((e) => e.event === 'standing').map((e) => JSON.parse(e.data) as StandingAnswer);
    try {
      await expect.poll(() => standingsOf().at(-1), { timeout: 5_000 }).toMatchObject({ offerCount: 0 });
      await confirm(await tokenFor(offerId));
      await expect
        .poll(() => standingsOf().at(-1), { timeout: 5_000 })
        .toMatchObject({ highestOffer: '530000.00', offerCount: 1 });
    } finally {
      await stream.close();
    }
  });
});
