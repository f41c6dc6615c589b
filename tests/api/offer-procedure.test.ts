/**
 * The offer procedure per property (decision 0069): sealed or open, a minimum offer
 * (shown or hidden), a minimum step above the highest in open mode, and the late-offer extension.
 * All optional: calls without them keep today's behaviour; bad settings are refused and change nothing.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers, properties } from '#server/db/schema.ts';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';
import { readEventStream } from '../helpers/event-stream';
import { OfferBatcher } from '#server/offers/offer-batcher.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  await t.db.delete(properties);
  t.wroteBehindTheApp();
});

interface Created {
  id: string;
  offerMode: string;
  minimumOffer: string | null;
  minimumOfferShown: boolean;
  minimumStep: string | null;
  extensionMinutes: number;
}

async function create(overrides: Record<string, unknown> = {}): Promise<Created> {
  const response = await admin.post('/api/admin/properties', validPropertyBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>();
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
  return row!;
}

const OPEN_PROCEDURE = {
  offerMode: 'open',
  minimumOffer: '450000',
  minimumOfferShown: false,
  minimumStep: 5000,
  extensionMinutes: 15,
};

describe('procedure settings in the admin API', () => {
  it('default to today’s behaviour when the create call leaves them out', async () => {
    const created = await create();
    expect(created).toMatchObject({
      offerMode: 'sealed',
      minimumOffer: null,
      minimumOfferShown: true,
      minimumStep: null,
      extensionMinutes: 0,
    });
  });

  it('are stored, answered to the admin, and kept out of the public property list', async () => {
    const created = await create(OPEN_PROCEDURE);
    expect(created).toMatchObject({
      offerMode: 'open',
      minimumOffer: '450000.00',
      minimumOfferShown: false,
      minimumStep: '5000.00',
      extensionMinutes: 15,
    });
    const listed = (await admin.get('/api/admin/properties')).json<Created[]>();
    expect(listed[0]).toMatchObject({ offerMode: 'open', minimumOffer: '450000.00' });
    const [publicProperty] = (await t.client().get('/api/properties')).json<Record<string, unknown>[]>();
    // Visitors learn the mode; the hidden minimum, the step and the extension stay with the admin.
    expect(publicProperty).toMatchObject({ offerMode: 'open', publicMinimumOffer: null });
    for (const field of ['minimumOffer', 'minimumOfferShown', 'minimumStep', 'extensionMinutes']) {
      expect(publicProperty, field).not.toHaveProperty(field);
    }
    expect(JSON.stringify(publicProperty)).not.toContain('450000');
  });

  it('tell visitors a shown minimum and the buyer’s commission, on the list and the property’s own address', async () => {
    const created = await create({ ...OPEN_PROCEDURE, minimumOfferShown: true, buyerCommission: '3,57' });
    expect(created).toMatchObject({ buyerCommission: '3.57' });
    expect(created).not.toHaveProperty('publicMinimumOffer');
    const [listed] = (await t.client().get('/api/properties')).json<Record<string, unknown>[]>();
    const expected = { offerMode: 'open', publicMinimumOffer: '450000.00', buyerCommission: '3.57' };
    expect(listed).toMatchObject(expected);
    const slug = (await storedRow(created.id)).slug;
    expect((await t.client().get(`/api/listings/${slug}`)).json()).toMatchObject(expected);
  });

  it.each([
    ['3,57', '3.57'],
    ['3.57 %', '3.57'],
    [2.38, '2.38'],
    ['0', '0.00'],
    ['10', '10.00'],
    ['', null],
    [null, null],
  ])('read the buyer’s commission %j as %j', async (typed, stored) => {
    const created = await create({ buyerCommission: '5' });
    const patched = await admin.patch(`/api/admin/properties/${created.id}`, { buyerCommission: typed });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await storedRow(created.id)).buyerCommission).toBe(stored);
  });

  it('change by PATCH, and null or "" clears a minimum', async () => {
    const created = await create(OPEN_PROCEDURE);
    const patched = await admin.patch(`/api/admin/properties/${created.id}`, {
      offerMode: 'sealed',
      minimumOffer: '',
      minimumStep: null,
      extensionMinutes: '0',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await storedRow(created.id)).toMatchObject({
      offerMode: 'sealed',
      minimumOffer: null,
      minimumStep: null,
      extensionMinutes: 0,
    });
  });

  it.each([
    ['an unknown mode', { offerMode: 'dutch' }, 'offerMode', 'verdecktes oder offenes Verfahren'],
    ['a minimum of 0', { minimumOffer: 0 }, 'minimumOffer', 'Mindestgebot über 0 €'],
    ['a negative minimum', { minimumOffer: '-5' }, 'minimumOffer', 'Mindestgebot über 0 €'],
    ['a minimum in exponent form', { minimumOffer: '1e6' }, 'minimumOffer', 'Mindestgebot über 0 €'],
    ['a minimum above numeric(12,2)', { minimumOffer: '99999999999' }, 'minimumOffer', 'Mindestgebot'],
    ['a step of 0', { minimumStep: '0.00' }, 'minimumStep', 'Mindeststeigerung über 0 €'],
    ['negative minutes', { extensionMinutes: -1 }, 'extensionMinutes', 'von 0 bis 120 Minuten'],
    ['too many minutes', { extensionMinutes: 121 }, 'extensionMinutes', 'von 0 bis 120 Minuten'],
    ['fractional minutes', { extensionMinutes: 1.5 }, 'extensionMinutes', 'von 0 bis 120 Minuten'],
    ['a flag that is not a boolean', { minimumOfferShown: 'yes' }, 'minimumOfferShown', ''],
    ['a commission above 10 %', { buyerCommission: '10,01' }, 'buyerCommission', 'von 0 bis 10'],
    ['a negative commission', { buyerCommission: -1 }, 'buyerCommission', 'von 0 bis 10'],
    ['a commission with three decimals', { buyerCommission: '3.571' }, 'buyerCommission', 'Käuferprovision'],
    ['a commission in words', { buyerCommission: 'drei Prozent' }, 'buyerCommission', 'Käuferprovision'],
  ])('refuse %s with a 400 naming the field, and change nothing', async (_name, bad, field, message) => {
    const created = await create(OPEN_PROCEDURE);
    const before = await storedRow(created.id);
    const response = await admin.patch(`/api/admin/properties/${created.id}`, { title: 'Changed', ...bad });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    const error = body.errors.find((each) => each.path === field);
    expect(error, body.message).toBeDefined();
    expect(error!.message).toContain(message);
    expect(await storedRow(created.id)).toEqual(before);
    const refusedCreate = await admin.post('/api/admin/properties', validPropertyBody(bad));
    expect(refusedCreate.statusCode).toBe(400);
  });
});

const MINUTE_MS = 60_000;

/** The test app over real HTTP (for event streams), started by the first test that needs it. */
async function listeningPort(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

function offer(property: { id: string }, bidAmount: string, app: TestApp = t) {
  return app.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, bidAmount });
}

interface Refusal {
  message: string;
  reason?: string;
  lowestAcceptable?: string;
}

async function endOf(id: string): Promise<number> {
  return (await storedRow(id)).auctionEndDate.getTime();
}

async function rowsOf(id: string) {
  return t.db.select().from(offers).where(eq(offers.propertyId, id));
}

describe('the minimum offer', () => {
  it('refuses a lower offer with a 422 that names the minimum when it is shown', async () => {
    const property = await insertProperty(t.db, { minimumOffer: '450000.00' });
    const refused = await offer(property, '449999.99');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>()).toEqual({
      message: 'The minimum offer for this property is €450,000.00.',
      reason: 'below-minimum',
      lowestAcceptable: '450000.00',
    });
    expect(await rowsOf(property.id)).toHaveLength(0);
    expect((await offer(property, '450000.00')).statusCode).toBe(201);
  });

  it('refuses a lower offer without naming a hidden minimum', async () => {
    const property = await insertProperty(t.db, { minimumOffer: '450000.00', minimumOfferShown: false });
    const refused = await offer(property, '400000');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>()).toEqual({
      message: 'The offer is below the minimum for this property.',
      reason: 'below-minimum',
    });
    expect(refused.body).not.toContain('450');
    expect((await offer(property, '450000.01')).statusCode).toBe(201);
  });
});

describe('the open procedure', () => {
  it('takes an offer only at the highest plus the step, and names the lowest acceptable amount', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', minimumStep: '5000.00' });
    expect((await offer(property, '512000')).statusCode).toBe(201);
    const refused = await offer(property, '516999.99');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>()).toMatchObject({ reason: 'below-step', lowestAcceptable: '517000.00' });
    expect(refused.json<Refusal>().message).toContain('€517,000.00');
    expect((await offer(property, '517000')).statusCode).toBe(201);
    expect(await rowsOf(property.id)).toHaveLength(2);
  });

  it('measures the step from the minimum too: the higher of both applies', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', minimumStep: '1000', minimumOffer: '600000' });
    expect((await offer(property, '300000')).json<Refusal>()).toMatchObject({ reason: 'below-minimum' });
    expect((await offer(property, '600000')).statusCode).toBe(201);
    expect((await offer(property, '600500')).json<Refusal>()).toMatchObject({ lowestAcceptable: '601000.00' });
  });

  it('applies the step among offers arriving together, in the order they came', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', minimumStep: '1000' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => offer(property, '500000')));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json<Refusal>().lowestAcceptable).toBe('501000.00');
    }
    expect(await rowsOf(property.id)).toHaveLength(1);
  });

  it('is not a sealed procedure’s rule: a step set there is not applied', async () => {
    const property = await insertProperty(t.db, { offerMode: 'sealed', minimumStep: '5000' });
    expect((await offer(property, '500000')).statusCode).toBe(201);
    expect((await offer(property, '400000')).statusCode).toBe(201);
  });
});

describe('the late-offer extension', () => {
  async function lateProperty(endsInMs: number, extensionMinutes: number, overrides = {}): Promise<PropertyRow> {
    return insertProperty(t.db, { auctionEndDate: new Date(Date.now() + endsInMs), extensionMinutes, ...overrides });
  }

  it('moves the end to N minutes after an offer in the last N minutes', async () => {
    const property = await lateProperty(5 * MINUTE_MS, 15);
    const placed = await offer(property, '500000');
    expect(placed.statusCode).toBe(201);
    const [row] = await rowsOf(property.id);
    expect(await endOf(property.id)).toBe(row!.createdAt.getTime() + 15 * MINUTE_MS);
  });

  it('leaves the end alone for an offer before the last N minutes, and when the extension is off', async () => {
    const early = await lateProperty(30 * MINUTE_MS, 15);
    const off = await lateProperty(MINUTE_MS, 0);
    expect((await offer(early, '500000')).statusCode).toBe(201);
    expect((await offer(off, '500000')).statusCode).toBe(201);
    expect(await endOf(early.id)).toBe(early.auctionEndDate.getTime());
    expect(await endOf(off.id)).toBe(off.auctionEndDate.getTime());
  });

  it('does not move the end for a refused offer', async () => {
    const property = await lateProperty(MINUTE_MS, 15, { minimumOffer: '450000' });
    expect((await offer(property, '1000')).statusCode).toBe(422);
    expect(await endOf(property.id)).toBe(property.auctionEndDate.getTime());
  });

  it('gives 20 concurrent late offers through two instances one consistent end: the last offer’s time plus N', async () => {
    const second = await createTestApp({}, { database: { ...t.handle, close: async () => {} } });
    try {
      const property = await lateProperty(2 * MINUTE_MS, 15, { offerMode: 'open' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => offer(property, String(500000 + n * 100), n % 2 ? second : t)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
      const rows = await rowsOf(property.id);
      // No offer lost: every 201 has its row.
      expect(new Set(rows.map((row) => row.id))).toEqual(
        new Set(answers.map((answer) => answer.json<{ id: string }>().id)),
      );
      const last = Math.max(...rows.map((row) => row.createdAt.getTime()));
      expect(await endOf(property.id)).toBe(last + 15 * MINUTE_MS);
    } finally {
      await second.close();
    }
  });

  it('applies the step across two instances: concurrent equal offers, exactly one stored', async () => {
    const second = await createTestApp({}, { database: { ...t.handle, close: async () => {} } });
    try {
      const property = await lateProperty(2 * MINUTE_MS, 15, { offerMode: 'open', minimumStep: '100' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => offer(property, '700000', n % 2 ? second : t)),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(19);
      expect(await rowsOf(property.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('serialises the statements of two writers on one property (each batcher as another instance would)', async () => {
    const property = await lateProperty(2 * MINUTE_MS, 15, { offerMode: 'open', minimumStep: '100' });
    const otherWriters = t.handle.kind === 'postgres';
    const writers = [0, 1].map(() => new OfferBatcher(t.db, undefined, undefined, otherWriters));
    // Open connections for both writers first, so their first statements really run at once.
    await Promise.all([0, 1, 2, 3].map(() => t.db.execute(sql`select pg_sleep(0.05)`)));
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        writers[n % 2]!.insert({ propertyId: property.id, ...VALID_OFFER, bidAmount: '700000.00', language: 'de' }),
      ),
    );
    expect(stored.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(property.id)).toHaveLength(1);
  });

  it('accepts no offer after the real end', async () => {
    const property = await lateProperty(400, 0);
    const answers: { status: number; sentAt: number }[] = [];
    const sending: Promise<void>[] = [];
    for (let n = 0; n < 20; n += 1) {
      const sentAt = Date.now();
      sending.push(
        offer(property, '500000').then((answer) => void answers.push({ status: answer.statusCode, sentAt })),
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await Promise.all(sending);
    const end = property.auctionEndDate.getTime();
    const rows = await rowsOf(property.id);
    expect(rows.every((row) => row.createdAt.getTime() < end)).toBe(true);
    expect(rows).toHaveLength(answers.filter((answer) => answer.status === 201).length);
    expect(answers.filter((answer) => answer.sentAt > end).every((answer) => answer.status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 409)).toBe(true);
  });
});

interface StandingAnswer {
  mode: string;
  highestOffer: string | null;
  offerCount: number | null;
  endsAt: string;
  minimumOffer: string | null;
  minimumStep: string | null;
  extensionMinutes: number;
}

const standingOf = async (id: string) => t.client().get(`/api/properties/${id}/standing`);

describe('the public standing', () => {
  it('reveals nothing of the offers in the sealed procedure, nor a hidden minimum', async () => {
    const property = await insertProperty(t.db, {
      minimumOffer: '450000',
      minimumOfferShown: false,
      minimumStep: '5000',
      extensionMinutes: 15,
    });
    expect((await offer(property, '600000')).statusCode).toBe(201);
    const answer = await standingOf(property.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json<StandingAnswer>()).toEqual({
      mode: 'sealed',
      highestOffer: null,
      offerCount: null,
      endsAt: property.auctionEndDate.toISOString(),
      minimumOffer: null,
      minimumStep: null,
      extensionMinutes: 15,
      verifiedOffersOnly: false,
      offersRequireDocuments: false,
      offersRequireViewing: false,
      awarded: false,
    });
    expect(answer.body).not.toContain('600000');
    expect(answer.body).not.toContain('450000');
  });

  it('shows the highest offer, their number, the shown minimum and the step in the open procedure', async () => {
    const property = await insertProperty(t.db, { offerMode: 'open', minimumOffer: '450000', minimumStep: '5000' });
    expect((await standingOf(property.id)).json<StandingAnswer>()).toMatchObject({
      highestOffer: null,
      offerCount: 0,
      minimumOffer: '450000.00',
      minimumStep: '5000.00',
    });
    await offer(property, '500000');
    await offer(property, '512000');
    expect((await standingOf(property.id)).json<StandingAnswer>()).toMatchObject({
      mode: 'open',
      highestOffer: '512000.00',
      offerCount: 2,
    });
  });

  it('answers 404 for an inactive, unknown or malformed property', async () => {
    const inactive = await insertProperty(t.db, { isActive: false });
    expect((await standingOf(inactive.id)).statusCode).toBe(404);
    expect((await standingOf('6f1c2d3e-4b5a-4c6d-8e7f-901234567890')).statusCode).toBe(404);
    expect((await standingOf('nope')).statusCode).toBe(404);
    expect((await t.client().get(`/api/properties/${inactive.id}/events`)).statusCode).toBe(404);
  });

  it('streams the new standing and the moved end when an offer is stored', async () => {
    const property = await insertProperty(t.db, {
      offerMode: 'open',
      extensionMinutes: 15,
      auctionEndDate: new Date(Date.now() + 2 * MINUTE_MS),
    });
    const port = await listeningPort();
    const stream = await readEventStream(`http://127.0.0.1:${port}/api/properties/${property.id}/events`);
    const { response } = stream;
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const standingsOf = () =>
      stream.events.filter((e) => e.event === 'standing').map((e) => JSON.parse(e.data) as StandingAnswer);
    try {
      // The latest standing counts, not how many came: a notice of an earlier change may add one.
      await expect
        .poll(() => standingsOf().at(-1), { timeout: 5_000 })
        .toMatchObject({ highestOffer: null, offerCount: 0 });
      expect((await offer(property, '530000')).statusCode).toBe(201);
      const [row] = await rowsOf(property.id);
      await expect
        .poll(() => standingsOf().at(-1), { timeout: 5_000 })
        .toMatchObject({
          highestOffer: '530000.00',
          offerCount: 1,
          endsAt: new Date(row!.createdAt.getTime() + 15 * MINUTE_MS).toISOString(),
        });
    } finally {
      await stream.close();
    }
  });
  it('sends a sealed procedure’s watchers nothing when offers arrive: no count, no timing; a visible change is sent', async () => {
    const property = await insertProperty(t.db, {
      offerMode: 'sealed',
      auctionEndDate: new Date(Date.now() + 60 * MINUTE_MS),
    });
    const port = await listeningPort();
    const base = `http://127.0.0.1:${port}`;
    const watching = await readEventStream(`${base}/api/properties/${property.id}/events`);
    // The admin's stream hears every stored offer from the same notices the public watchers hear.
    const agent = await readEventStream(`${base}/api/admin/events`, { cookie: admin.cookieHeader() });
    const standings = () => watching.events.filter((e) => e.event === 'standing');
    try {
      await expect.poll(() => standings().length, { timeout: 5_000 }).toBe(1);
      for (const amount of ['510000', '520000', '530000']) expect((await offer(property, amount)).statusCode).toBe(201);
      await expect.poll(() => agent.events.filter((e) => e.event === 'offer').length, { timeout: 5_000 }).toBe(3);

      const laterEnd = new Date(Date.now() + 120 * MINUTE_MS);
      laterEnd.setMilliseconds(0);
      expect(
        (await admin.patch(`/api/admin/properties/${property.id}`, { auctionEndDate: laterEnd.toISOString() }))
          .statusCode,
      ).toBe(200);
      await expect
        .poll(() => (JSON.parse(standings().at(-1)!.data) as StandingAnswer).endsAt, { timeout: 5_000 })
        .toBe(laterEnd.toISOString());
      // The first standing and the moved end: the three offers sent nothing.
      expect(standings()).toHaveLength(2);
      expect(JSON.parse(standings()[1]!.data)).toMatchObject({ mode: 'sealed', highestOffer: null, offerCount: null });
    } finally {
      await watching.close();
      await agent.close();
    }
  });

  it('streams the standing again when the admin moves the end, changes the rules or deletes the offers', async () => {
    const property = await insertProperty(t.db, {
      offerMode: 'open',
      auctionEndDate: new Date(Date.now() + 60 * MINUTE_MS),
    });
    expect((await offer(property, '530000')).statusCode).toBe(201);
    const port = await listeningPort();
    const stream = await readEventStream(`http://127.0.0.1:${port}/api/properties/${property.id}/events`);
    const standingsOf = () =>
      stream.events.filter((e) => e.event === 'standing').map((e) => JSON.parse(e.data) as StandingAnswer);
    try {
      await expect.poll(() => standingsOf().at(-1)?.offerCount, { timeout: 5_000 }).toBe(1);
      const laterEnd = new Date(Date.now() + 120 * MINUTE_MS);
      laterEnd.setMilliseconds(0);
      const moved = await admin.patch(`/api/admin/properties/${property.id}`, {
        auctionEndDate: laterEnd.toISOString(),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await expect.poll(() => standingsOf().at(-1)?.endsAt, { timeout: 5_000 }).toBe(laterEnd.toISOString());

      expect((await admin.patch(`/api/admin/properties/${property.id}`, { offerMode: 'sealed' })).statusCode).toBe(200);
      await expect.poll(() => standingsOf().at(-1)?.highestOffer, { timeout: 5_000 }).toBeNull();

      expect((await admin.patch(`/api/admin/properties/${property.id}`, { offerMode: 'open' })).statusCode).toBe(200);
      await expect.poll(() => standingsOf().at(-1)?.offerCount, { timeout: 5_000 }).toBe(1);
      expect((await admin.delete('/api/admin/bids')).statusCode).toBe(200);
      await expect.poll(() => standingsOf().at(-1)?.offerCount, { timeout: 5_000 }).toBe(0);
    } finally {
      await stream.close();
    }
  });
});
