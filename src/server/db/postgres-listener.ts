import pg from 'pg';

const LONGEST_RECONNECT_MS = 30_000;
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'offers-listener';

interface Subscriber {
  onPayload: (payload: string) => void;
  /** Listening again after a lost connection: notifications may have been missed meanwhile. */
  onResumed?: () => void;
}

/**
 * Every LISTEN of one database handle on one connection of its own (a pooled one would be handed
 * to other queries), however many channels and subscribers: with N instances that is N
 * connections, not N per channel. A lost connection (a PostgreSQL restart) is reopened with
 * growing pauses and every channel listened to again; notifications sent while it was away are
 * lost, which the subscribers accept (they are hints to refresh, not data) and are told of
 * (onResumed). The connection closes when the last subscriber leaves.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | undefined;
  /** The attempt to connect in progress, if any. */
  private connecting: Promise<void> | undefined;
  private running = false;
  private listenedBefore = false;
  private pause = 500;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Resolves once listening (or, when the database is away, once the first attempt is over). */
  async listen(
    channel: string,
    onPayload: Subscriber['onPayload'],
    onResumed?: Subscriber['onResumed'],
  ): Promise<() => Promise<void>> {
    const subscriber: Subscriber = { onPayload, onResumed };
    const subscribers = this.channels.get(channel) ?? new Set<Subscriber>();
    const isNewChannel = subscribers.size === 0;
    subscribers.add(subscriber);
    this.channels.set(channel, subscribers);
    if (!this.running) {
      this.running = true;
      await this.connect();
    } else {
      await this.connecting;
      // A connection made before this channel existed does not listen to it yet (twice is harmless).
      if (isNewChannel) await this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    }
    return () => this.unsubscribe(channel, subscriber);
  }

  private async unsubscribe(channel: string, subscriber: Subscriber): Promise<void> {
    const subscribers = this.channels.get(channel);
    if (!subscribers?.delete(subscriber) || subscribers.size > 0) return;
    this.channels.delete(channel);
    if (this.channels.size === 0) return this.stop();
    await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
  }

  /** Ends listening for every subscriber (the database handle closes). */
  async close(): Promise<void> {
    this.channels.clear();
    await this.stop();
  }

  private async stop(): Promise<void> {
    this.running = false;
    this.listenedBefore = false;
    clearTimeout(this.retry);
    this.retry = undefined;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting = this.attempt().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async attempt(): Promise<void> {
    if (!this.running) return;
    const next = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const subscriber of this.channels.get(message.channel) ?? []) subscriber.onPayload(message.payload);
    });
    next.on('error', (error) => {
      this.onError(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (this.client !== next) return;
      this.client = undefined;
      this.schedule();
    });
    try {
      await next.connect();
      for (const channel of this.channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (!this.running) {
        await next.end();
        return;
      }
      this.client = next;
      this.pause = 500;
      if (this.listenedBefore) this.resumed();
      this.listenedBefore = true;
    } catch (error) {
      this.onError(error as Error);
      await next.end().catch(() => undefined);
      this.schedule();
    }
  }

  private resumed(): void {
    for (const subscribers of this.channels.values()) for (const subscriber of subscribers) subscriber.onResumed?.();
  }

  private schedule(): void {
    if (!this.running || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.pause);
    this.retry.unref();
    this.pause = Math.min(this.pause * 2, LONGEST_RECONNECT_MS);
  }
}
