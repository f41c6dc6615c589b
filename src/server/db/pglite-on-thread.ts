import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database (PGlite) run on a worker thread (`pglite-thread.mjs`), with the part of
 * PGlite's interface that Drizzle and our handle use: queries, transactions, LISTEN, close. A
 * statement then holds that thread only, so requests answered from memory (the public pages) go
 * on while offers are stored. Statements still run one at a time, in the order they were sent,
 * and a transaction holds the database until it ends, as on PGlite itself.
 */
export class PgliteOnThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly onLost: (reason: Error) => void,
  ) {
    worker.on('message', (message: ThreadMessage) => this.received(message));
    worker.on('error', (error) => this.lost(error));
    worker.on('exit', () => this.lost(new Error('The embedded database is not queryable: its thread ended')));
    worker.unref();
  }

  /**
   * dataDir undefined means in memory; `dump` is a data directory from PGlite's dumpDataDir.
   * `onLost` hears of a thread that ended without being closed (PostgreSQL aborted inside it).
   */
  static async start(
    dataDir?: string,
    dump?: Uint8Array,
    onLost: (reason: Error) => void = () => undefined,
  ): Promise<PgliteOnThread> {
    // Plain JavaScript: none of this process's loaders (tsx under the tests) are needed there,
    // and each would cost the thread seconds to start.
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir, dump },
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const first = (message: ThreadMessage) => {
        worker.off('error', reject);
        if (message.op === 'ready') resolve();
        else reject(asError(message.op === 'failed' ? message.error : undefined));
      };
      worker.once('message', first);
      worker.once('error', reject);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteOnThread(worker, onLost);
  }

  get closed(): boolean {
    return this.stopped !== undefined;
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.request({ op: 'query', text, params, ...crossingOptions(options) });
  }

  /** Like PGlite's: commits when `callback` resolves, rolls back (and rethrows) when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await this.request<number>({ op: 'begin' });
    const inTransaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.request<Results<R>>({ op: 'query', tx, text, params, ...crossingOptions(options) }),
      closed: false,
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(inTransaction);
    } catch (error) {
      await this.request({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.request({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = await this.request<number>({ op: 'listen', channel });
    this.listeners.set(id, callback);
    return async () => {
      this.listeners.delete(id);
      if (!this.closed) await this.request({ op: 'unlisten', listener: id });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.request({ op: 'close' });
    this.stop(new Error('The embedded database is not queryable: it was closed'));
    await this.worker.terminate();
  }

  /** This object typed as the PGlite client Drizzle takes: it answers every call Drizzle makes. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // Waiting for an answer keeps the process alive (a command line run awaiting its query);
    // an idle database does not.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private received(message: ThreadMessage): void {
    if (message.op === 'notify') {
      this.listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (!('id' in message)) return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(asError(message.error));
  }

  private lost(reason: Error): void {
    if (this.stopped) return;
    this.stop(reason);
    this.onLost(reason);
  }

  private stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
    this.listeners.clear();
  }
}

type PlainError = { name: string; message: string } & Record<string, unknown>;

type ThreadMessage =
  | { op: 'ready' }
  | { op: 'failed'; error: PlainError }
  | { op: 'notify'; listener: number; payload: string }
  | { op?: undefined; id: number; ok: true; value: unknown }
  | { op?: undefined; id: number; ok: false; error: PlainError };

/** An error of the thread as an Error here, with PostgreSQL's fields (code, constraint, ...). */
function asError(plain: PlainError | undefined): Error {
  const error = new Error(plain?.message ?? 'The embedded database did not start');
  return Object.assign(error, plain ?? {});
}

/**
 * Functions cannot cross threads. Drizzle's type parsers all hand the database's text through
 * unchanged (dates, intervals, numeric arrays), so the thread is told which types to leave as
 * text; any other parser is refused rather than silently dropped.
 */
function crossingOptions(options: QueryOptions | undefined): { rowMode?: string; rawTypes?: number[] } {
  const rawTypes = Object.entries(options?.parsers ?? {}).map(([oid, parser]) => {
    if (parser('probe', Number(oid)) !== 'probe') {
      throw new Error(`Only pass-through type parsers reach the embedded database (type ${oid})`);
    }
    return Number(oid);
  });
  return { rowMode: options?.rowMode, rawTypes };
}
