import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/auth/csrf.ts';
import { sessionUserId } from './session';

// Node lower-cases header names.
const CSRF_HEADER_NAME = CSRF_HEADER.toLowerCase();
const ANONYMOUS_BINDING = 'anonymous';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 403 unless the header carries this session's signed token. */
    requireCsrf: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Expires the CSRF cookie on this reply (logout); the next response issues a fresh one. */
    clearCsrfToken: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/**
 * Signed double-submit token (OWASP): nonce + HMAC(secret, binding + nonce), where the binding
 * is the signed-in session id (or "anonymous" before login). A token from another session, an
 * old session, or an attacker-planted cookie fails the signature check.
 */
export function createCsrfTokens(secret: string) {
  const key = createHmac('sha256', secret).update('csrf-token-key').digest();
  const sign = (binding: string, nonce: string) =>
    createHmac('sha256', key).update(`${binding}.${nonce}`).digest('base64url');

  return {
    issue(binding: string): string {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(binding, nonce)}`;
    },
    verify(token: string | undefined, binding: string): boolean {
      if (!token || token.length > 200) return false;
      const [nonce, signature, extra] = token.split('.');
      if (!nonce || !signature || extra !== undefined) return false;
      const expected = Buffer.from(sign(binding, nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

function bindingOf(request: FastifyRequest): string {
  return sessionUserId(request) ? request.session.sessionId : ANONYMOUS_BINDING;
}

/**
 * The calls a screen makes before it can change anything carry a token: the admin screen's session
 * check, and sign-in and sign-out (which rotate it). A page without one (the login page, opened
 * directly) asks the session check first (src/client/lib/api-client.ts).
 */
const TOKEN_ENDPOINTS = new Set(['currentUser', 'login', 'logout']);

function issuesCookie(request: FastifyRequest): boolean {
  const endpoint = request.routeOptions.config?.endpoint;
  return endpoint !== undefined && TOKEN_ENDPOINTS.has(endpoint);
}

export default fp(
  async function csrfPlugin(app: FastifyInstance, options: { secret: string }) {
    const tokens = createCsrfTokens(options.secret);
    const cleared = new WeakSet<FastifyRequest>();

    app.decorate('clearCsrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      cleared.add(request);
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
    });

    app.decorate('requireCsrf', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[CSRF_HEADER_NAME];
      const headerToken = Array.isArray(header) ? undefined : header;
      const cookieToken = request.cookies[CSRF_COOKIE];
      const valid =
        headerToken !== undefined && headerToken === cookieToken && tokens.verify(headerToken, bindingOf(request));
      if (!valid) {
        return reply.code(403).send({ message: 'Invalid or missing CSRF token' });
      }
    });

    // Issued on the first response that lacks a token valid for the current session; a login
    // changes the binding, so the token rotates with it.
    app.addHook('onSend', async (request, reply) => {
      // No cookies were parsed for a request refused in an earlier onRequest hook.
      if (!request.cookies || cleared.has(request) || !issuesCookie(request)) return;
      const binding = bindingOf(request);
      if (tokens.verify(request.cookies[CSRF_COOKIE], binding)) return;
      reply.setCookie(CSRF_COOKIE, tokens.issue(binding), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
