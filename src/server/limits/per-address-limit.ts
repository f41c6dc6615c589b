import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { databaseRateLimitStore } from './database-rate-limit-store';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * OFFER_RATE_LIMIT requests per client address (an IPv6 one by its prefix) in ten minutes, for the routes of this plugin
 * that ask for it (their `config.rateLimit`, which this returns; undefined when the limit is off).
 * Counted in the database, so several instances share one count per route and address; a
 * database hiccup lets the request through rather than refuse it.
 */
export async function perAddressLimit(
  app: FastifyInstance,
  tooMany: string,
): Promise<{ max: number; timeWindow: number } | undefined> {
  const max = app.config.offerRateLimit;
  if (max <= 0) return undefined;
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: TEN_MINUTES_MS,
    store: databaseRateLimitStore(app.db),
    skipOnError: true,
    keyGenerator: (request) => request.clientKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `${tooMany} Please try again in ${context.after}.`,
    }),
  });
  return { max, timeWindow: TEN_MINUTES_MS };
}
