import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadMonitor } from '../load/overload-monitor';

const OVERLOAD_RETRY_AFTER_SECONDS = '10';
const OVERLOAD_MESSAGE = 'The server is busy. Please try again shortly.';

/**
 * An overloaded process answers 503 with Retry-After at once instead of letting every request
 * hang: when the event loop lags or the heap is nearly full. /readyz says so too (a balancer
 * sends visitors elsewhere); /healthz keeps answering, so the process is not restarted for it.
 */
/** Answers 503 and returns true when the process is overloaded and the route may be refused. */
export function refusedForOverload(monitor: OverloadMonitor, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!monitor.overloaded || request.routeOptions.config.answersUnderLoad) return false;
  reply.code(503).header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS).send({ message: OVERLOAD_MESSAGE });
  return true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the process is overloaded (liveness). */
    answersUnderLoad?: boolean;
  }
}

/** Route option for endpoints that must answer under load (liveness). */
export const ANSWER_UNDER_PRESSURE = { config: { answersUnderLoad: true } };
