import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '#shared/auth/endpoints.ts';
import type { PasswordCheckGate } from './password-check-gate';

export const CHECKS_FULL_MESSAGE = 'Too many sign-ins are being checked right now. Please try again in a moment.';

/** 429 with the seconds until the checks ahead of this one are likely done. */
export function refuseSignIn(reply: FastifyReply, gate: PasswordCheckGate) {
  return reply.code(429).header('Retry-After', String(gate.retryAfterSeconds())).send({ message: CHECKS_FULL_MESSAGE });
}

/**
 * An onRequest hook for the scope that holds sessions, added before them: while the password
 * checks are full, a sign-in is refused before its session is read, its body parsed or anything
 * counted, so a flood of them costs the database nothing.
 */
export function refuseSignInsWhileChecksFull(gate: PasswordCheckGate) {
  const { method, path } = AUTH_ENDPOINTS.login;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === method && request.routeOptions.url === path && gate.isFull()) {
      return refuseSignIn(reply, gate);
    }
  };
}
