import type { FastifyInstance } from 'fastify';
import { germanMessage } from '#shared/translations/german-message.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { propertyTopic } from '../public-reads/public-read-cache';
import { removeStoredImage } from '../images/image-store';
import { createProperty, deleteProperty, listPropertiesWithOfferCounts, updateProperty } from './admin-properties';
import { showOnHomePage } from './home-page-choice';
import { withPublicMinimum } from '#shared/procedure/offer-procedure.ts';
import { documentFileKeysOf } from '../documents/property-documents';

const HAS_OFFERS_MESSAGE =
  'Diese Immobilie hat Angebote und kann nicht gelöscht werden. Setzen Sie sie stattdessen inaktiv.';
const HAS_BID_LOG_MESSAGE =
  'Diese Immobilie hatte Angebote: Ihr Bietprotokoll bleibt für Sie und die Verkäuferseite erhalten, deshalb kann sie nicht gelöscht werden. Setzen Sie sie stattdessen inaktiv.';
const INACTIVE_ON_HOME_PAGE_MESSAGE = 'Nur eine aktive Immobilie kann auf der Startseite stehen.';
const SLUG_TAKEN_MESSAGE = 'Diese Adresse hat oder hatte bereits eine andere Immobilie. Bitte wählen Sie eine andere.';
const STALE_EDIT_MESSAGE =
  'Diese Immobilie wurde geändert, seit das Formular geöffnet wurde (von jemand anderem oder durch ein spätes Angebot, das die Frist verlängert hat). Es wurde nichts gespeichert.';
const slugTaken = { message: SLUG_TAKEN_MESSAGE, errors: [{ path: 'slug', message: SLUG_TAKEN_MESSAGE }] };

/** /api/admin/properties: list with offer counts, create, patch, delete, the home page's choice. */
export default async function adminPropertyRoutes(app: FastifyInstance) {
  endpointRoute(app, 'adminListProperties', async () => listPropertiesWithOfferCounts(app.db));

  endpointRoute(
    app,
    'createProperty',
    async (request, reply) => {
      const outcome = await createProperty(app.db, request.body);
      if (outcome.kind === 'slug-taken') return reply.code(409).send(slugTaken);
      request.log.info({ propertyId: outcome.property.id }, 'property created');
      return outcome.property;
    },
    { invalidates: ({ result }) => (result ? [propertyTopic(result.id)] : ['properties']), audit: auditById },
  );

  endpointRoute(
    app,
    'updateProperty',
    async (request, reply) => {
      const outcome = await updateProperty(app.db, request.params.id, request.body);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'slug-taken') return reply.code(409).send(slugTaken);
      if (outcome.kind === 'stale') return reply.code(409).send({ message: STALE_EDIT_MESSAGE, reason: 'stale' });
      if (outcome.kind === 'implausible') {
        // The shared check speaks in translation keys; the answer in German, as for the schema's refusals.
        const errors = outcome.problems.map((problem) => ({ ...problem, message: germanMessage(problem.message) }));
        return reply.code(400).send({
          message: errors.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
          errors,
        });
      }
      return outcome.property;
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'deleteProperty',
    async (request, reply) => {
      const documentFiles = await documentFileKeysOf(app.db, request.params.id);
      const outcome = await deleteProperty(app.db, request.params.id);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'has-offers') return reply.code(409).send({ message: HAS_OFFERS_MESSAGE });
      if (outcome.kind === 'has-bid-log') return reply.code(409).send({ message: HAS_BID_LOG_MESSAGE });
      // The row is gone; its files go last, so a failure can only leave an unreferenced file.
      await Promise.all(outcome.uploads.map((url) => removeStoredImage(url, app.imageFiles)));
      await app.documentFiles.remove(documentFiles);
      request.log.info({ propertyId: request.params.id }, 'property deleted');
      return { message: 'Immobilie wurde gelöscht' };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'showPropertyOnHomePage',
    async (request, reply) => {
      const outcome = await showOnHomePage(app.db, request.params.id);
      if (outcome.kind === 'missing') return reply.notFound();
      if (outcome.kind === 'inactive') return reply.code(409).send({ message: INACTIVE_ON_HOME_PAGE_MESSAGE });
      request.log.info({ propertyId: request.params.id }, 'property shown on the home page');
      return withPublicMinimum(outcome.property);
    },
    // Two properties change places on the home page: every property's answers are dropped.
    { invalidates: ['properties'], audit: auditById },
  );
}
