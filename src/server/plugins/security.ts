import type { FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with style attributes; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  // Admins may link external photos (http(s) only).
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "manifest-src 'self'",
].join(';');

/**
 * The security headers of a document or file (the set helmet sends, with this site's
 * CSP), written once at start-up rather than rebuilt per request.
 */
const DOCUMENT_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * A JSON answer is data, never a page: it may load nothing, be framed nowhere and be read by no
 * other site (the set OWASP's REST cheat sheet gives, decision 0078). The headers that only steer
 * documents (opener, agent cluster, DNS prefetch, the XSS auditor, old download and Flash rules)
 * are left off: they were three quarters of the bytes of a short answer.
 */
const JSON_HEADERS = {
  'content-security-policy': "default-src 'none';base-uri 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

const DOCUMENT_ENTRIES = Object.entries(DOCUMENT_HEADERS);
const JSON_ENTRIES = Object.entries(JSON_HEADERS);

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const HSTS = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

/**
 * What an answer without a body is about (a 304 revalidating a cached JSON answer): its headers
 * update the stored ones, so they must be that representation's set.
 */
const representationTypes = new WeakMap<FastifyReply, string>();

export function markRepresentation(reply: FastifyReply, contentType: string): void {
  representationTypes.set(reply, contentType);
}

/**
 * Stamps the security headers on a response as it goes out (plugins/front-door.ts, for every
 * answer, refusals and errors included): the JSON set or the document set, by its content type,
 * each header unless the route set it.
 */
export function writeSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const type = reply.getHeader('content-type') ?? representationTypes.get(reply);
  const headers = typeof type === 'string' && JSON_TYPE.test(type) ? JSON_ENTRIES : DOCUMENT_ENTRIES;
  // A route's own choice stands (the seller's page sends no referrer at all).
  for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
  // HSTS only makes sense (and is only honoured) over HTTPS, directly or via a trusted proxy.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}
