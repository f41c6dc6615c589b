import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { perAddressLimit } from '../limits/per-address-limit';
import { checkBidLogEntry } from './entry-check';

/**
 * POST /api/bid-log/check: a bidder's check of their receipt (decision 0093). No session; as many
 * checks per address as offers (OFFER_RATE_LIMIT), counted on their own. The answer is never kept
 * by a cache: it is one person's.
 */
export default async function entryCheckRoutes(app: FastifyInstance) {
  const limit = await perAddressLimit(app, 'Too many checks from this address.');

  endpointRoute(
    app,
    'checkBidLogEntry',
    async (request, reply) => {
      const check = await checkBidLogEntry(app.db, request.body, new Date());
      reply.header('Cache-Control', 'private, no-store');
      return check ?? reply.notFound();
    },
    { config: limit ? { rateLimit: limit } : {} },
  );
}
