import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { XLSX_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { munichLocalToUtc } from '#shared/viewings/munich-time.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { propertyExists } from '../properties/property-exists';
import { adminSlotsOf, cancelSlot, createSlot, UPCOMING_SLOTS_PER_PROPERTY } from './viewing-slots';
import { attendeesFileName, writeAttendeesWorkbook } from './viewing-attendees';

const MESSAGES = {
  created: 'Viewing slot added',
  cancelled: 'Viewing slot cancelled',
  past: 'A viewing slot starts in the future.',
  full: `A property can have at most ${UPCOMING_SLOTS_PER_PROPERTY} viewing slots to come.`,
  noSuchSlot: 'This viewing slot does not exist, is cancelled already or has begun.',
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
      if (!(await propertyExists(app.db, id))) return reply.notFound();
      const startsAt = munichLocalToUtc(request.body.startsAt)!;
      if (startsAt.getTime() <= Date.now()) return reply.code(400).send({ message: MESSAGES.past });
      const outcome = await createSlot(app.db, id, { ...request.body, startsAt }).catch((error: unknown) => {
        // The property went away since (the slot's foreign key, as the driver or the query builder reports it).
        const code =
          (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        if (code === '23503') return { kind: 'no-property' as const };
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

  endpointRoute(
    app,
    'exportViewingAttendees',
    async (request, reply) => {
      const slots = await adminSlotsOf(app.db, request.params.id);
      const slot = slots?.find((each) => each.id === request.params.slotId.toLowerCase());
      if (!slot) return reply.notFound();
      const output = new PassThrough();
      writeAttendeesWorkbook(slot, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'attendees export failed');
        output.destroy(error instanceof Error ? error : new Error('attendees export failed'));
      });
      return reply
        .header('Content-Type', XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename="${attendeesFileName(slot)}"`)
        .header('Cache-Control', 'no-store')
        .send(output);
    },
    // Names, addresses and phone numbers leave the system: the download is in the audit log.
    { audit: (call) => ({ targetId: call.params.slotId }) },
  );
}
