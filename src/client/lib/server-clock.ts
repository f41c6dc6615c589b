/**
 * The server's clock as the client can know it: every API answer carries a Date header, and the
 * difference to the local clock is kept. A visitor's device may be minutes or days off; deadlines
 * shown on the page follow the server, which is the one that refuses late offers.
 */
let offsetMs = 0;
let known = false;
let syncing: Promise<void> | null = null;

export function noteServerDate(response: Pick<Response, 'headers'>): void {
  const header = response.headers.get('date');
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  offsetMs = serverTime - Date.now();
  known = true;
}

/** Now, by the server's clock (to about a second: the header has whole seconds). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * Learns the server's time when no answer has told it yet (a page rendered by the server needs no
 * API call): one HEAD request to /healthz, made once. A failure leaves the device's clock in use.
 */
export function syncServerClock(): Promise<void> {
  if (known) return Promise.resolve();
  syncing ??= fetch('/healthz', { method: 'HEAD', cache: 'no-store' }).then(noteServerDate, () => undefined);
  return syncing;
}
