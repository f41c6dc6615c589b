import pg from 'pg';

const LONGEST_RECONNECT_MS = 30_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries); resolves once the
 * first attempt to connect is over (a failed one is retried in the background). A lost
 * connection (a PostgreSQL restart) is reopened with growing pauses; notifications sent while it
 * was away are lost, which the listeners accept (they are hints to refresh, not data).
 */
interface ListenerCallbacks {
  onPayload: (payload: string) => void;
  /** Listening again after a lost connection. */
  onResumed?: () => void;
  onError: (error: Error) => void;
}

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  { onPayload, onResumed, onError }: ListenerCallbacks,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let listenedBefore = false;
  let stopped = false;
  let pause = 500;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      pause = 500;
      if (stopped) await next.end();
      else if (listenedBefore) onResumed?.();
      listenedBefore = true;
    } catch (error) {
      onError(error as Error);
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, LONGEST_RECONNECT_MS);
  };

  // Listening before this returns: a notification right after start-up is not missed.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
