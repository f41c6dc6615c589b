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

/** Ends a turn in the account's line: call it once, when the check is over. */
export type LeaveLine = () => void;
const NOT_IN_LINE: LeaveLine = () => {};

/**
 * Guessing one account's password from many addresses: the limits per address do not see it, and
 * refusing the account would let any stranger lock the admin out. So failures are counted per
 * account across addresses (in the database, shared by instances), and past a few the account's
 * checks wait in a line in this instance: each starts only when the one before it is over, and then
 * after a delay set by the failures counted by then (1 s doubling to 30 s). A burst of guesses
 * therefore meets the full delays one after another (1, 2, 4 ... 30 s), not the delay that stood when
 * it arrived, which bounds the guesses per account to a couple a minute and keeps their password
 * checks (a core each while they run) rare. Nothing is refused: the real admin is at worst delayed,
 * and not at all on a device they signed in on before (auth/known-device.ts).
 */
export class AccountSlowdown {
  private readonly failures: LoginLimiter;
  /** Per account, the end of the last check that joined this instance's line. */
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

  /** Resolves when this account's next check may run, with what to call when that check is over. */
  async takeTurn(account: string): Promise<LeaveLine> {
    if (!this.lines.has(account) && (await this.delayNow(account)) === 0) return NOT_IN_LINE;
    // Joins the line synchronously here, so parallel arrivals queue one after another.
    const previous = this.lines.get(account);
    let over!: () => void;
    const done = new Promise<void>((resolve) => (over = resolve));
    this.lines.set(account, done);
    const leave = () => {
      over();
      if (this.lines.get(account) === done) this.lines.delete(account);
    };
    try {
      await previous;
      await sleep(await this.delayNow(account));
    } catch (error) {
      leave();
      throw error;
    }
    return leave;
  }

  private async delayNow(account: string): Promise<number> {
    return delayAfter(await this.failures.count(account), this.options);
  }

  /** Counted up front, like the other limits; a correct password takes it back. */
  async countFailure(account: string): Promise<void> {
    await this.failures.attempt(account);
  }

  async forgiveLatest(account: string): Promise<void> {
    await this.failures.forgiveLatest(account);
  }
}
