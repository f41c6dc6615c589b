import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDENTIFICATION_TEMPLATE } from '#shared/bidder-messages/templates.ts';
import { myOffersPath } from '#shared/my-offers/my-offers.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { contentDisposition } from '../api/content-disposition';
import { letterWriterOf } from '../bidder-messages/letter-writer';
import { queueLetters, templateLetters } from '../bidder-messages/bidder-messages';
import { buyerIdentifications, properties } from '../db/schema';
import { loadMailTextsOfAll } from '../mail/mail-texts';
import type { BidderKeys } from '../my-offers/bidder-keys';
import type { IdentificationKeys } from './identification-keys';
import { ensureIdentification, identificationOf } from './identification-record';
import { confirmIdentification, fileOf, identificationView } from './identification';

const REFUSALS = {
  notAwarded: 'This property is not awarded: the buyer is identified after the award.',
  offerGone: 'The awarded offer’s data has been erased: there is nobody to ask.',
  confirmed: 'The identification has been checked already.',
  notSubmitted: 'The buyer has not sent their identification yet.',
  changed: 'The buyer has changed their identification since you opened it: look at it again before confirming.',
  otherKey: 'This file was sealed with another key (SECRETS_KEY changed) and cannot be opened.',
} as const;

/**
 * The agent's side of the buyer's identification (decision 0139): owners and agents only, and
 * every read of it is in the audit log.
 */
export default async function identificationRoutes(
  app: FastifyInstance,
  { keys, bidderKeys }: { keys: IdentificationKeys; bidderKeys: BidderKeys },
) {
  const awardedOf = async (propertyId: string) => {
    const [row] = await app.db
      .select({ awardedAt: properties.awardedAt })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row ? { awarded: row.awardedAt !== null } : null;
  };
  const stateOf = async (propertyId: string) => {
    const property = await awardedOf(propertyId);
    if (!property) return null;
    const row = await identificationOf(app.db, propertyId);
    return { awarded: property.awarded, identification: row ? identificationView(keys, row) : null };
  };

  endpointRoute(
    app,
    'identification',
    async (request, reply) => (await stateOf(request.params.id)) ?? reply.notFound(),
    { audit: auditById },
  );

  endpointRoute(
    app,
    'identificationFile',
    async (request, reply) => {
      const row = await identificationOf(app.db, request.params.id);
      const { kind } = request.params;
      const stored = kind === 'document' ? row?.document : row?.registerExtract;
      if (!row || !stored) return reply.notFound();
      const file = fileOf(keys, row, kind);
      if (!file) return reply.code(409).send({ message: REFUSALS.otherKey });
      return reply
        .header('Content-Type', file.mediaType)
        .header('Content-Disposition', contentDisposition(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.data);
    },
    // Which of the two files was opened, too.
    { audit: ({ params }) => ({ targetId: params.id, detail: { file: params.kind } }) },
  );

  endpointRoute(
    app,
    'requestIdentification',
    async (request, reply) => {
      const propertyId = request.params.id;
      const property = await awardedOf(propertyId);
      if (!property) return reply.notFound();
      if (!property.awarded) return reply.code(409).send({ message: REFUSALS.notAwarded });
      const texts = await loadMailTextsOfAll(app.db);
      const outcome = await app.db.transaction(async (tx) => {
        const row = await ensureIdentification(tx, keys, propertyId);
        if (!row?.offerId) return { kind: 'offer-gone' } as const;
        if (row.confirmedAt) return { kind: 'confirmed' } as const;
        const template = IDENTIFICATION_TEMPLATE;
        const queued = await queueLetters(
          tx,
          {
            offerIds: [row.offerId],
            template,
            letters: templateLetters(texts, template),
            personalPaths: new Map([[row.offerId, myOffersPath(bidderKeys.tokenOf(row.offerId))]]),
          },
          letterWriterOf(request.user!, app.config.mail.notify),
          app.config.publicUrl ?? '',
        );
        if (queued.kind !== 'queued') return { kind: 'offer-gone' } as const;
        const [updated] = await tx
          .update(buyerIdentifications)
          .set({ requestedAt: sql`now()` })
          .where(eq(buyerIdentifications.id, row.id))
          .returning({ requestedAt: buyerIdentifications.requestedAt });
        return { kind: 'requested', requestedAt: updated!.requestedAt! } as const;
      });
      if (outcome.kind === 'offer-gone') return reply.code(409).send({ message: REFUSALS.offerGone });
      if (outcome.kind === 'confirmed') return reply.code(409).send({ message: REFUSALS.confirmed });
      app.mailOutbox.poke();
      return { message: 'The buyer is asked for their identification by e-mail.', requestedAt: outcome.requestedAt };
    },
    { invalidates: [], audit: auditById },
  );

  endpointRoute(
    app,
    'confirmIdentification',
    async (request, reply) => {
      const propertyId = request.params.id;
      if (!(await awardedOf(propertyId))) return reply.notFound();
      const user = request.user!;
      const by = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
      const { note, submittedAt: seen } = request.body;
      const confirmed = await confirmIdentification(app.db, propertyId, { by, note, seen });
      if (!confirmed) {
        const row = await identificationOf(app.db, propertyId);
        const message = row?.confirmedAt
          ? REFUSALS.confirmed
          : row?.submittedAt
            ? REFUSALS.changed
            : REFUSALS.notSubmitted;
        return reply.code(409).send({ message });
      }
      request.log.info({ propertyId }, 'identification confirmed');
      return (await stateOf(propertyId))!;
    },
    { invalidates: [], audit: auditById },
  );
}
