import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'known_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

interface Account {
  id: string;
  passwordHash: string;
}

/** The account's mark: keyed with the server's secret; a new password makes every old mark void. */
function markOf(secret: string, account: Account): string {
  const digest = createHmac('sha256', secret).update(`known-device\n${account.id}\n${account.passwordHash}`);
  return `${account.id}.${digest.digest('base64url')}`;
}

/**
 * A browser that signed in to this account before carries its mark (a cookie sent only to the
 * sign-in endpoint): its sign-ins skip the slowdown that guesses from elsewhere earned the account
 * (auth/account-slowdown.ts), so the real admin is never slowed by a stranger's guessing.
 */
export function isKnownDevice(request: FastifyRequest, secret: string, account: Account): boolean {
  const presented = request.cookies[COOKIE];
  if (!presented) return false;
  const expected = Buffer.from(markOf(secret, account));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function rememberDevice(reply: FastifyReply, secret: string, account: Account, httpsOnly: boolean): void {
  reply.setCookie(COOKIE, markOf(secret, account), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: httpsOnly ? true : 'auto',
    maxAge: MAX_AGE_SECONDS,
  });
}
