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
 * The security headers of every response (GUIDE §5; the set helmet sends, with this site's CSP),
 * written once at start-up rather than rebuilt per request.
 */
const SECURITY_HEADERS = {
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

const HSTS = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

/** Stamps the security headers on a response (plugins/front-door.ts, for every request). */
export function writeSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  // HSTS only makes sense (and is only honoured) over HTTPS, directly or via a trusted proxy.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}
