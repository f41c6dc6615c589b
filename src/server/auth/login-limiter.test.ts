import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

const WINDOW_MS = 15 * 60 * 1000;

function limiterAt(start = 1_000_000, maxKeys?: number) {
  const clock = { now: start };
  const limiter = new LoginLimiter({ maxFailures: 10, windowMs: WINDOW_MS, now: () => clock.now, maxKeys });
  return { limiter, clock };
}

describe('LoginLimiter', () => {
  it('allows ten failures and blocks the eleventh attempt', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 9; i += 1) limiter.recordFailure('ip:1');
    expect(limiter.retryAfterSeconds('ip:1')).toBe(0);
    limiter.recordFailure('ip:1');
    expect(limiter.retryAfterSeconds('ip:1')).toBe(WINDOW_MS / 1000);
  });

  it('counts keys separately', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 10; i += 1) limiter.recordFailure('user:a');
    expect(limiter.retryAfterSeconds('user:a')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('user:b')).toBe(0);
  });

  it('slides: the wait ends when the oldest of the last ten failures leaves the window', () => {
    const { limiter, clock } = limiterAt();
    limiter.recordFailure('k');
    clock.now += 60_000;
    for (let i = 0; i < 9; i += 1) limiter.recordFailure('k');
    expect(limiter.retryAfterSeconds('k')).toBe(WINDOW_MS / 1000 - 60);
    clock.now += WINDOW_MS - 60_000 - 1;
    expect(limiter.retryAfterSeconds('k')).toBe(1);
    clock.now += 1;
    expect(limiter.retryAfterSeconds('k')).toBe(0);
    clock.now += 60_000;
    expect(limiter.retryAfterSeconds('k')).toBe(0);
  });

  it('never answers a wait below one second while blocked', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 10; i += 1) limiter.recordFailure('k');
    clock.now += WINDOW_MS - 10;
    expect(limiter.retryAfterSeconds('k')).toBe(1);
  });

  it('reset clears a key', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 10; i += 1) limiter.recordFailure('k');
    limiter.reset('k');
    expect(limiter.retryAfterSeconds('k')).toBe(0);
  });

  it('bounds memory by dropping the oldest keys', () => {
    const { limiter } = limiterAt(1_000_000, 3);
    for (let i = 0; i < 10; i += 1) limiter.recordFailure('first');
    for (const key of ['b', 'c', 'd']) limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds('first')).toBe(0);
  });
});
