/**
 * A client that opens event streams and never closes them is refused beyond a bound (each costs a
 * socket and a watcher); closing one makes room again, and other addresses are not affected.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STREAMS_PER_CLIENT } from '#server/api/event-streams.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { readEventStream, type EventStreamReader } from '../helpers/event-stream';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let property: PropertyRow;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  property = await insertProperty(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/properties/${property.id}/events`;
});
afterAll(() => t.close());

it('refuses one address more open streams than the bound with 429, and takes one again after a close', async () => {
  const streams: EventStreamReader[] = [];
  try {
    for (let opened = 0; opened < STREAMS_PER_CLIENT; opened++) {
      const stream = await readEventStream(url);
      streams.push(stream);
      expect(stream.response.status).toBe(200);
    }
    const refused = await t.client().get(`/api/properties/${property.id}/events`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json().message).toMatch(/Too many open event streams/);

    await streams.pop()!.close();
    // The server sees the close a moment later.
    await expect
      .poll(async () => {
        const again = await readEventStream(url);
        streams.push(again);
        return again.response.status;
      })
      .toBe(200);
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
  }
});
