import type { FastifyInstance } from 'fastify';
import { munichLocalToUtc } from '#shared/viewings/munich-time.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { adminSlotsOf, cancelSlot, createSlot, UPCOMING_SLOTS_PER_PROPERTY } from './viewing-slots';

const MESSAGES = {
  created: 'Viewing slot added',
  cancelled: 'Viewing slot cancelled',
  past: 'A viewing slot starts in the future.',
  full: `A property can have at most ${UPCOMING_SLOTS_PER_PROPERTY} viewing slots to come.`,
  noSuchSlot: 'This viewing slot does not exist or is cancelled already.',
} as const;

/**
 * /api/admin/properties/:id/viewing-slots: the agent's viewing slots of a property (decision
 * 0133) — list with bookings, add, cancel (everyone confirmed is told by mail).
 */
export default async function adminViewingRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listViewingSlots', async (request, reply) => {
    const slots = await adminSlotsOf(app.db, request.params.id);
    return slots ? { slots } : reply.notFound();
  });

  endpointRoute(
    app,
    'createViewingSlot',
    async (request, reply) => {
      const { id } = request.params;
      const startsAt = munichLocalToUtc(request.body.startsAt)!;
      if (startsAt.getTime() <= Date.now()) return reply.code(400).send({ message: MESSAGES.past });
      const outcome = await createSlot(app.db, id, { ...request.body, startsAt }).catch((error: unknown) => {
        // The property went away (the slot's foreign key): as unknown.
        if ((error as { code?: string }).code === '23503') return { kind: 'no-property' as const };
        throw error;
      });
      if (outcome.kind === 'full') return reply.code(400).send({ message: MESSAGES.full });
      const slots = outcome.kind === 'created' ? await adminSlotsOf(app.db, id) : null;
      if (!slots) return reply.notFound();
      return reply.code(201).send({ message: MESSAGES.created, slots });
    },
    // The property's public answers say whether it offers viewings.
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'cancelViewingSlot',
    async (request, reply) => {
      const { id, slotId } = request.params;
      const outcome = await cancelSlot(app.db, id, slotId);
      if (!outcome) return reply.code(404).send({ message: MESSAGES.noSuchSlot });
      if (outcome.told > 0) app.mailOutbox.poke();
      return { message: MESSAGES.cancelled, slots: (await adminSlotsOf(app.db, id)) ?? [] };
    },
    { invalidates: changesPropertyInPath, audit: (call) => ({ targetId: call.params.slotId }) },
  );
}
