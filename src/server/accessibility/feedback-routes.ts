import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { perAddressLimit } from '../limits/per-address-limit';
import { deleteFeedback, listFeedback, storeFeedback } from './feedback-store';

/**
 * POST /api/accessibility-feedback: no session; as many per address as offers (OFFER_RATE_LIMIT),
 * counted on their own. Stored before the answer: a feedback acknowledged is never lost.
 */
export async function accessibilityFeedbackRoutes(app: FastifyInstance) {
  const limit = await perAddressLimit(app, 'Too much feedback from this address.');

  endpointRoute(
    app,
    'sendAccessibilityFeedback',
    async (request, reply) => {
      await storeFeedback(app.db, request.body);
      request.log.info('accessibility feedback received');
      return reply.code(201).send({ message: 'Thank you for your feedback' });
    },
    { config: limit ? { rateLimit: limit } : {} },
  );
}

/** /api/admin/accessibility-feedback: the list, and deletion once a feedback is handled. */
export async function adminAccessibilityFeedbackRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listAccessibilityFeedback', async () => listFeedback(app.db));

  endpointRoute(
    app,
    'deleteAccessibilityFeedback',
    async (request, reply) => {
      if (!(await deleteFeedback(app.db, request.params.id))) return reply.notFound();
      return { message: 'Feedback deleted' };
    },
    // No public read shows feedback.
    { invalidates: [], audit: auditById },
  );
}
