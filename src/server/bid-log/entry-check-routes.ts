import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { databaseRateLimitStore } from '../limits/database-rate-limit-store';
import { checkBidLogEntry } from './entry-check';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * POST /api/bid-log/check: a bidder's check of their receipt (decision 0093). No session; as many
 * checks per address as offers (OFFER_RATE_LIMIT), counted on their own. The answer is never kept
 * by a cache: it is one person's.
 */
export default async function entryCheckRoutes(app: FastifyInstance) {
  const limit = app.config.offerRateLimit;
  if (limit > 0) {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many checks from this address. Please try again in ${context.after}.`,
      }),
    });
  }

  endpointRoute(
    app,
    'checkBidLogEntry',
    async (request, reply) => {
      const check = await checkBidLogEntry(app.db, request.body, new Date());
      reply.header('Cache-Control', 'private, no-store');
      return check ?? reply.notFound();
    },
    { config: limit > 0 ? { rateLimit: { max: limit, timeWindow: TEN_MINUTES_MS } } : {} },
  );
}
