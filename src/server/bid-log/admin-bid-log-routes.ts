import type { FastifyInstance } from 'fastify';
import { PDF_MEDIA_TYPE } from '../../shared/constants';
import { endpointRoute } from '../api/endpoint-route';
import { renderBidLogPdf } from './bid-log-pdf';
import { readBidLog } from './read-bid-log';

/** GET /api/admin/properties/:id/bid-log (JSON) and …/bid-log.pdf (the seller's copy). Reads only. */
export default async function adminBidLogRoutes(app: FastifyInstance) {
  endpointRoute(app, 'bidLog', async (request, reply) => {
    const log = await readBidLog(app.db, request.params.id);
    return log ?? reply.notFound();
  });

  endpointRoute(app, 'bidLogPdf', async (request, reply) => {
    const pdf = await renderBidLogPdf(app.db, request.params.id, request.query.language ?? 'de');
    if (!pdf) return reply.notFound();
    return reply
      .header('Content-Type', PDF_MEDIA_TYPE)
      .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(pdf.content));
  });
}
