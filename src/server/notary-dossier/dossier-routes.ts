import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { sendPdf } from '../api/pdf-reply';
import { mailOutbox, notaryDossiers, properties } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';
import { loadMailTexts } from '../mail/mail-texts';
import { dossierFileName, renderDossierPdf } from './dossier-pdf';
import { readDossier, type DossierOutcome } from './dossier-data';

const REFUSALS = {
  'not-awarded': 'This property is not awarded: the notary’s dossier follows the award.',
  'no-reference': 'Enter the seller’s or the mandate’s reference first.',
  'offer-gone': 'The awarded offer’s data has been erased: there is no buyer to name.',
} as const;

/** The notary's dossier of an awarded property (decision 0138). */
export default async function notaryDossierRoutes(app: FastifyInstance) {
  const stateOf = async (propertyId: string) => {
    const [row] = await app.db
      .select({
        awardedAt: properties.awardedAt,
        sellerReference: notaryDossiers.sellerReference,
        notaryEmail: notaryDossiers.notaryEmail,
        sentAt: notaryDossiers.sentAt,
      })
      .from(properties)
      .leftJoin(notaryDossiers, eq(notaryDossiers.propertyId, properties.id))
      .where(eq(properties.id, propertyId));
    if (!row) return null;
    return {
      awarded: row.awardedAt !== null,
      sellerReference: row.sellerReference ?? '',
      notaryEmail: row.notaryEmail ?? null,
      sentAt: row.sentAt ?? null,
    };
  };
  /** A dossier that cannot be drawn: 404 for no property, 409 with the reason otherwise. */
  const refuse = (outcome: Exclude<DossierOutcome, { kind: 'ready' }>, reply: Parameters<typeof sendPdf>[0]) =>
    outcome.kind === 'no-property' ? reply.notFound() : reply.code(409).send({ message: REFUSALS[outcome.kind] });

  endpointRoute(app, 'notaryDossier', async (request, reply) => {
    return (await stateOf(request.params.id)) ?? reply.notFound();
  });

  endpointRoute(
    app,
    'saveNotaryDossier',
    async (request, reply) => {
      const state = await stateOf(request.params.id);
      if (!state) return reply.notFound();
      if (!state.awarded) return reply.code(409).send({ message: REFUSALS['not-awarded'] });
      const { sellerReference, notaryEmail } = request.body;
      await app.db
        .insert(notaryDossiers)
        .values({ propertyId: request.params.id, sellerReference, notaryEmail })
        .onConflictDoUpdate({
          target: notaryDossiers.propertyId,
          set: { sellerReference, notaryEmail, updatedAt: sql`now()` },
        });
      return (await stateOf(request.params.id))!;
    },
    { invalidates: [], audit: auditById },
  );

  endpointRoute(app, 'notaryDossierPdf', async (request, reply) => {
    const dossier = await readDossier(app.db, request.params.id);
    if (dossier.kind !== 'ready') return refuse(dossier, reply);
    const content = await renderDossierPdf(dossier.data, await loadMailTexts(app.db, 'de'), new Date());
    return sendPdf(reply, { fileName: dossierFileName(dossier.data), content });
  });

  endpointRoute(
    app,
    'sendNotaryDossier',
    async (request, reply) => {
      const dossier = await readDossier(app.db, request.params.id);
      if (dossier.kind !== 'ready') return refuse(dossier, reply);
      const { notaryEmail, data } = dossier;
      if (!notaryEmail) return reply.code(409).send({ message: 'Enter the notary’s e-mail address first.' });
      const sentAt = await app.db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values({
          offerId: data.offer.id,
          kind: MAIL_KINDS.notaryDossier,
          language: 'de',
          recipients: notaryEmail,
        });
        const [row] = await tx
          .update(notaryDossiers)
          .set({ sentAt: sql`now()` })
          .where(eq(notaryDossiers.propertyId, request.params.id))
          .returning({ sentAt: notaryDossiers.sentAt });
        return row!.sentAt!;
      });
      app.mailOutbox.poke();
      return { message: `The dossier is on its way to ${notaryEmail}.`, sentAt };
    },
    { invalidates: [], audit: auditById },
  );
}
