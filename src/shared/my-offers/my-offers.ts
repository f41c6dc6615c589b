/**
 * A bidder's own page for one property ("my offers", decision 0110): its address carries a token
 * made from one of their offers, the only credential. The token is the offer's id (32 hex digits)
 * and a keyed hash of it (22 base64url characters), so the server checks it without storing it.
 */

export const BIDDER_TOKEN_PATTERN = /^[0-9a-f]{32}[A-Za-z0-9_-]{22}$/;

const MY_OFFERS_PREFIX = '/meine-angebote/';

/** The page a bidder opens from the confirmation dialog or mail. */
export const myOffersPath = (token: string) => `${MY_OFFERS_PREFIX}${token}`;

/** The token of a "my offers" page path, or null for any other path. */
export function bidderTokenOfPath(path: string): string | null {
  if (!path.startsWith(MY_OFFERS_PREFIX)) return null;
  const token = path.slice(MY_OFFERS_PREFIX.length);
  return BIDDER_TOKEN_PATTERN.test(token) ? token : null;
}

export const isMyOffersPath = (path: string) => path.startsWith(MY_OFFERS_PREFIX);

/** Paths that carry a bidder's token, as logs may show them: the token replaced. */
export function withoutBidderToken(path: string): string {
  return path.replace(/^(\/meine-angebote\/|\/api\/my-offers\/)[^/?]+/, '$1…');
}
