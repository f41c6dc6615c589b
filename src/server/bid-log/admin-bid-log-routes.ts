import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { sendPdf } from '../api/pdf-reply';
import { renderBidLogPdf } from './bid-log-pdf';
import { readBidLog } from './read-bid-log';

/** GET /api/admin/properties/:id/bid-log (JSON) and …/bid-log.pdf (the seller's copy). Reads only. */
export default async function adminBidLogRoutes(app: FastifyInstance) {
  endpointRoute(app, 'bidLog', async (request, reply) => {
    const log = await readBidLog(app.db, request.params.id);
    return log ?? reply.notFound();
  });

  endpointRoute(
    app,
    'bidLogPdf',
    async (request, reply) => {
      const pdf = await renderBidLogPdf(app.db, request.params.id, request.query.language ?? 'de');
      return pdf ? sendPdf(reply, pdf) : reply.notFound();
    },
    { audit: auditById },
  );
}
