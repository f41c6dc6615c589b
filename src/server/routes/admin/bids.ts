import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAllOffers, listOffers, toggleFavorite } from '../../services/admin-offers';
import {
  EXPORT_FILE_NAME,
  XLSX_CONTENT_TYPE,
  offerPages,
  writeBidsWorkbook,
  type ExportRow,
} from '../../services/bids-export';
import { isUuid } from '../../services/uuid';
import { idParamsSchema } from './params';

const NOT_FOUND = { message: 'Offer not found' };

/** /api/admin/bids: list, favourite toggle, delete all, streamed XLSX export. */
export default async function adminBidRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/bids', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listOffers(app.db);
  });

  api.post('/bids/:id/favorite', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id)) return reply.code(404).send(NOT_FOUND);
    const bid = await toggleFavorite(app.db, id);
    if (!bid) return reply.code(404).send(NOT_FOUND);
    return bid;
  });

  api.delete('/bids', async (request) => {
    const deleted = await deleteAllOffers(app.db);
    request.log.info({ deleted }, 'all offers deleted');
    return { deleted };
  });

  api.get('/bids/export', async (request, reply) => {
    // The first page is read before any byte is sent: a database failure here is still a clean
    // JSON 500 instead of a truncated download.
    const pages = offerPages(app.db);
    const first = await pages.next();
    async function* allPages(): AsyncGenerator<ExportRow[]> {
      if (!first.done) yield first.value;
      yield* pages;
    }

    const output = new PassThrough();
    writeBidsWorkbook(allPages(), output).catch((error: unknown) => {
      request.log.error({ err: error }, 'offer export failed');
      output.destroy(error instanceof Error ? error : new Error('offer export failed'));
    });
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header('Cache-Control', 'no-store')
      .send(output);
  });
}
