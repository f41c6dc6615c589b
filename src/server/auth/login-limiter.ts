/**
 * Counts failed logins per key (an IP or a username) in a sliding window. In memory: with several
 * instances each keeps its own count (see docs/decisions/0004-login-throttling.md).
 */
export interface LoginLimiterOptions {
  maxFailures: number;
  windowMs: number;
  /** Bounds memory under a spray of usernames; the oldest keys are dropped first. */
  maxKeys?: number;
  now?: () => number;
}

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: LoginLimiterOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds until the next attempt is allowed, or 0 when the key may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.maxFailures) return 0;
    const oldest = recent[recent.length - this.options.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size > this.maxKeys) {
      const oldestKey = this.failures.keys().next().value;
      if (oldestKey !== undefined) this.failures.delete(oldestKey);
    }
  }

  /** Takes back the most recent failure (an attempt counted up front that turned out right). */
  forgiveLatest(key: string): void {
    const recent = this.recent(key);
    recent.pop();
    if (recent.length === 0) this.failures.delete(key);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
