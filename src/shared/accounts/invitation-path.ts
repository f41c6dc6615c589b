/** Where an invitation's link leads: the page to choose a username and password (decision 0119). */
export const INVITATION_PAGE_PREFIX = '/einladung/';

/** An invitation's token: its id in hex and a keyed hash (22 base64url characters). */
export const INVITATION_TOKEN_PATTERN = /^[0-9a-f]{32}[A-Za-z0-9_-]{22}$/;

export const invitationPagePath = (token: string) => `${INVITATION_PAGE_PREFIX}${token}`;

/** The token of an invitation page's path; null for any other path. */
export function invitationTokenOfPath(path: string): string | null {
  if (!path.startsWith(INVITATION_PAGE_PREFIX)) return null;
  const token = path.slice(INVITATION_PAGE_PREFIX.length);
  return INVITATION_TOKEN_PATTERN.test(token) ? token : null;
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
