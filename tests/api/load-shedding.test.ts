/** Overload is a 503 with Retry-After, not a hang; /readyz says so; /healthz keeps answering. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ maxEventLoopDelayMs: 30 }, { loadSampleIntervalMs: 25 });
});
afterAll(() => t.close());

/** Keeps the event loop busy in slices, as a flood of heavy requests would. */
async function lagEventLoop(totalMs: number): Promise<void> {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Date.now() + 120;
    while (Date.now() < sliceEnd) {
      // busy
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('an overloaded process', () => {
  it('answers 503 with Retry-After and {message}, while /healthz still answers 200', async () => {
    // Start-up itself may have lagged the loop: wait until the process counts as rested.
    await expect
      .poll(async () => (await t.client().get('/readyz')).statusCode, { timeout: 5_000, interval: 50 })
      .toBe(200);

    await lagEventLoop(600);
    const [ready, properties, health] = await Promise.all([
      t.client().get('/readyz'),
      t.client().get('/api/properties'),
      t.client().get('/healthz'),
    ]);
    for (const response of [ready, properties]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toEqual({ message: 'The server is busy. Please try again shortly.' });
      // Refused at the front door, still with the security headers of every answer.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    expect(health.statusCode).toBe(200);
  });

  it('recovers once the load is gone', async () => {
    await expect
      .poll(async () => (await t.client().get('/readyz')).statusCode, { timeout: 5_000, interval: 50 })
      .toBe(200);
  });
});

describe('a query the database fails', () => {
  it('answers 503 with Retry-After, never 500 (on either driver)', async () => {
    const broken = await createTestApp();
    try {
      await broken.handle.close();
      const response = await broken.client().get('/api/properties');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
      expect((await broken.client().get('/readyz')).statusCode).toBe(503);
    } finally {
      await broken.app.close().catch(() => undefined);
    }
  });
});
