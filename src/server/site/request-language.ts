import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.ts';
import { LANGUAGE_COOKIE } from '#shared/site/site-render.ts';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The language a public page is rendered in: ?lang= in the address (the per-language links), else
 * the visitor's stored choice as the client mirrors it into a cookie, else German.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const fromAddress = new URLSearchParams(search).get('lang');
  if (isLanguage(fromAddress)) return fromAddress;
  const fromCookie = COOKIE_PATTERN.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
