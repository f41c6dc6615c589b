import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { OFFERS_EXPORT_FILE_NAME, propertyExportFileName, XLSX_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { findPropertySlug } from '../properties/property-slugs';
import { contentDisposition } from '../api/content-disposition';
import { endpointRoute } from '../api/endpoint-route';
import { auditById, type AuditFacts, type SucceededCall } from '../api/route-effects';
import { deleteAllOffers, deleteOffer, listOffers, toggleFavorite, updateOffer } from './admin-offers';
import { computeOverview } from './admin-overview';
import { findOffersPage, InvalidCursorError } from './offers-page';
import { offerPages, type ExportRow } from './offer-export-pages';
import { writeOffersWorkbook } from './offers-export';
import { findOfferProof } from './offer-documents';
import { readOfferTerms } from './offer-terms';

/**
 * /api/admin/bids (the full list, favourite toggle, delete all, export; status and note, delete one),
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

  endpointRoute(
    app,
    'toggleOfferFavorite',
    async (request, reply) => {
      const offer = await toggleFavorite(app.db, request.params.id);
      return offer ? { ...offer, terms: await readOfferTerms(app.db, offer.id) } : reply.notFound();
    },
    { invalidates: [], audit: auditById },
  );

  endpointRoute(
    app,
    'updateOffer',
    async (request, reply) => {
      const offer = await updateOffer(app.db, request.params.id, request.body);
      return offer ? { ...offer, terms: await readOfferTerms(app.db, offer.id) } : reply.notFound();
    },
    { invalidates: [], audit: offerChangeFacts },
  );

  endpointRoute(
    app,
    'deleteOffer',
    async (request, reply) => {
      if (!(await deleteOffer(app.db, request.params.id))) return reply.notFound();
      request.log.info({ offerId: request.params.id }, 'offer deleted');
      return { message: 'Offer deleted' };
    },
    { invalidates: ['standing'], audit: auditById },
  );

  endpointRoute(
    app,
    'deleteAllOffers',
    async (request, reply) => {
      const { propertyId } = request.query;
      if (propertyId !== undefined && !(await findPropertySlug(app.db, propertyId))) return reply.notFound();
      const deleted = await deleteAllOffers(app.db, propertyId);
      request.log.info({ deleted, propertyId }, propertyId ? "a property's offers deleted" : 'all offers deleted');
      return { deleted };
    },
    {
      invalidates: ['standing'],
      audit: ({ query, result }) => ({
        ...(query.propertyId ? { targetId: query.propertyId } : {}),
        detail: { deleted: result?.deleted ?? 0 },
      }),
    },
  );

  // The bidder's file as uploaded, never shown inline: it is a download under its sniffed type.
  endpointRoute(
    app,
    'downloadOfferProof',
    async (request, reply) => {
      const proof = await findOfferProof(app.db, request.params.id);
      if (!proof) return reply.notFound();
      return reply
        .header('Content-Type', proof.mediaType)
        .header('Content-Disposition', contentDisposition(proof.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(proof.content));
    },
    { audit: auditById },
  );

  endpointRoute(
    app,
    'exportOffers',
    async (request, reply) => {
      const { propertyId } = request.query;
      const slug = propertyId === undefined ? undefined : await findPropertySlug(app.db, propertyId);
      if (propertyId !== undefined && slug === undefined) return reply.notFound();
      // The first page is read before any byte is sent: a database failure here is still a clean
      // JSON 500 instead of a truncated download.
      const pages = offerPages(app.database, { propertyId });
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
        .header(
          'Content-Disposition',
          `attachment; filename="${slug === undefined ? OFFERS_EXPORT_FILE_NAME : propertyExportFileName(slug)}"`,
        )
        .send(output);
    },
    { audit: ({ query }) => (query.propertyId ? { targetId: query.propertyId } : {}) },
  );
}

/** The status an offer was given and whether its note changed (the note itself may be personal). */
function offerChangeFacts({ params, body }: SucceededCall<'updateOffer'>): AuditFacts {
  const detail: Record<string, string | boolean> = {};
  if (body.status !== undefined) detail.status = body.status;
  if (body.note !== undefined) detail.noteChanged = true;
  return { targetId: params.id, detail };
}
