import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { OFFERS_EXPORT_FILE_NAME, XLSX_MEDIA_TYPE } from '../../shared/constants';
import { endpointRoute } from '../api/endpoint-route';
import { deleteAllOffers, deleteOffer, listOffers, toggleFavorite, updateOffer } from './admin-offers';
import { computeOverview } from './admin-overview';
import { findOffersPage, InvalidCursorError } from './offers-page';
import { offerPages, type ExportRow } from './offer-export-pages';
import { writeOffersWorkbook } from './offers-export';

/**
 * /api/admin/bids (SPEC's list, favourite toggle, delete all, export; status and note, delete one),
 * the paged list and the overview.
 */
export default async function adminOfferRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listOffers', async () => listOffers(app.db));

  endpointRoute(app, 'listOffersPage', async (request, reply) => {
    try {
      return await findOffersPage(app.db, request.query);
    } catch (error) {
      if (error instanceof InvalidCursorError) return reply.code(400).send({ message: error.message });
      throw error;
    }
  });

  endpointRoute(app, 'adminOverview', async (request) => computeOverview(app.db, request.query.timeZone));

  endpointRoute(app, 'toggleOfferFavorite', async (request, reply) => {
    const offer = await toggleFavorite(app.db, request.params.id);
    return offer ?? reply.notFound();
  });

  endpointRoute(app, 'updateOffer', async (request, reply) => {
    const offer = await updateOffer(app.db, request.params.id, request.body);
    return offer ?? reply.notFound();
  });

  endpointRoute(app, 'deleteOffer', async (request, reply) => {
    if (!(await deleteOffer(app.db, request.params.id))) return reply.notFound();
    request.log.info({ offerId: request.params.id }, 'offer deleted');
    return { message: 'Offer deleted' };
  });

  endpointRoute(app, 'deleteAllOffers', async (request) => {
    const deleted = await deleteAllOffers(app.db);
    request.log.info({ deleted }, 'all offers deleted');
    return { deleted };
  });

  endpointRoute(app, 'exportOffers', async (request, reply) => {
    // The first page is read before any byte is sent: a database failure here is still a clean
    // JSON 500 instead of a truncated download.
    const pages = offerPages(app.database);
    const first = await pages.next();
    async function* allPages(): AsyncGenerator<ExportRow[]> {
      if (!first.done) yield first.value;
      yield* pages;
    }

    const output = new PassThrough();
    writeOffersWorkbook(allPages(), output).catch((error: unknown) => {
      request.log.error({ err: error }, 'offer export failed');
      output.destroy(error instanceof Error ? error : new Error('offer export failed'));
    });
    return reply
      .header('Content-Type', XLSX_MEDIA_TYPE)
      .header('Content-Disposition', `attachment; filename="${OFFERS_EXPORT_FILE_NAME}"`)
      .send(output);
  });
}
