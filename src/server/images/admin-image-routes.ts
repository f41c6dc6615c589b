import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS } from '#shared/limits.ts';
import { endpointRoute, notFoundMessageOf } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import {
  IMAGE_ALT_TEXT_SAVED,
  IMAGE_NOT_FOUND,
  IMAGE_ORDER_MESSAGES,
  IMAGE_UPLOAD_MESSAGES,
  imagesUploadedMessage,
  tooManyImagesMessage,
} from '#shared/images/schemas.ts';
import { findPropertyImages } from '../properties/admin-properties';
import { discardStoredImages, removeStoredImage } from './image-store';
import { MULTIPART_LIMITS, receiveImages, UploadRejected } from './image-upload';
import { appendImages, findImagesWithAltTexts, removeImage, reorderImages, setImageAltText } from './property-images';

/**
 * A refusal may come before the upload body has been read: closing the connection afterwards
 * stops the client sending the rest instead of leaving the socket waiting.
 */
function refuseUpload(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).header('Connection', 'close').send({ message });
}

/**
 * /api/admin/properties/:id/images and below: list, upload (multipart), delete, order (the first is
 * the cover) and alternative texts. Each change is saved at once (decision 0054).
 */
export default async function adminImageRoutes(app: FastifyInstance) {
  // Multipart parsing exists only in this scope, behind the admin guard (which runs in onRequest,
  // before any part is read).
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  endpointRoute(app, 'listPropertyImages', async (request, reply) => {
    const found = await findImagesWithAltTexts(app.db, request.params.id);
    return found ?? reply.notFound();
  });

  endpointRoute(
    app,
    'uploadPropertyImages',
    async (request, reply) => {
      const { id } = request.params;
      const current = await findPropertyImages(app.db, id);
      if (!current) return refuseUpload(reply, 404, notFoundMessageOf(request));
      if (!request.isMultipart()) return refuseUpload(reply, 400, IMAGE_UPLOAD_MESSAGES.notMultipart);
      const remaining = LIMITS.imagesPerProperty - current.length;
      if (remaining <= 0) return refuseUpload(reply, 400, tooManyImagesMessage(0));

      let stored;
      try {
        stored = await receiveImages(request.parts(), { store: app.imageFiles, remaining });
      } catch (error) {
        if (error instanceof UploadRejected) return refuseUpload(reply, error.statusCode, error.message);
        throw error;
      }

      let outcome;
      try {
        outcome = await appendImages(
          app.db,
          id,
          stored.map((image) => image.url),
        );
      } catch (error) {
        await discardStoredImages(stored, app.imageFiles);
        throw error;
      }
      if (outcome.kind !== 'appended') {
        await discardStoredImages(stored, app.imageFiles);
        return outcome.kind === 'not-found'
          ? refuseUpload(reply, 404, notFoundMessageOf(request))
          : refuseUpload(reply, 400, tooManyImagesMessage(outcome.remaining));
      }
      request.log.info({ propertyId: id, added: stored.length }, 'images uploaded');
      return { message: imagesUploadedMessage(stored.length), images: outcome.images };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'deletePropertyImage',
    async (request, reply) => {
      const { id } = request.params;
      const { imageUrl } = request.body;
      const outcome = await removeImage(app.db, id, imageUrl);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'no-such-image') return reply.code(404).send({ message: IMAGE_NOT_FOUND });
      // The row no longer points at the files; removing them last means a failure here can only
      // leave an unreferenced file, never a URL without its file.
      await removeStoredImage(imageUrl, app.imageFiles);
      return { message: 'Bild wurde gelöscht', images: outcome.images };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'reorderPropertyImages',
    async (request, reply) => {
      const outcome = await reorderImages(app.db, request.params.id, request.body.images);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'stale') return reply.code(409).send({ message: IMAGE_ORDER_MESSAGES.stale });
      return { message: IMAGE_ORDER_MESSAGES.saved, images: outcome.images };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'updateImageAltText',
    async (request, reply) => {
      const { imageUrl, ...change } = request.body;
      const outcome = await setImageAltText(app.db, request.params.id, imageUrl, change);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'no-such-image') return reply.code(404).send({ message: IMAGE_NOT_FOUND });
      return { message: IMAGE_ALT_TEXT_SAVED, imageAltTexts: outcome.imageAltTexts };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );
}
