import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentAccessKeys } from './document-access-keys';

/** The cookie that carries a browser's confirmed acknowledgements, sent only to the listings' API. */
const ACCESS_COOKIE = 'isarwert_documents';
const COOKIE_PATH = '/api/listings';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** One key per property a visitor opened; the oldest go beyond this many (each is 54 characters). */
const MAX_KEYS = 12;

function keysOf(request: FastifyRequest): string[] {
  const value = request.cookies?.[ACCESS_COOKIE] ?? '';
  return value.split('.').filter((key) => key !== '');
}

/** The acknowledgements whose keys this browser carries (each checked; a changed key names nothing). */
export function accessIdsOf(request: FastifyRequest, keys: DocumentAccessKeys): string[] {
  return keysOf(request)
    .slice(0, MAX_KEYS)
    .map((key) => keys.idOf(key))
    .filter((id): id is string => id !== null);
}

/** Adds an acknowledgement's key to the browser's cookie, newest first. */
export function rememberAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: DocumentAccessKeys,
  accessId: string,
  httpsOnly: boolean,
): void {
  const key = keys.tokenOf(accessId);
  const kept = keysOf(request).filter((other) => other !== key && keys.idOf(other) !== null);
  reply.setCookie(ACCESS_COOKIE, [key, ...kept].slice(0, MAX_KEYS).join('.'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: httpsOnly ? true : 'auto',
    maxAge: MAX_AGE_SECONDS,
  });
}
