import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../shared/constants';
import {
  IMAGE_UPLOAD_MESSAGES,
  imageDeleteSchema,
  imagesUploadedMessage,
  tooManyImagesMessage,
} from '../../../shared/schemas/admin-images';
import { findPropertyImages } from '../../services/admin-properties';
import { discardStoredImages, removeStoredImage } from '../../services/image-store';
import { MULTIPART_LIMITS, receiveImages, UploadRejected } from '../../services/image-upload';
import { appendImages, removeImage } from '../../services/property-images';
import { isUuid } from '../../services/uuid';
import { idParamsSchema } from './params';

const PROPERTY_NOT_FOUND = { message: 'Property not found' };

/**
 * A refusal may come before the upload body has been read: closing the connection afterwards
 * stops the client sending the rest instead of leaving the socket waiting.
 */
function refuseUpload(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).header('Connection', 'close').send({ message });
}

/** /api/admin/properties/:id/images and /upload-images: list, upload (multipart), delete. */
export default async function adminImageRoutes(app: FastifyInstance) {
  // Multipart parsing exists only in this scope, behind the admin guard (which runs in onRequest,
  // before any part is read).
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/properties/:id/images', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const images = isUuid(id) ? await findPropertyImages(app.db, id) : null;
    if (!images) return reply.code(404).send(PROPERTY_NOT_FOUND);
    reply.header('Cache-Control', 'no-store');
    return { images };
  });

  api.post('/properties/:id/upload-images', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const current = isUuid(id) ? await findPropertyImages(app.db, id) : null;
    if (!current) return refuseUpload(reply, 404, PROPERTY_NOT_FOUND.message);
    if (!request.isMultipart()) return refuseUpload(reply, 400, IMAGE_UPLOAD_MESSAGES.notMultipart);
    const remaining = LIMITS.imagesPerProperty - current.length;
    if (remaining <= 0) return refuseUpload(reply, 400, tooManyImagesMessage(0));

    let stored;
    try {
      stored = await receiveImages(request.parts(), { uploadsDir: app.uploadsDir, remaining });
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
      await discardStoredImages(stored);
      throw error;
    }
    if (outcome.kind !== 'appended') {
      await discardStoredImages(stored);
      return outcome.kind === 'not-found'
        ? refuseUpload(reply, 404, PROPERTY_NOT_FOUND.message)
        : refuseUpload(reply, 400, tooManyImagesMessage(outcome.remaining));
    }
    request.log.info({ propertyId: id, added: stored.length }, 'images uploaded');
    return { message: imagesUploadedMessage(stored.length), images: outcome.images };
  });

  api.delete(
    '/properties/:id/images',
    { schema: { params: idParamsSchema, body: imageDeleteSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return reply.code(404).send(PROPERTY_NOT_FOUND);
      const { imageUrl } = request.body;
      const outcome = await removeImage(app.db, id, imageUrl);
      if (outcome.kind === 'not-found') return reply.code(404).send(PROPERTY_NOT_FOUND);
      if (outcome.kind === 'no-such-image') return reply.code(404).send({ message: 'Image not found' });
      // The row no longer points at the files; removing them last means a failure here can only
      // leave an unreferenced file, never a URL without its file.
      await removeStoredImage(imageUrl, app.uploadsDir);
      return { message: 'Bild wurde gelöscht', images: outcome.images };
    },
  );
}
