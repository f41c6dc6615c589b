import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidBodySchema } from '../../../shared/schemas/bid';
import { placeOffer } from '../../services/offers';
import { isUuid } from '../../services/uuid';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** POST /api/properties/:id/bids: a visitor's non-binding offer. */
export default async function publicBidRoutes(app: FastifyInstance) {
  const limit = app.config.offerRateLimit;
  if (limit > 0) {
    await app.register(rateLimit, {
      global: false,
      max: limit,
      timeWindow: TEN_MINUTES_MS,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many offers from this address. Please try again in ${context.after}.`,
      }),
    });
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/properties/:id/bids',
    {
      config: limit > 0 ? { rateLimit: { max: limit, timeWindow: TEN_MINUTES_MS } } : {},
      schema: { params: z.object({ id: z.string() }), body: bidBodySchema },
    },
    async (request, reply) => {
      // The path decides the property; a propertyId in the body is ignored.
      const { id } = request.params;
      if (!isUuid(id)) return reply.code(404).send({ message: 'Property not found' });
      const { firstName, lastName, email, phone, bidAmount } = request.body;
      const outcome = await placeOffer(app.db, id, { firstName, lastName, email, phone, bidAmount });
      switch (outcome.kind) {
        case 'not-found':
          return reply.code(404).send({ message: 'Property not found' });
        case 'auction-ended':
          return reply.code(409).send({ message: 'The offer period for this property has ended.' });
        case 'created':
          request.log.info({ bidId: outcome.bid.id, propertyId: id }, 'offer stored');
          return reply.code(201).send(outcome.bid);
      }
    },
  );
}
