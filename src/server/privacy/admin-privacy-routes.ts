import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { countPersonalData, erasePersonalData, exportPersonalData } from './personal-data';
import { personOf } from './person';
import { eraseIdentifications, exportIdentifications } from '../identification/identification-privacy';

/** /api/admin/privacy: one person's data by e-mail address: counted, handed out, deleted. */
export default async function adminPrivacyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'person', async (request) => {
    const { email } = request.query;
    const data = await exportPersonalData(app.db, email);
    return { ...personOf(email, data), retentionDays: app.config.offerRetentionDays };
  });

  endpointRoute(app, 'privacyLookup', async (request) => {
    const { email } = request.query;
    const counts = await countPersonalData(app.db, email);
    return { email, ...counts, retentionDays: app.config.offerRetentionDays };
  });

  endpointRoute(
    app,
    'privacyExport',
    async (request, reply) => {
      const { email } = request.query;
      const data = await exportPersonalData(app.db, email);
      // The buyer's identifications under the money-laundering act (decision 0139), opened.
      const identifications = await exportIdentifications(app.db, app.identificationKeys, email);
      const document = { email, exportedAt: new Date().toISOString(), ...data, identifications };
      const day = document.exportedAt.slice(0, 10);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="personal-data-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
    { audit: auditById },
  );

  endpointRoute(
    app,
    'privacyErase',
    async (request) => {
      const erased = await erasePersonalData(app.db, request.body.email);
      // An identification the buyer gave stays for the money-laundering act's five years (decision 0139).
      const identifications = await eraseIdentifications(app.db, app.identificationKeys, request.body.email);
      const counts = {
        deleted: erased.offers,
        feedback: erased.feedback,
        documents: erased.documents,
        keptAgreements: erased.keptAgreements,
        keptIdentifications: identifications.kept,
      };
      request.log.info(counts, 'personal data erased');
      return { ...counts, keptUntil: erased.keptUntil, identificationKeptUntil: identifications.keptUntil };
    },
    {
      invalidates: ['standing'],
      audit: ({ result }) => ({
        detail: {
          deleted: result?.deleted ?? 0,
          feedback: result?.feedback ?? 0,
          documents: result?.documents ?? 0,
          keptAgreements: result?.keptAgreements ?? 0,
          keptIdentifications: result?.keptIdentifications ?? 0,
        },
      }),
    },
  );
}
