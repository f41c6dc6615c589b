/**
 * Decision 65: an open admin is told of each new offer without reloading (Server-Sent Events), also
 * of offers stored by another instance on the same database (PostgreSQL LISTEN/NOTIFY), and of other
 * changes to offers (a withdrawal) so that its lists are fetched again.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { readEventStream } from '../helpers/event-stream';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

/** Opens the admin's event stream over real HTTP and collects its events. */
async function eventStream(app: TestApp) {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const admin = await app.adminClient();
  const stream = await readEventStream(`http://127.0.0.1:${port}/api/admin/events`, { cookie: admin.cookieHeader() });
  open.push(stream);
  return Object.assign(stream, { admin });
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('no event in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A database two apps share; the test closes it after both. */
async function sharedDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  open.unshift({ close: () => handle.close() });
  return { ...handle, close: async () => {} };
}

describe('live updates for an open admin', () => {
  it('streams each new offer with the bidder and the property', async () => {
    const app = await createTestApp();
    open.push(app);
    const property = await insertProperty(app.db);
    const { response, events } = await eventStream(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-accel-buffering')).toBe('no');

    const placed = await app
      .client()
      .post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, bidAmount: '812000' });
    expect(placed.statusCode).toBe(201);
    await until(() => events.length > 0);
    expect(events[0]!.event).toBe('offer');
    expect(JSON.parse(events[0]!.data)).toMatchObject({
      id: placed.json().id,
      propertyId: property.id,
      propertyTitle: property.title,
      firstName: VALID_OFFER.firstName,
      lastName: VALID_OFFER.lastName,
      bidAmount: '812000.00',
    });
  });

  it('tells an admin on one instance of an offer stored by another', async () => {
    const database = await sharedDatabase();
    const watching = await createTestApp({}, { database });
    const storing = await createTestApp({}, { database });
    open.push(watching, storing);
    const property = await insertProperty(storing.db);
    const { events } = await eventStream(watching);

    for (const lastName of ['Erste', 'Zweite']) {
      const placed = await storing.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, lastName });
      expect(placed.statusCode).toBe(201);
    }
    await until(() => events.length >= 2);
    expect(events.map((event) => JSON.parse(event.data).lastName)).toEqual(['Erste', 'Zweite']);
  });

  it('tells an admin on one instance of a withdrawal on another, as a change of its property', async () => {
    const database = await sharedDatabase();
    const watching = await createTestApp({}, { database });
    const bidding = await createTestApp({}, { database });
    open.push(watching, bidding);
    const property = await insertProperty(bidding.db, { offerMode: 'open' });
    const placed = await bidding.client().post(`/api/properties/${property.id}/bids`, VALID_OFFER);
    expect(placed.statusCode).toBe(201);
    const { events } = await eventStream(watching);

    const withdrawn = await bidding.client().post(`/api/my-offers/${placed.json().myOffersToken}/withdrawal`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await until(() => events.some((event) => event.event === 'changed'));
    const changes = events.filter((event) => event.event === 'changed').map((event) => JSON.parse(event.data));
    expect(changes).toContainEqual({ propertyId: property.id });
    // No new offer was made: nothing to announce.
    expect(events.filter((event) => event.event === 'offer')).toEqual([]);
  });

  it('is for signed-in admins only', async () => {
    const app = await createTestApp();
    open.push(app);
    expect((await app.client().get('/api/admin/events')).statusCode).toBe(401);
  });

  it('ends open streams when the server closes, so it does not wait for them', async () => {
    const app = await createTestApp();
    const { events } = await eventStream(app);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(events).toEqual([]);
  });
});

describe('the stream ends with its session', () => {
  it('at once when the admin signs out', async () => {
    const app = await createTestApp();
    open.push(app);
    const stream = await eventStream(app);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    expect((await stream.admin.post('/api/logout')).statusCode).toBe(200);
    await until(() => ended);
  });

  it('within seconds when the session is gone from the database (a new password on the command line)', async () => {
    const app = await createTestApp();
    open.push(app);
    const stream = await eventStream(app);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    // What `npm run admin -- password` does to the admin's sessions.
    await app.db.delete(sessions);
    await until(() => ended, 30_000);
    // Until then it was open: the ending came from the check, not from the connection.
    expect(stream.response.status).toBe(200);
  });
});
