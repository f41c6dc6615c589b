import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.ts';
import { LANGUAGE_COOKIE } from '#shared/site/site-render.ts';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);
/** More ranges than any browser sends are not read. */
const MAX_RANGES = 20;

/**
 * The first language of the browser's Accept-Language, in its order of preference (q, then the
 * order given), that the site speaks: "de-AT" is German, "fr-CH" French. Null when none is.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { primary: range.toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranges) if (isLanguage(primary)) return primary;
  return null;
}

/**
 * The language a public page is rendered in: ?lang= in the address (the per-language links), else
 * the visitor's stored choice as the client mirrors it into a cookie, else, on a first visit, the
 * browser's own languages (Accept-Language), else German.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const fromAddress = new URLSearchParams(search).get('lang');
  if (isLanguage(fromAddress)) return fromAddress;
  const fromCookie = COOKIE_PATTERN.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
