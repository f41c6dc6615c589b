import { availableParallelism } from 'node:os';

/** Frees the slot a check held; call it once, when the check is over. */
export type LeaveGate = () => void;

/**
 * A sign-in's password check runs scrypt with 128 MiB on libuv's thread pool: the same four threads
 * that read static files, images and uploads. Unbounded, a flood of guesses from many addresses
 * queues ahead of every file read and stalls the public site. So at most `concurrent` checks run
 * at once and `waiting` more wait their turn; any more are refused at once (the route answers 429
 * with Retry-After) and cost nothing but the refusal.
 */
export class PasswordCheckGate {
  private running = 0;
  private readonly queue: Array<(leave: LeaveGate) => void> = [];
  /** A running mean of how long a check holds its slot, for Retry-After. */
  private meanHoldMs = 700;

  constructor(
    readonly concurrent: number,
    readonly waiting: number,
  ) {}

  /** A slot now or after the checks ahead of it; undefined when the queue is full too. */
  tryEnter(): Promise<LeaveGate> | undefined {
    if (this.running < this.concurrent) {
      this.running += 1;
      return Promise.resolve(this.leaveOnce());
    }
    if (this.queue.length >= this.waiting) return undefined;
    return new Promise((resolve) => this.queue.push(resolve));
  }

  /** True when a check now would be refused. */
  isFull(): boolean {
    return this.running >= this.concurrent && this.queue.length >= this.waiting;
  }

  /** Seconds until a refused check would likely find room: the checks ahead of it, one after another. */
  retryAfterSeconds(): number {
    const ahead = this.running + this.queue.length;
    return Math.max(1, Math.ceil((ahead * this.meanHoldMs) / this.concurrent / 1000));
  }

  private leaveOnce(): LeaveGate {
    const enteredAt = Date.now();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.meanHoldMs = 0.8 * this.meanHoldMs + 0.2 * (Date.now() - enteredAt);
      const next = this.queue.shift();
      // The slot passes straight to the next in line, so `running` never drops below what runs.
      if (next) next(this.leaveOnce());
      else this.running -= 1;
    };
  }
}

/**
 * Half the cores, one at least and two at most: the other cores keep serving pages, and at least
 * two of libuv's four threads stay free for file reads.
 */
export function defaultConcurrentPasswordChecks(): number {
  return Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
}
