import { afterEach, describe, expect, it } from 'vitest';
import { startOverloadMonitor, type OverloadMonitor } from './overload-monitor';

const busyFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let monitor: OverloadMonitor | undefined;
afterEach(() => monitor?.stop());

describe('the overload monitor', () => {
  it('does not count one long pause (a start-up, a slow query) as overload', async () => {
    monitor = startOverloadMonitor({ maxEventLoopDelayMs: 100, sampleIntervalMs: 50 });
    await pause(120);
    busyFor(400);
    // The interval that saw the pause has run; the verdict needs a second one in a row.
    await pause(5);
    expect(monitor.overloaded).toBe(false);
    await pause(150);
    expect(monitor.overloaded).toBe(false);
  });

  it('reports lag that lasts, and recovers once it is gone', async () => {
    monitor = startOverloadMonitor({ maxEventLoopDelayMs: 50, sampleIntervalMs: 40 });
    await pause(100);
    for (let slice = 0; slice < 8; slice++) {
      busyFor(150);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(monitor.overloaded).toBe(true);
    await expect.poll(() => monitor!.overloaded, { timeout: 20_000, interval: 20 }).toBe(false);
  });
});
