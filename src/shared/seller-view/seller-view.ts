/** The seller's read-only view of a property (decision 0074): limits and the page's address. */

export const SELLER_LINK_LIMITS = {
  label: 120,
  /** A link lives at most a year: a procedure that runs longer gets a new one. */
  maxDays: 365,
} as const;

/** The durations the admin's dialog offers; a date of the agent's choice is the other way. */
export const SELLER_LINK_DURATIONS = [7, 30, 90] as const;
export const DEFAULT_SELLER_LINK_DAYS = 30;

/** 32 random bytes in base64url: 43 characters. */
export const SELLER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const SELLER_VIEW_PREFIX = '/verkauf/';

/** The page a seller opens. */
export const sellerViewPath = (token: string) => `${SELLER_VIEW_PREFIX}${token}`;

/** The token of a seller's page path, or null for any other path. */
export function sellerTokenOfPath(path: string): string | null {
  if (!path.startsWith(SELLER_VIEW_PREFIX)) return null;
  const token = path.slice(SELLER_VIEW_PREFIX.length);
  return SELLER_TOKEN_PATTERN.test(token) ? token : null;
}

/** Paths that carry a seller's token, as logs may show them: the token replaced. */
export function withoutSellerToken(path: string): string {
  return path.replace(/^(\/verkauf\/|\/api\/seller-view\/)[^/?]+/, '$1…');
}
