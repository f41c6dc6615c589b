import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getHeapStatistics } from 'node:v8';

const OVERLOAD_RETRY_AFTER_SECONDS = 10;
const OVERLOAD_MESSAGE = 'The server is busy. Please try again shortly.';

interface LoadSheddingOptions {
  /** Mean event-loop delay above which requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** How often the figures are sampled (tests use a short one). */
  sampleIntervalMs?: number;
}

/**
 * An overloaded process answers 503 with Retry-After at once instead of letting every request
 * hang: when the event loop lags or the heap is nearly full. /readyz says so too (a balancer
 * sends visitors elsewhere); /healthz keeps answering, so the process is not restarted for it.
 */
export default fp(
  async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      sampleInterval: options.sampleIntervalMs,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      message: OVERLOAD_MESSAGE,
    });
  },
  { name: 'load-shedding' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler: one that does nothing lets the request through. */
    pressureHandler?: () => undefined;
  }
}

/** Route option for endpoints that must answer under load (liveness). */
export const ANSWER_UNDER_PRESSURE = { config: { pressureHandler: () => undefined } };
