import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoute, notFoundMessageOf } from '../api/endpoint-route';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { CONTACT_PHOTO_FIELD } from '#shared/images/schemas.ts';
import { discardStoredImages, removeStoredImage } from '../images/image-store';
import { MULTIPART_LIMITS, receiveImages, UploadRejected } from '../images/image-upload';
import { replaceContactPhoto } from './contact-photo';

const PHOTO_MESSAGES = {
  saved: 'Foto gespeichert',
  removed: 'Foto entfernt',
  oneOnly: 'Bitte laden Sie genau ein Foto hoch',
  none: 'Kein Foto im Feld "photo" gefunden',
} as const;

function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).header('Connection', 'close').send({ message });
}

/** /api/admin/properties/:id/contact-photo: the contact person's photo, checked like any image. */
export default async function contactPhotoRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  endpointRoute(
    app,
    'uploadContactPhoto',
    async (request, reply) => {
      if (!request.isMultipart()) return refuse(reply, 400, 'Das Foto muss als multipart/form-data gesendet werden');
      let stored;
      try {
        stored = await receiveImages(request.parts(), {
          store: app.imageFiles,
          remaining: 1,
          field: CONTACT_PHOTO_FIELD,
          tooManyMessage: PHOTO_MESSAGES.oneOnly,
          noneMessage: PHOTO_MESSAGES.none,
        });
      } catch (error) {
        if (error instanceof UploadRejected) return refuse(reply, error.statusCode, error.message);
        throw error;
      }
      const url = stored[0]!.url;
      let outcome;
      try {
        outcome = await replaceContactPhoto(app.db, request.params.id, url);
      } catch (error) {
        await discardStoredImages(stored, app.imageFiles);
        throw error;
      }
      if (outcome.kind === 'not-found') {
        await discardStoredImages(stored, app.imageFiles);
        return refuse(reply, 404, notFoundMessageOf(request));
      }
      if (outcome.previous) await removeStoredImage(outcome.previous, app.imageFiles);
      return { message: PHOTO_MESSAGES.saved, contactPhoto: url };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'deleteContactPhoto',
    async (request, reply) => {
      const outcome = await replaceContactPhoto(app.db, request.params.id, null);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.previous) await removeStoredImage(outcome.previous, app.imageFiles);
      return { message: PHOTO_MESSAGES.removed, contactPhoto: null };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );
}
