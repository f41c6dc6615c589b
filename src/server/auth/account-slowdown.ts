import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client';
import { LoginLimiter } from './login-limiter';

export interface AccountSlowdownOptions {
  /** Failures of one account (from any addresses) within the window that cost no delay. */
  freeFailures: number;
  /** The delay after the free ones; it doubles with each further failure... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
}

export const ACCOUNT_SLOWDOWN: AccountSlowdownOptions = { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 30_000 };
const WINDOW_MS = 15 * 60 * 1000;

/** The delay a check waits after `failures` recent failures of its account. */
export function delayAfter(failures: number, options: AccountSlowdownOptions): number {
  if (failures < options.freeFailures) return 0;
  return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** (failures - options.freeFailures));
}

/**
 * Guessing one account's password from many addresses: the limits per address do not see it, and
 * refusing the account would let any stranger lock the admin out. So failures are counted per
 * account across addresses (in the database, shared by instances), and past a few the account's
 * checks wait their turn: one after another in this instance, each a growing delay after the one
 * before (1 s doubling to 30 s), which bounds the guesses per account to a couple a minute. Nothing is
 * refused: the real admin is at worst delayed, and not at all on a device they signed in on before
 * (auth/known-device.ts).
 */
export class AccountSlowdown {
  private readonly failures: LoginLimiter;
  /** Per account, the end of the last turn handed out in this instance. */
  private readonly lines = new Map<string, Promise<void>>();

  constructor(
    db: Database,
    private readonly options: AccountSlowdownOptions,
  ) {
    this.failures = new LoginLimiter(db, {
      name: 'account',
      maxFailures: Number.MAX_SAFE_INTEGER,
      windowMs: WINDOW_MS,
    });
  }

  /** Resolves when this account's next check may run. */
  async waitTurn(account: string): Promise<void> {
    const delayMs = delayAfter(await this.failures.count(account), this.options);
    const previous = this.lines.get(account);
    if (delayMs === 0 && !previous) return;
    const turn = (previous ?? Promise.resolve()).then(() => sleep(delayMs));
    this.lines.set(account, turn);
    await turn;
    if (this.lines.get(account) === turn) this.lines.delete(account);
  }

  /** Counted up front, like the other limits; a correct password takes it back. */
  async countFailure(account: string): Promise<void> {
    await this.failures.attempt(account);
  }

  async forgiveLatest(account: string): Promise<void> {
    await this.failures.forgiveLatest(account);
  }
}
