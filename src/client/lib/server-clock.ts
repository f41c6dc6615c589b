/**
 * The server's clock as the client can know it: every API answer carries a Date header, and the
 * difference to the local clock is kept. A visitor's device may be minutes or days off; deadlines
 * shown on the page follow the server, which is the one that refuses late offers.
 */
let offsetMs = 0;

export function noteServerDate(response: Pick<Response, 'headers'>): void {
  const header = response.headers.get('date');
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (!Number.isNaN(serverTime)) offsetMs = serverTime - Date.now();
}

/** Now, by the server's clock (to about a second: the header has whole seconds). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
